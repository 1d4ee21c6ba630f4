// The shared schemas behind the profile's forms and the account deletion: the same rules the
// forms show next to their fields and the procedures apply to their input.
import { describe, expect, it } from "vitest";
import { changePasswordSchema, deleteAccountSchema, MAX_CONFIRM_PASSWORD_LENGTH, newPasswordSchema, signUpSchema } from "../../src/shared/auth-validation.ts";
import { goalsFormSchema } from "../../src/shared/settings.ts";

/** Each failing field with its message, as a form shows them. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("sign-up names: the message for the pair lands on the empty field only", () => {
  const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "secret" };
  it("marks the first name, the last name, or both", () => {
    expect(fieldErrors(signUpSchema.safeParse({ ...valid, firstName: "  " }))).toEqual({ firstName: "First and last name are required" });
    expect(fieldErrors(signUpSchema.safeParse({ ...valid, lastName: "" }))).toEqual({ lastName: "First and last name are required" });
    expect(fieldErrors(signUpSchema.safeParse({ ...valid, firstName: "", lastName: " " }))).toEqual({
      firstName: "First and last name are required",
      lastName: "First and last name are required",
    });
  });
  it("reports every failing field at once", () => {
    expect(fieldErrors(signUpSchema.safeParse({ firstName: "", lastName: "L", email: "ada@", password: "12345" }))).toEqual({
      firstName: "First and last name are required",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters long",
    });
  });
});

describe("changing the password: the current one, a new one of 6 or more characters, typed twice", () => {
  const valid = { currentPassword: "old-secret", newPassword: "secret", confirmPassword: "secret" };
  it("accepts a 6-character new password typed the same twice", () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });
  it("needs the current password", () => {
    expect(fieldErrors(changePasswordSchema.safeParse({ ...valid, currentPassword: "" }))).toEqual({ currentPassword: "Enter your current password" });
  });
  it("needs at least 6 characters", () => {
    expect(fieldErrors(changePasswordSchema.safeParse({ ...valid, newPassword: "12345", confirmPassword: "12345" }))).toEqual({
      newPassword: "Password must be at least 6 characters long",
    });
  });
  it("needs the confirmation to match, and says so on the confirmation", () => {
    expect(fieldErrors(changePasswordSchema.safeParse({ ...valid, confirmPassword: "secreT" }))).toEqual({ confirmPassword: "Passwords do not match" });
  });
});

describe("a new password from a reset link follows the same rule", () => {
  it("accepts 6 characters typed twice, refuses 5, and says a mismatch on the confirmation", () => {
    expect(newPasswordSchema.safeParse({ newPassword: "secret", confirmPassword: "secret" }).success).toBe(true);
    expect(fieldErrors(newPasswordSchema.safeParse({ newPassword: "12345", confirmPassword: "12345" }))).toEqual({
      newPassword: "Password must be at least 6 characters long",
    });
    expect(fieldErrors(newPasswordSchema.safeParse({ newPassword: "secret", confirmPassword: "secreT" }))).toEqual({ confirmPassword: "Passwords do not match" });
  });
});

describe("deleting the account is confirmed with the password", () => {
  it("needs a password, and none longer than the bound", () => {
    expect(deleteAccountSchema.safeParse({ password: "secret123" }).success).toBe(true);
    expect(fieldErrors(deleteAccountSchema.safeParse({ password: "" }))).toEqual({ password: "Enter your password to confirm." });
    expect(deleteAccountSchema.safeParse({ password: "x".repeat(MAX_CONFIRM_PASSWORD_LENGTH) }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ password: "x".repeat(MAX_CONFIRM_PASSWORD_LENGTH + 1) }).success).toBe(false);
  });
});

describe("the goals form: text from the inputs read as integers, then the saved value's bounds", () => {
  const valid = { examDate: "2030-05-01", dailyStudyGoal: "60", weeklyGoal: "5", targetScore: "85" };
  it("gives the numbers the server takes", () => {
    expect(goalsFormSchema.parse(valid)).toEqual({ examDate: "2030-05-01", dailyStudyGoal: 60, weeklyGoal: 5, targetScore: 85 });
  });
  it("reads numbers as integers, as parseInt does", () => {
    expect(goalsFormSchema.parse({ ...valid, dailyStudyGoal: "12.7" }).dailyStudyGoal).toBe(12);
  });
  it("allows no exam date, and refuses a malformed one", () => {
    expect(goalsFormSchema.parse({ ...valid, examDate: "" }).examDate).toBe("");
    expect(fieldErrors(goalsFormSchema.safeParse({ ...valid, examDate: "05/01/2030" }))).toEqual({ examDate: "Enter a valid date" });
  });
  it("states each bound at its boundary", () => {
    expect(goalsFormSchema.safeParse({ ...valid, dailyStudyGoal: "5", weeklyGoal: "14", targetScore: "0" }).success).toBe(true);
    expect(goalsFormSchema.safeParse({ ...valid, dailyStudyGoal: "720", weeklyGoal: "1", targetScore: "100" }).success).toBe(true);
    expect(fieldErrors(goalsFormSchema.safeParse({ ...valid, dailyStudyGoal: "4", weeklyGoal: "15", targetScore: "101" }))).toEqual({
      dailyStudyGoal: "At least 5 minutes",
      weeklyGoal: "At most 14 sessions",
      targetScore: "Target score is between 0 and 100",
    });
    expect(fieldErrors(goalsFormSchema.safeParse({ ...valid, dailyStudyGoal: "721", weeklyGoal: "0", targetScore: "-1" }))).toEqual({
      dailyStudyGoal: "At most 720 minutes",
      weeklyGoal: "At least 1 session",
      targetScore: "Target score is between 0 and 100",
    });
  });
  it("says a whole number is needed when there is none", () => {
    expect(fieldErrors(goalsFormSchema.safeParse({ ...valid, dailyStudyGoal: "", weeklyGoal: "abc" }))).toEqual({
      dailyStudyGoal: "Daily goal must be a whole number",
      weeklyGoal: "Weekly goal must be a whole number",
    });
  });
});
