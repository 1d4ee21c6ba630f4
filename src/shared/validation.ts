/** The most tRPC procedures one request may carry: the client's batch link and the server both use it. */
export const MAX_BATCH_SIZE = 10;

// Validation errors as sentences a person can read. Zod reports issues with a path and a code; we
// turn each into "<Field> <predicate>" ("Question count must be 25, 50, 75 or 100"). A message
// written on a schema itself is already a whole sentence (it starts with a capital) and is kept.

/** The parts of a zod issue we read (zod 4's raw issue, as its error maps receive it). */
export type RawIssue = {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  format?: string;
  keys?: readonly string[];
  divisor?: number;
};

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a set of fields",
  date: "a date",
  literal: "a fixed value",
};

/** "25, 50, 75 or 100" */
export function listOf(values: readonly unknown[]): string {
  const words = values.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

function count(n: number | bigint | undefined, one: string, many: string) {
  const value = Number(n ?? 0);
  return `${value} ${value === 1 ? one : many}`;
}

/**
 * The predicate for one issue, to be completed with the field's name ("must be at most 120
 * characters"). Lower-case on purpose: summarizeIssues tells these from whole sentences by that.
 */
export function issuePredicate(iss: RawIssue): string {
  switch (iss.code) {
    case "invalid_type":
      if (iss.input === undefined || iss.input === null) return "is required";
      return `must be ${TYPE_WORDS[iss.expected ?? ""] ?? `of type ${iss.expected}`}`;
    case "too_big":
      if (iss.origin === "string") return `must be at most ${count(iss.maximum, "character", "characters")} long`;
      if (iss.origin === "array" || iss.origin === "set") return `must have at most ${count(iss.maximum, "item", "items")}`;
      return iss.inclusive === false ? `must be less than ${iss.maximum}` : `must be at most ${iss.maximum}`;
    case "too_small":
      if (iss.origin === "string") return Number(iss.minimum) <= 1 ? "is required" : `must be at least ${count(iss.minimum, "character", "characters")} long`;
      if (iss.origin === "array" || iss.origin === "set") return `must have at least ${count(iss.minimum, "item", "items")}`;
      return iss.inclusive === false ? `must be more than ${iss.minimum}` : `must be at least ${iss.minimum}`;
    case "invalid_value":
      return `must be ${listOf(iss.values ?? [])}`;
    case "invalid_format":
      return iss.format === "email" ? "must be a valid e-mail address" : "is not in the expected format";
    case "not_multiple_of":
      return `must be a multiple of ${iss.divisor}`;
    case "unrecognized_keys":
      return `has unknown field${(iss.keys?.length ?? 0) === 1 ? "" : "s"}: ${(iss.keys ?? []).join(", ")}`;
    default:
      return "is not valid";
  }
}

/** "questionCount" -> "Question count"; an index adds "(item 3)". The whole input is "The request". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((p): p is string => typeof p === "string");
  const last = keys.at(-1);
  const index = path.at(-1);
  const base = last
    ? last
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/[_-]+/g, " ")
        .toLowerCase()
        .replace(/^\w/, (c) => c.toUpperCase())
    : "The request";
  return typeof index === "number" ? `${base} (item ${index + 1})` : base;
}

export type FinalIssue = { path: readonly PropertyKey[]; message: string };

/** A message already written as a sentence on the schema starts with a capital letter. */
const isSentence = (message: string) => /^[A-Z]/.test(message);

export function issueSentence(issue: FinalIssue): string {
  const text = isSentence(issue.message) ? issue.message : `${fieldLabel(issue.path)} ${issue.message}`;
  return text.length > 240 ? `${text.slice(0, 237)}...` : text;
}

/** One short message for the user plus the sentences per field (keyed "a.b.0"). */
export function summarizeIssues(issues: readonly FinalIssue[]): { message: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues.slice(0, 20)) {
    const key = issue.path.map(String).join(".") || "_";
    (fieldErrors[key] ??= []).push(issueSentence(issue));
  }
  const first = issues[0] ? issueSentence(issues[0]) : "The request is not valid.";
  const more = issues.length - 1;
  const sentence = /[.!?]$/.test(first) ? first : `${first}.`;
  return { message: more > 0 ? `${sentence} (${more} more problem${more === 1 ? "" : "s"} with this request.)` : sentence, fieldErrors };
}
