import { describe, expect, it } from "vitest";
import { AI_OUTPUT_TOKENS, wasCutOff } from "../../src/shared/ai.ts";
import { isCompleteGuide } from "../../src/shared/study-guide.ts";
import { BACK_LIMITS, FRONT_LIMITS } from "../../src/worker/flashcards/prompt.ts";

/** A rough count for English text: one token per 4 characters. */
const tokens = (text: string) => Math.ceil(text.length / 4);
const WORDS = "the patient receives a dose of propofol and the blood pressure falls within minutes of induction".split(" ");
/** A sentence of `n` words of ordinary clinical English. */
const sentence = (n: number) => `${Array.from({ length: n }, (_, i) => WORDS[i % WORDS.length]).join(" ")}.`;

describe("output-token budgets", () => {
  it("gives every task a whole number well above Workers AI's default of 256, except the one-sentence probe", () => {
    for (const [task, budget] of Object.entries(AI_OUTPUT_TOKENS)) {
      expect(Number.isInteger(budget), task).toBe(true);
      if (task !== "probe") expect(budget, task).toBeGreaterThan(256);
    }
  });

  it("fits the longest study guide the prompt asks for (3 paragraphs, 10 points, 4 scenarios, 5 questions) twice over", () => {
    const guide = [
      "## Overview",
      ...Array.from({ length: 3 }, () => `${sentence(25)} ${sentence(25)} ${sentence(25)} [1]`),
      "## Clinical Review Points",
      ...Array.from({ length: 10 }, () => `- ${sentence(30)} [1]`),
      "## Clinical Scenarios",
      ...Array.from({ length: 4 }, () => `- ${sentence(60)} [1]`),
      "## Practice Questions",
      ...Array.from({ length: 5 }, (_, i) => `### Question ${i + 1}\n${sentence(40)}\nA) ${sentence(8)}\nB) ${sentence(8)}\nC) ${sentence(8)}\nD) ${sentence(8)}\n**Answer:** A) ${sentence(30)} [1]`),
    ].join("\n\n");
    expect(isCompleteGuide(guide)).toBe(true);
    expect(tokens(guide) * 2).toBeLessThanOrEqual(AI_OUTPUT_TOKENS.guide);
  });

  it("fits the largest flashcard batch (10 cards at the longest front and back) as JSON", () => {
    const card = { front: "f".repeat(FRONT_LIMITS.max), back: "b".repeat(BACK_LIMITS.max), difficulty: "medium" };
    const reply = JSON.stringify({ cards: Array.from({ length: 10 }, () => card) }, null, 2);
    expect(tokens(reply)).toBeLessThanOrEqual(AI_OUTPUT_TOKENS.flashcards);
  });

  it("fits an adaptive question with a long scenario and explanation twice over", () => {
    const reply = JSON.stringify({
      question: sentence(80),
      options: Array.from({ length: 4 }, () => sentence(12)),
      correctAnswer: sentence(12),
      explanation: `${sentence(30)} ${sentence(30)} ${sentence(30)} ${sentence(30)}`,
    });
    expect(tokens(reply) * 2).toBeLessThanOrEqual(AI_OUTPUT_TOKENS.adaptive);
  });
});

describe("an answer cut off by its budget", () => {
  it.each([
    ["length", undefined, 100, true],
    ["length", 40, 100, true],
    // Some providers report every end as a stop: an answer that used the whole budget was cut.
    ["stop", 100, 100, true],
    ["stop", 120, 100, true],
    ["stop", 99, 100, false],
    ["stop", undefined, 100, false],
    ["other", 0, 100, false],
    // The provider's stream ended without finishing (Workers AI: "stream-truncated").
    ["error", 10, 100, true],
    [undefined, undefined, 100, false],
  ] as const)("finish %j with %j of %j tokens -> %j", (finishReason, outputTokens, budget, expected) => {
    expect(wasCutOff(finishReason, outputTokens, budget)).toBe(expected);
  });
});
