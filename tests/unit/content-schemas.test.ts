import { describe, expect, it } from "vitest";
import { difficultyCoverage, duplicateIds, duplicateTexts, libraryProblems, subtopicCoverage } from "../../src/shared/content/checks.ts";
import { ContentError, glossaryTermSchema, questionSchema, validateItems } from "../../src/shared/content/schemas.ts";
import { TAXONOMY, findSubtopic, isValidPair } from "../../src/shared/taxonomy.ts";

const question = {
  id: "q-inhaled-anesthetics-01",
  topic: "pharmacology",
  subtopic: "inhaled-anesthetics",
  difficulty: "easy",
  stem: "Which agent is least soluble in blood?",
  options: { A: "Desflurane", B: "Isoflurane", C: "Sevoflurane", D: "Halothane" },
  answer: "A",
  explanation: "A is correct because ...",
  keyConcept: "Desflurane is the least soluble volatile agent in blood.",
  reference: "Miller's Anesthesia, 10th ed.",
};

const problemsOf = (data: unknown[]) => {
  try {
    validateItems("content/questions/pharmacology.json", questionSchema, data);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError);
    return (e as Error).message.split("\n");
  }
};

describe("taxonomy", () => {
  it("has the eight categories, ten subtopics each for the guide generator plus the bank's additions, ids unique", () => {
    expect(TAXONOMY.map((t) => t.name)).toEqual([
      "Pharmacology",
      "Physiology",
      "Pathophysiology",
      "Equipment and Technology",
      "Clinical Procedures",
      "Emergency Management",
      "Specialty Anesthesia",
      "Patient Care",
    ]);
    for (const t of TAXONOMY) {
      expect(t.guideSubtopics).toHaveLength(10);
      expect(t.subtopics.slice(0, 10)).toEqual(t.guideSubtopics);
    }
    expect(TAXONOMY.flatMap((t) => t.subtopics)).toHaveLength(99);
    const ids = TAXONOMY.flatMap((t) => t.subtopics.map((s) => s.id));
    // Unique across topics: a subtopic id alone names its exam domain.
    expect(new Set(ids).size).toBe(99);
  });
  it("knows sample subtopics by id and rejects mismatched pairs", () => {
    expect(findSubtopic("pharmacology", "inhaled-anesthetics")?.name).toBe("Inhaled Anesthetics");
    expect(findSubtopic("emergency-management", "malignant-hyperthermia")?.name).toBe("Malignant Hyperthermia");
    expect(findSubtopic("specialty-anesthesia", "pediatric-anesthesia")?.name).toBe("Pediatric Anesthesia");
    expect(findSubtopic("patient-care", "informed-consent")?.name).toBe("Informed Consent");
    expect(isValidPair("physiology", "inhaled-anesthetics")).toBe(false);
  });
});

describe("question schema", () => {
  it("accepts a complete question and defaults status to published", () => {
    expect(validateItems("f.json", questionSchema, [question])[0]!.status).toBe("published");
  });
  it("names the file, the item and the field of each problem", () => {
    expect(problemsOf([{ ...question, answer: "E" }])).toEqual([
      expect.stringMatching(/^content\/questions\/pharmacology\.json: item "q-inhaled-anesthetics-01": answer: /),
    ]);
    expect(problemsOf([{ ...question, explanation: "  " }])[0]).toContain(": explanation: must not be empty");
    expect(problemsOf([{ ...question, options: { ...question.options, D: "" } }])[0]).toContain(": options.D: must not be empty");
  });
  it("refuses a subtopic outside its topic, repeated options and unknown fields", () => {
    expect(problemsOf([{ ...question, topic: "physiology" }])[0]).toContain("subtopic: topic/subtopic is not a pair");
    expect(problemsOf([{ ...question, options: { ...question.options, B: "desflurane" } }])[0]).toContain("the four options must differ");
    expect(problemsOf([{ ...question, hint: "x" }])[0]).toContain("hint");
  });
  it("refuses a file that is not an array", () => {
    expect(() => validateItems("f.json", questionSchema, { questions: [] })).toThrow("f.json: expected a JSON array of items");
  });
});

describe("glossary schema", () => {
  it("accepts only the 25 glossary categories", () => {
    const term = { id: "mac", term: "Minimum alveolar concentration", abbreviation: "MAC", category: "Pharmacology", definition: "..." };
    expect(validateItems("g.json", glossaryTermSchema, [term])).toHaveLength(1);
    expect(() => validateItems("g.json", glossaryTermSchema, [{ ...term, category: "Drugs" }])).toThrow(
      'g.json: item "mac": category: must be one of the 25 glossary categories',
    );
  });
});

describe("cross checks", () => {
  const q = (id: string, topic: string, subtopic: string, difficulty: "easy" | "medium" | "hard", stem = id) =>
    ({ ...question, id, topic, subtopic, difficulty, stem, answer: "A", status: "published" }) as const;

  it("finds duplicate ids and duplicate stems regardless of case and spacing", () => {
    expect(duplicateIds("questions", [{ id: "a" }, { id: "b" }, { id: "a" }])).toEqual(['questions: id "a" is used more than once']);
    const items = [q("a", "pharmacology", "opioids", "easy", "Which  drug?"), q("b", "pharmacology", "opioids", "easy", "which drug?")];
    expect(duplicateTexts("questions", items, (i: { stem: string }) => i.stem)).toEqual(['questions: "b" repeats the text of "a"']);
  });
  it("requires every difficulty in every topic", () => {
    const problems = difficultyCoverage([q("a", "pharmacology", "opioids", "easy")]);
    expect(problems).toContain('questions: topic "pharmacology" has no medium question');
    expect(problems).toContain('questions: topic "physiology" has no easy question');
    expect(problems).not.toContain('questions: topic "pharmacology" has no easy question');
  });
  it("counts only published items towards a subtopic's minimum", () => {
    const items = [q("a", "pharmacology", "opioids", "easy"), { ...q("b", "pharmacology", "opioids", "hard"), status: "draft" }];
    expect(subtopicCoverage("questions", items, 2)).toContain("questions: pharmacology/opioids has 1, needs at least 2");
  });
});

describe("the study library has no card told twice", () => {
  // Real shapes from the library: the Aldrete card written once in PACU care and again, in other words,
  // under ambulatory anesthesia, among unrelated cards that share only clinical filler.
  const card = (id: string, content: string) => ({ id, content, status: "published" });
  const flash = (id: string, front: string, back: string) => ({ id, front, back, status: "published" });
  const unrelated = [
    card("rv-a-01", "Dantrolene 2.5 mg/kg IV is repeated until hypercarbia, tachycardia and rigidity resolve in malignant hyperthermia."),
    card("rv-b-01", "The oxygen E-cylinder holds about 660 L at 2,000 psig, so remaining volume is proportional to gauge pressure."),
    card("rv-c-01", "Sugammadex 16 mg/kg reverses rocuronium 1.2 mg/kg within about three minutes by encapsulating it."),
  ];
  const aldrete = flash("fc-pacu-care-01", "What does the modified Aldrete score assess?", "Activity, respiration, circulation, consciousness and oxygen saturation, each 0 to 2; 9 or more allows phase I discharge.");
  const aldreteAgain = flash("fc-ambulatory-05", "Which modified Aldrete total allows leaving phase I recovery?", "9 or more of 10: activity, respiration, circulation, consciousness and oxygen saturation are each scored 0 to 2.");
  const other = flash("fc-vaporizers-05", "What is the vapor pressure of desflurane at 20 C?", "About 669 mm Hg, close to one atmosphere, which is why it needs a heated, pressurized vaporizer.");
  // Overlap is weighted by how rare a word is across the library, so the check needs a library around the pair.
  const library = [
    other,
    flash("fc-x-01", "Which nerve supplies the first web space of the foot?", "The deep peroneal nerve, blocked beside the dorsalis pedis artery in an ankle block."),
    flash("fc-x-02", "What is the initial dantrolene dose for malignant hyperthermia?", "2.5 mg/kg IV, repeated until hypermetabolism resolves."),
    flash("fc-x-03", "Which electrode measures PO2 in a blood gas analyzer?", "The Clark polarographic electrode, which reduces oxygen at a platinum cathode."),
    flash("fc-x-04", "What is the maximum dose of plain lidocaine for infiltration?", "About 4.5 mg/kg, or 7 mg/kg with epinephrine."),
    flash("fc-x-05", "Which drug reverses dabigatran?", "Idarucizumab 5 g IV, a monoclonal antibody fragment that binds the drug."),
    flash("fc-x-06", "What does a rising baseline on the capnogram mean?", "Rebreathing, from exhausted absorbent or an incompetent unidirectional valve."),
  ];

  it("names both cards when two flashcards teach the same fact", () => {
    const problems = libraryProblems(unrelated, [aldrete, aldreteAgain, ...library], []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"fc-pacu-care-01" and "fc-ambulatory-05" teach the same fact/);
  });

  it("passes distinct cards, and a pair a reviewer read and judged distinct", () => {
    expect(libraryProblems(unrelated, [aldrete, ...library], [])).toEqual([]);
    const reviewed = [{ a: "fc-ambulatory-05", b: "fc-pacu-care-01", why: "One asks what is scored, the other the threshold." }];
    expect(libraryProblems(unrelated, [aldrete, aldreteAgain, ...library], reviewed)).toEqual([]);
  });

  it("rejects a reviewed pair that names a card the library does not have", () => {
    const reviewed = [{ a: "fc-gone-01", b: "fc-pacu-care-01", why: "Kept from an earlier version." }];
    expect(libraryProblems(unrelated, [aldrete], reviewed)).toContain('near-duplicates-reviewed: "fc-gone-01" is not a library id');
  });

  it("ignores drafts", () => {
    expect(libraryProblems(unrelated, [aldrete, { ...aldreteAgain, status: "draft" }, ...library], [])).toEqual([]);
  });
});
