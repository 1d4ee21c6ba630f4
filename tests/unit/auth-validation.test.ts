import { describe, expect, it } from "vitest";
import { displayName, fullName, signInSchema, signUpSchema } from "../../src/shared/auth-validation.ts";

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "secret" };

function error(input: unknown) {
  const r = signUpSchema.safeParse(input);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

describe("sign-up validation: both names, a valid e-mail, a password of 6 or more characters", () => {
  it("accepts a complete form with a 6-character password", () => {
    expect(error(valid)).toBeNull();
  });
  it("needs both names, after trimming", () => {
    expect(error({ ...valid, firstName: "   " })).toBe("First and last name are required");
    expect(error({ ...valid, lastName: "" })).toBe("First and last name are required");
  });
  it("needs a password of at least 6 characters", () => {
    expect(error({ ...valid, password: "12345" })).toBe("Password must be at least 6 characters long");
    expect(error({ ...valid, password: "" })).toBe("Password is required");
  });
  it("needs a well-formed email", () => {
    expect(error({ ...valid, email: "" })).toBe("Email is required");
    expect(error({ ...valid, email: "ada@" })).toBe("Please enter a valid email address");
  });
});

describe("sign-in validation", () => {
  it("requires email and password", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });
});

describe("names", () => {
  it("joins trimmed first and last name with one space", () => {
    expect(fullName("  Ada ", " Lovelace  ")).toBe("Ada Lovelace");
  });
  it("display name falls back to the e-mail's local part, then 'User'", () => {
    expect(displayName("Ada Lovelace", "ada@example.com")).toBe("Ada Lovelace");
    expect(displayName("  ", "ada@example.com")).toBe("ada");
    expect(displayName(null, null)).toBe("User");
  });
});
