// The content in content/ as shipped: every file valid, every check passing, the volumes the
// product promises present.
import { describe, expect, it } from "vitest";
import { describeCounts, loadContent } from "../../scripts/content.ts";
import { FIXED_SIZES, MINIMUMS } from "../../src/shared/content/checks.ts";
import { TAXONOMY } from "../../src/shared/taxonomy.ts";
import { LETTERS } from "../../src/shared/vocab.ts";

const { content, problems } = await loadContent();

describe("content/", () => {
  it("has no problems (ids unique, one valid answer, no repeated facts, references dated, explanations that teach, the bank's targets met)", () => {
    expect(problems).toEqual([]);
  });

  it("holds the volumes this release promises", () => {
    console.log(describeCounts(content));
    expect(content.questions.length).toBeGreaterThanOrEqual(1400);
    expect(content.flashcards.length).toBeGreaterThanOrEqual(240);
    expect(content.reviewItems.length).toBeGreaterThanOrEqual(240);
    expect(content.glossaryTerms.length).toBeGreaterThanOrEqual(MINIMUMS.glossaryTerms);
    expect(content.freeFlashcards).toHaveLength(FIXED_SIZES.freeFlashcards);
    expect(content.freeReviewCards).toHaveLength(FIXED_SIZES.freeReviewCards);
    expect(content.adaptiveTopics).toHaveLength(FIXED_SIZES.adaptiveTopics);
  });

  it("spreads correct answers over all four letters in every topic", () => {
    for (const topic of TAXONOMY) {
      const letters = new Set(content.questions.filter((q) => q.topic === topic.id).map((q) => q.answer));
      expect([...letters].sort(), topic.id).toEqual([...LETTERS]);
    }
  });

  it("does not reward picking the longest option: in every topic at most a third of keys are the longest", () => {
    for (const topic of TAXONOMY) {
      const qs = content.questions.filter((q) => q.topic === topic.id);
      const longest = qs.filter((q) => {
        const lengths = LETTERS.map((l) => q.options[l].length);
        const keyed = q.options[q.answer].length;
        return lengths.filter((n) => n >= keyed).length === 1;
      });
      expect(longest.length, topic.id).toBeLessThanOrEqual(Math.floor(qs.length / 3));
    }
  });

  it("gives every question a key concept, and every figure a description", () => {
    expect(content.questions.filter((q) => !q.keyConcept).map((q) => q.id)).toEqual([]);
    expect(content.questions.filter((q) => q.figure && q.figure.description.length < 40).map((q) => q.id)).toEqual([]);
  });

  it("gives every review item clinical insights and a reference", () => {
    expect(content.reviewItems.filter((r) => !r.clinicalInsights).map((r) => r.id)).toEqual([]);
  });
});
