import { describe, expect, it } from "vitest";
import adaptiveTopics from "../../content/adaptive-topics.json" with { type: "json" };
import {
  ADAPTATION_TEXT,
  adaptationMessage,
  advanceRotation,
  BUILT_IN_QUESTIONS,
  difficultyAdjustment,
  difficultyNote,
  isCorrectAnswer,
  isRepeat,
  nextDifficulty,
  pickBuiltInQuestion,
  pickRotation,
  repeatKey,
  resolveAdaptiveTopic,
  sessionStats,
  validateGeneratedQuestion,
} from "../../src/shared/adaptive.ts";
import { isValidPair } from "../../src/shared/taxonomy.ts";

/** A deterministic random source for shuffles. */
function seeded(seed = 1) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

describe("next difficulty", () => {
  it("is medium under 3 answers, then follows the last 3 at the 40% and 70% thresholds", () => {
    expect(nextDifficulty([])).toBe("medium");
    expect(nextDifficulty([false, false])).toBe("medium");
    expect(nextDifficulty([false, false, false])).toBe("easy"); // 0%
    expect(nextDifficulty([true, false, false])).toBe("easy"); // 33% < 40%
    expect(nextDifficulty([true, true, false])).toBe("medium"); // 67% < 70%
    expect(nextDifficulty([true, true, true])).toBe("hard"); // 100%
    // only the last 3 count
    expect(nextDifficulty([true, true, true, false, false, false])).toBe("easy");
  });
});

describe("topic rotation", () => {
  const pool = Array.from({ length: 25 }, (_, i) => `t${i}`);

  it("picks up to 10 distinct topics at random", () => {
    const r = pickRotation(pool, seeded(3));
    expect(r).toHaveLength(10);
    expect(new Set(r).size).toBe(10);
    expect(r.every((t) => pool.includes(t))).toBe(true);
    expect(pickRotation(pool, seeded(3))).toEqual(r);
    expect(pickRotation(pool, seeded(4))).not.toEqual(r);
    expect(pickRotation(["a", "b"], seeded())).toHaveLength(2);
    expect(pickRotation([], seeded())).toEqual([]);
  });

  it("walks the rotation in order, then reshuffles", () => {
    const random = seeded(7);
    let state = { rotation: [] as string[], index: 0 };
    const walked: string[] = [];
    for (let i = 0; i < 10; i++) {
      const step = advanceRotation(state, pool, random);
      walked.push(step.topic!);
      state = step.state;
    }
    const first = state.rotation;
    expect(walked).toEqual(first);
    const next = advanceRotation(state, pool, random);
    expect(next.state.rotation).not.toBe(first);
    expect(next.state.index).toBe(1);
    expect(next.topic).toBe(next.state.rotation[0]);
  });

  it("gives no topic when the pool is empty", () => {
    expect(advanceRotation({ rotation: [], index: 0 }, [], seeded()).topic).toBeNull();
  });

  it("files every default topic under a taxonomy subtopic", () => {
    expect(adaptiveTopics).toHaveLength(37);
    for (const t of adaptiveTopics) {
      const r = resolveAdaptiveTopic(t.id, t.name);
      expect(isValidPair(r.topicId, r.subtopicId), t.id).toBe(true);
      expect(r.name).toBe(t.name);
    }
    expect(resolveAdaptiveTopic("opioid-pharmacology", "Opioid Pharmacology")).toEqual({ topicId: "pharmacology", subtopicId: "opioids", name: "Opioid Pharmacology" });
    expect(resolveAdaptiveTopic("capnography", "Capnography")).toMatchObject({ topicId: "equipment-technology", subtopicId: "capnography" });
    expect(resolveAdaptiveTopic("something-new", "Something New")).toEqual({ topicId: "general", subtopicId: "something-new", name: "Something New" });
  });
});

describe("repeat detection", () => {
  const stem = "Which of the following is the most likely cause of a sudden drop in end-tidal CO2";
  it("matches on the first 50 characters and the topic", () => {
    const seen = [repeatKey(stem, "Capnography")];
    expect(isRepeat({ question: `${stem.slice(0, 50)} something else entirely`, topic: "Capnography" }, seen)).toBe(true);
    expect(isRepeat({ question: `  ${stem}`, topic: "capnography " }, seen)).toBe(true);
    expect(isRepeat({ question: stem, topic: "Pulse Oximetry" }, seen)).toBe(false);
    // one different character inside the first 50 is a different question
    expect(isRepeat({ question: stem.replace("most", "mast"), topic: "Capnography" }, seen)).toBe(false);
    expect(isRepeat({ question: stem, topic: "Capnography" }, [])).toBe(false);
  });
});

describe("session stats and messages", () => {
  it("counts questions, correct, current streak and whole-percent accuracy", () => {
    expect(sessionStats([])).toEqual({ answered: 0, correct: 0, streak: 0, bestStreak: 0, accuracy: 0 });
    expect(sessionStats([true, true, false, true])).toEqual({ answered: 4, correct: 3, streak: 1, bestStreak: 2, accuracy: 75 });
    expect(sessionStats([true, false, false]).accuracy).toBe(33);
    expect(sessionStats([true, true, false]).accuracy).toBe(67);
  });

  it("praises a streak of 3 or more and accuracy of 80% or more; 40% or below asks for fundamentals", () => {
    expect(adaptationMessage({ streak: 2, accuracy: 79, answered: 5 })).toBe("");
    expect(adaptationMessage({ streak: 3, accuracy: 75, answered: 4 })).toBe(ADAPTATION_TEXT.streak);
    expect(adaptationMessage({ streak: 3, accuracy: 80, answered: 5 })).toBe("Great streak! Excellent performance!");
    expect(adaptationMessage({ streak: 0, accuracy: 80, answered: 5 })).toBe("Excellent performance!");
    expect(adaptationMessage({ streak: 0, accuracy: 40, answered: 5 })).toBe(ADAPTATION_TEXT.fundamentals);
    expect(adaptationMessage({ streak: 1, accuracy: 41, answered: 5 })).toBe("");
    expect(adaptationMessage({ streak: 0, accuracy: 0, answered: 0 })).toBe("");
  });

  it("explains the difficulty of the next question", () => {
    expect(difficultyNote("medium", "medium", [true])).toBe("Difficulty stays at medium until you have answered 3 questions.");
    expect(difficultyNote("medium", "hard", [true, true, true])).toBe("Difficulty increased to hard because you answered 3 of the last 3 correctly.");
    expect(difficultyNote("medium", "easy", [true, false, false])).toBe("Difficulty decreased to easy because you answered 1 of the last 3 correctly.");
    expect(difficultyNote("medium", "medium", [false, true, true])).toBe("Difficulty stays at medium because you answered 2 of the last 3 correctly.");
    expect(difficultyAdjustment("easy", "medium")).toBe("up");
    expect(difficultyAdjustment("hard", "medium")).toBe("down");
    expect(difficultyAdjustment("hard", "hard")).toBe("same");
  });
});

describe("answer checking", () => {
  it("compares the trimmed choice with the trimmed correct answer", () => {
    expect(isCorrectAnswer(" Dantrolene ", "Dantrolene")).toBe(true);
    expect(isCorrectAnswer("Dantrolene", " Dantrolene\n")).toBe(true);
    expect(isCorrectAnswer("dantrolene", "Dantrolene")).toBe(false);
    expect(isCorrectAnswer("", "")).toBe(false);
    expect(isCorrectAnswer(null, "Dantrolene")).toBe(false);
  });
});

describe("validating a model's question", () => {
  const good = {
    question: "  Which drug treats malignant hyperthermia? ",
    options: ["Dantrolene", "Propofol", "Esmolol", "Midazolam"],
    correctAnswer: "Dantrolene ",
    explanation: "Dantrolene blocks RYR1.",
    topic: "ignored",
  };

  it("accepts exactly four distinct options with exactly one correct, normalized", () => {
    expect(validateGeneratedQuestion(good)).toEqual({
      question: "Which drug treats malignant hyperthermia?",
      options: ["Dantrolene", "Propofol", "Esmolol", "Midazolam"],
      correctIndex: 0,
      correctAnswer: "Dantrolene",
      explanation: "Dantrolene blocks RYR1.",
    });
  });

  it("accepts letter labels and a letter answer", () => {
    const labelled = { ...good, options: ["A) Dantrolene", "B) Propofol", "C) Esmolol", "D) Midazolam"], correctAnswer: "C" };
    expect(validateGeneratedQuestion(labelled)).toMatchObject({ options: ["Dantrolene", "Propofol", "Esmolol", "Midazolam"], correctIndex: 2, correctAnswer: "Esmolol" });
    expect(validateGeneratedQuestion({ ...labelled, correctAnswer: "B) Propofol" })).toMatchObject({ correctIndex: 1 });
  });

  it("rejects anything else", () => {
    const bad: unknown[] = [
      null,
      "text",
      [good],
      { ...good, question: " " },
      { ...good, explanation: undefined },
      { ...good, options: good.options.slice(0, 3) },
      { ...good, options: [...good.options, "Ketamine"] },
      { ...good, options: ["Dantrolene", "dantrolene", "Esmolol", "Midazolam"] }, // two correct
      { ...good, options: ["Dantrolene", "", "Esmolol", "Midazolam"] },
      { ...good, options: ["Dantrolene", 3, "Esmolol", "Midazolam"] },
      { ...good, correctAnswer: "Ketamine" },
      { ...good, correctAnswer: ["Dantrolene", "Propofol"] },
      { ...good, correctAnswer: "E" },
      { ...good, options: "Dantrolene, Propofol, Esmolol, Midazolam" },
    ];
    for (const b of bad) expect(validateGeneratedQuestion(b), JSON.stringify(b)).toBeNull();
  });
});

describe("built-in questions", () => {
  it("are three well-formed questions filed under real subtopics", () => {
    expect(BUILT_IN_QUESTIONS).toHaveLength(3);
    for (const q of BUILT_IN_QUESTIONS) {
      expect(isValidPair(q.topicId, q.subtopicId), q.id).toBe(true);
      expect(validateGeneratedQuestion(q), q.id).toMatchObject({ correctAnswer: q.correctAnswer });
    }
    expect(new Set(BUILT_IN_QUESTIONS.map((q) => q.difficulty)).size).toBe(3);
  });

  it("prefers an unused question on the topic, then of the difficulty", () => {
    expect(pickBuiltInQuestion({ topicId: "physiology", difficulty: "hard" }, []).id).toBe("builtin-oxyhemoglobin-curve");
    expect(pickBuiltInQuestion({ topicId: "nothing", difficulty: "hard" }, []).id).toBe("builtin-capnography-bronchospasm");
    expect(pickBuiltInQuestion({ topicId: "nothing", difficulty: "hard" }, ["builtin-capnography-bronchospasm"]).difficulty).not.toBe("hard");
    const all = BUILT_IN_QUESTIONS.map((q) => q.id);
    expect(all).toContain(pickBuiltInQuestion({ difficulty: "easy" }, all).id);
  });
});
