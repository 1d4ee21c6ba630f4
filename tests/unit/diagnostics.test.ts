import { describe, expect, it } from "vitest";
import {
  AI_SLOW_MS,
  DB_SLOW_MS,
  diagnosticMessages,
  latencyStatus,
  OVERALL_LABELS,
  overallStatus,
  type DiagnosticStatus,
} from "../../src/shared/diagnostics.ts";

const of = (...statuses: DiagnosticStatus[]) => statuses.map((status) => ({ status }));

describe("overall diagnostics result: critical on any error, issues on any warning, else healthy", () => {
  it.each([
    [of(), "healthy"],
    [of("success"), "healthy"],
    [of("success", "success"), "healthy"],
    [of("success", "warning"), "issues"],
    [of("warning", "warning"), "issues"],
    [of("success", "error"), "critical"],
    [of("warning", "error", "success"), "critical"],
    [of("error"), "critical"],
    // Unfinished checks are neither warnings nor errors; the page waits for them before showing a verdict.
    [of("pending", "loading", "success"), "healthy"],
    [of("loading", "warning"), "issues"],
  ])("%j -> %s", (results, expected) => expect(overallStatus(results)).toBe(expected));

  it("labels each verdict as the page shows it", () => {
    expect(OVERALL_LABELS).toEqual({ healthy: "Healthy", issues: "Issues found", critical: "Critical" });
  });
});

describe("latency thresholds", () => {
  it.each([
    [0, DB_SLOW_MS, "success"],
    [DB_SLOW_MS, DB_SLOW_MS, "success"],
    [DB_SLOW_MS + 1, DB_SLOW_MS, "warning"],
    [AI_SLOW_MS, AI_SLOW_MS, "success"],
    [AI_SLOW_MS + 1, AI_SLOW_MS, "warning"],
  ])("%s ms against %s ms -> %s", (ms, slow, expected) => expect(latencyStatus(ms, slow)).toBe(expected));
});

describe("messages", () => {
  it("pluralises counts", () => {
    expect(diagnosticMessages.schemaBehind(1)).toContain("1 migration has not");
    expect(diagnosticMessages.schemaBehind(3)).toContain("3 migrations have not");
    expect(diagnosticMessages.contentOk(1)).toBe("1 published practice question is available.");
    expect(diagnosticMessages.contentOk(250)).toBe("250 published practice questions are available.");
    expect(diagnosticMessages.rateLimited(1)).toMatch(/in 1 second\.$/);
    expect(diagnosticMessages.rateLimited(42)).toMatch(/in 42 seconds\.$/);
  });

  it("tells an empty database to run the seed", () => {
    expect(diagnosticMessages.contentEmptyAction).toContain("npm run seed");
  });

  it("names the HTTP status of a failed provider call only when there is one", () => {
    expect(diagnosticMessages.generationFailedDetails("configuration", 401)).toBe(
      "Failure type: configuration; the provider answered with HTTP 401.",
    );
    expect(diagnosticMessages.generationFailedDetails("network")).toBe("Failure type: network.");
  });
});
