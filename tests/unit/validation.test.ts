import { describe, expect, it } from "vitest";
import * as z from "zod";
import { fieldLabel, listOf, summarizeIssues } from "../../src/shared/validation.ts";
import "../../src/worker/validation.ts";

/** What the tRPC error formatter would send for this input. */
function messageFor(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  if (r.success) throw new Error("expected a failure");
  return summarizeIssues(r.error.issues);
}

const exam = z.object({
  questionCount: z.literal([25, 50, 75, 100]),
  topics: z.array(z.string().max(80)).max(8),
  name: z.string().min(1).max(120),
  email: z.email().max(254),
  minutes: z.int().min(1).max(240),
});
const valid = { questionCount: 25, topics: [], name: "Ada", email: "a@b.co", minutes: 10 };

describe("validation errors as sentences", () => {
  it("names the field and the rule", () => {
    expect(messageFor(exam, { ...valid, questionCount: 30 }).message).toBe("Question count must be 25, 50, 75 or 100.");
    expect(messageFor(exam, { ...valid, topics: Array(9).fill("x") }).message).toBe("Topics must have at most 8 items.");
    expect(messageFor(exam, { ...valid, topics: ["x".repeat(81)] }).message).toBe("Topics (item 1) must be at most 80 characters long.");
    expect(messageFor(exam, { ...valid, name: "" }).message).toBe("Name is required.");
    expect(messageFor(exam, { ...valid, name: 5 }).message).toBe("Name must be text.");
    expect(messageFor(exam, { ...valid, email: "nope" }).message).toBe("Email must be a valid e-mail address.");
    expect(messageFor(exam, { ...valid, minutes: 241 }).message).toBe("Minutes must be at most 240.");
    expect(messageFor(exam, { ...valid, minutes: 1.5 }).message).toBe("Minutes must be a whole number.");
  });

  it("keeps a message written on the schema and counts the other problems", () => {
    const schema = z.object({ plan: z.enum(["monthly", "yearly"], { error: "Plan must be monthly or yearly" }), x: z.string() });
    const { message, fieldErrors } = messageFor(schema, { plan: "weekly" });
    expect(message).toBe("Plan must be monthly or yearly. (1 more problem with this request.)");
    expect(fieldErrors).toEqual({ plan: ["Plan must be monthly or yearly"], x: ["X is required"] });
  });

  it("describes a missing or wrong-shaped input as a whole", () => {
    expect(messageFor(exam, undefined).message).toBe("The request is required.");
    expect(messageFor(exam, [1, 2]).message).toBe("The request must be a set of fields.");
  });

  it("never returns JSON or an endless text", () => {
    const { message } = messageFor(z.object({ a: z.enum(Array.from({ length: 200 }, (_, i) => `value-${i}`) as [string, ...string[]]) }), { a: "x" });
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message).not.toMatch(/^[[{]/);
  });

  it("formats labels and lists", () => {
    expect(fieldLabel(["questionCount"])).toBe("Question count");
    expect(fieldLabel(["messages", 2, "text"])).toBe("Text");
    expect(fieldLabel(["topics", 0])).toBe("Topics (item 1)");
    expect(fieldLabel([])).toBe("The request");
    expect(listOf([25, 50, 75, 100])).toBe("25, 50, 75 or 100");
    expect(listOf(["a"])).toBe("a");
  });
});
