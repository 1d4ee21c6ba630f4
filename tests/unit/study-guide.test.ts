import { describe, expect, it } from "vitest";
import {
  estimatedReadTime,
  fallbackGuideMarkdown,
  isAnesthesiaTopic,
  isCompleteGuide,
  nextProgress,
  overviewParagraphs,
  parseStudyGuide,
  questionType,
  statusMessage,
  STATUS_MESSAGES,
} from "../../src/shared/study-guide.ts";
import { aiMessages, failureMessage } from "../../src/shared/ai.ts";
import { ftsAnyQuery, keywords } from "../../src/shared/search.ts";

const GUIDE = `## Overview

First paragraph [1].

Second paragraph.

## Clinical Review Points

- Point one [1]
* Point two
1. Point three

## Clinical Scenarios

- A scenario

## Practice Questions

### Question 1
Which drug?
A) One
B) Two

**Answer:** B) Two [2]

### Question 2
True or false: the sky is green.

**Answer:** False.

### Question 3
Explain why preoxygenation matters.`;

describe("study guide parsing", () => {
  it("splits the four sections, list items and questions with answers and types", () => {
    const g = parseStudyGuide(GUIDE);
    expect(overviewParagraphs(g.overview)).toEqual(["First paragraph [1].", "Second paragraph."]);
    expect(g.clinicalReview).toEqual(["Point one [1]", "Point two", "Point three"]);
    expect(g.clinicalScenarios).toEqual(["A scenario"]);
    expect(g.practiceQuestions).toEqual([
      { question: "Which drug?\nA) One\nB) Two", answer: "B) Two [2]", type: "multiple-choice" },
      { question: "True or false: the sky is green.", answer: "False.", type: "true-false" },
      { question: "Explain why preoxygenation matters.", answer: "", type: "clinical-reasoning" },
    ]);
    expect(g.sectionsStarted).toEqual(["overview", "clinicalReview", "clinicalScenarios", "practiceQuestions"]);
  });

  it("reads a partial stream: only the sections that have started", () => {
    const partial = parseStudyGuide(GUIDE.slice(0, GUIDE.indexOf("## Clinical Scenarios") + 10));
    expect(partial.sectionsStarted).toEqual(["overview", "clinicalReview"]);
    expect(partial.practiceQuestions).toEqual([]);
    expect(isCompleteGuide(GUIDE)).toBe(true);
    expect(isCompleteGuide("## Overview\n\nOnly an overview.")).toBe(false);
    expect(isCompleteGuide("Sorry, I cannot help.")).toBe(false);
  });

  it("detects true-false, multiple-choice and otherwise clinical-reasoning questions", () => {
    expect(questionType("Is this T/F?")).toBe("true-false");
    expect(questionType("TRUE OR FALSE: x")).toBe("true-false");
    expect(questionType("Pick one: a) x b) y")).toBe("multiple-choice");
    expect(questionType("Options A. x")).toBe("multiple-choice");
    expect(questionType("Why does this happen?")).toBe("clinical-reasoning");
  });

  it("read time is the overview length over 200, rounded up", () => {
    expect(estimatedReadTime("x".repeat(200))).toBe(1);
    expect(estimatedReadTime("x".repeat(201))).toBe(2);
    expect(estimatedReadTime("x".repeat(1000))).toBe(5);
    expect(estimatedReadTime("")).toBe(1);
  });

  it("the fallback guide is built from the topic and parses as a full guide", () => {
    const text = fallbackGuideMarkdown("Pharmacology", "Opioids");
    expect(isCompleteGuide(text)).toBe(true);
    expect(parseStudyGuide(text).overview).toContain("Opioids");
  });
});

describe("custom topic validation", () => {
  it("accepts anesthesia keywords and taxonomy subtopics either way round", () => {
    expect(isAnesthesiaTopic("Propofol infusion syndrome")).toBe(true);
    expect(isAnesthesiaTopic("malignant hyperthermia crisis")).toBe(true);
    expect(isAnesthesiaTopic("Anaphylaxis")).toBe(true);
    expect(isAnesthesiaTopic("nerve blocks")).toBe(true);
    expect(isAnesthesiaTopic("airway")).toBe(true);
  });
  it("rejects other subjects", () => {
    expect(isAnesthesiaTopic("chocolate cake recipes")).toBe(false);
    expect(isAnesthesiaTopic("the last samurai")).toBe(false);
    expect(isAnesthesiaTopic("ab")).toBe(false);
  });
});

describe("generating progress", () => {
  it("steps +2 per 50 ms, +0.3 per 150 ms, +0.15 per 200 ms while the stream keeps ahead", () => {
    expect(nextProgress(0, 50, ["overview"], false)).toBe(10);
    expect(nextProgress(10, 50, ["overview", "clinicalReview"], false)).toBe(30);
    expect(nextProgress(30, 50, ["overview", "clinicalReview"], false)).toBe(32);
    expect(nextProgress(60, 150, ["practiceQuestions"], false)).toBeCloseTo(95);
    expect(nextProgress(95, 200, ["practiceQuestions"], false)).toBeCloseTo(95.15);
    expect(nextProgress(99.6, 200, ["practiceQuestions"], false)).toBe(99.8);
  });
  it("never runs past a section the model has not reached, and is 100 when done", () => {
    expect(nextProgress(28, 50, [], false)).toBe(29);
    expect(nextProgress(29, 5000, ["overview"], false)).toBe(29);
    expect(nextProgress(68.95, 150, ["clinicalReview"], false)).toBe(69);
    expect(nextProgress(50, 50, ["clinicalScenarios"], false)).toBe(70);
    expect(nextProgress(12, 50, ["overview"], true)).toBe(100);
  });
  it("has about 14 status messages and ends on Ready!", () => {
    expect(STATUS_MESSAGES).toHaveLength(14);
    expect(statusMessage(0)).toBe(STATUS_MESSAGES[0]);
    expect(statusMessage(99.8)).toBe(STATUS_MESSAGES[13]);
    expect(statusMessage(100)).toBe("Ready!");
  });
});

describe("AI messages and search helpers", () => {
  it("maps failure kinds to the user-facing failure texts", () => {
    expect(failureMessage("timeout")).toBe("Edge function timeout. The AI service is taking too long to respond. Using fallback content instead.");
    expect(failureMessage("configuration")).toBe("AI service configuration error: Using fallback questions instead.");
    expect(failureMessage("malformed")).toBe(aiMessages.other);
  });
  it("turns a question into an any-word prefix query without stopwords or FTS syntax", () => {
    expect(ftsAnyQuery("What is the dose of sugammadex?")).toBe('"dose"* OR "sugammadex"*');
    expect(ftsAnyQuery('"; drop table x; --')).toBe('"drop"* OR "table"*');
    expect(ftsAnyQuery("what is it")).toBeNull();
    expect(keywords("Opioids cause respiratory depression")).toEqual(["opioid", "cause", "respiratory", "depression"]);
  });
});
