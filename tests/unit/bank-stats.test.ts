// The question-bank figures and cross-bank checks, at the item standard's boundaries.
import { describe, expect, it } from "vitest";
import {
  bankFigures,
  bankTargetProblems,
  isVignette,
  longestIsKey,
  nearDuplicates,
  outdatedReferences,
} from "../../src/shared/content/bank-stats.ts";
import { namesEditionOrYear } from "../../src/shared/content/references.ts";
import { DOMAINS, subtopicsOfDomain } from "../../src/shared/blueprint.ts";
import { LETTERS } from "../../src/shared/vocab.ts";

type Q = Parameters<typeof bankFigures>[0][number];
let n = 0;
const q = (over: Partial<Q> = {}): Q => ({
  id: `q-${++n}`,
  subtopic: "opioids",
  difficulty: "medium",
  stem: `Question number ${n} about a distinct fact ${n * 7919}`,
  options: { A: `alpha ${n}`, B: `bravo ${n}`, C: `charlie ${n}`, D: `delta ${n}` },
  answer: "A",
  reference: "Morgan & Mikhail's Clinical Anesthesiology, 7th ed.",
  ...over,
});

describe("vignettes", () => {
  const vignette =
    "A 67-year-old man with COPD is in the PACU after an open cholecystectomy; his SpO2 is 86 % on 4 L/min by nasal cannula and he is drowsy. Which is the most likely cause?";
  it("counts a stem that puts a patient with findings in front of the reader", () => {
    expect(isVignette(vignette)).toBe(true);
    expect(isVignette("A parturient at 39 weeks receives a spinal anesthetic for cesarean delivery and 5 minutes later her blood pressure falls to 78/40 mm Hg with nausea. What is the best next step?")).toBe(true);
  });
  it("does not count recall, nor a short stem that merely mentions a patient", () => {
    expect(isVignette("Which volatile anesthetic has the lowest blood:gas partition coefficient?")).toBe(false);
    expect(isVignette("In a patient with myasthenia, which relaxant dose is reduced?")).toBe(false);
  });
});

describe("the longest option", () => {
  it("is a cue only when the key is strictly longer than every distractor", () => {
    expect(longestIsKey({ options: { A: "a much longer answer", B: "short", C: "short", D: "short" }, answer: "A" })).toBe(true);
    expect(longestIsKey({ options: { A: "same length", B: "same length", C: "x", D: "y" }, answer: "A" })).toBe(false);
    expect(longestIsKey({ options: { A: "x", B: "the longest one here", C: "y", D: "z" }, answer: "A" })).toBe(false);
  });
});

describe("near-duplicates", () => {
  const bank = Array.from({ length: 40 }, () => q());
  const aldrete = q({ stem: "Which parameter is scored in the modified Aldrete score used to judge readiness for discharge from phase I recovery?", options: { A: "Oxygen saturation", B: "Pain", C: "Nausea", D: "Urine output" } });
  const aldreteAgain = q({ stem: "Which of these parameters is included in the modified Aldrete score used to judge readiness for discharge from phase I recovery?", options: { A: "Oxygen saturation", B: "Blood glucose", C: "Pain", D: "Temperature" } });
  it("finds two items testing the same fact in other words, with both ids", () => {
    const found = nearDuplicates([...bank, aldrete, aldreteAgain]);
    expect(found).toEqual([expect.objectContaining({ a: aldrete.id, b: aldreteAgain.id })]);
    expect(found[0]!.similarity).toBeGreaterThan(0.5);
  });
  it("leaves unrelated items alone, and a pair a reviewer found distinct", () => {
    expect(nearDuplicates(bank)).toEqual([]);
    expect(nearDuplicates([...bank, aldrete, aldreteAgain], undefined, [[aldreteAgain.id, aldrete.id]])).toEqual([]);
  });
});

describe("references", () => {
  it("name an edition or a year", () => {
    expect(namesEditionOrYear("Miller's Anesthesia, 10th ed., chapter on airway management")).toBe(true);
    expect(namesEditionOrYear("ASA Practice Guidelines for Management of the Difficult Airway, 2022")).toBe(true);
    expect(namesEditionOrYear("Morgan & Mikhail's Clinical Anesthesiology")).toBe(false);
  });
  it("are flagged when they cite an edition a newer one replaced", () => {
    const rules = [{ pattern: "AHA\\b.*(Life Support|ECC).*\\b2020\\b", current: "AHA 2025" }];
    const old = q({ reference: "AHA Guidelines for CPR and ECC, 2020" });
    const current = q({ reference: "AHA Guidelines for CPR and ECC, 2025" });
    expect(outdatedReferences([old, current], rules)).toEqual([{ id: old.id, reference: old.reference, current: "AHA 2025" }]);
  });
});

describe("the bank's targets", () => {
  /** A bank of `total` items spread by the outline's weights, keys rotating A-D, every item a vignette. */
  function balancedBank(total: number): Q[] {
    const items: Q[] = [];
    const weightSum = DOMAINS.reduce((s, d) => s + d.weight, 0);
    for (const d of DOMAINS) {
      const count = Math.ceil((total * d.weight) / weightSum);
      const subtopic = subtopicsOfDomain(d.id)[0]!;
      for (let i = 0; i < count; i++) {
        items.push(
          q({
            subtopic,
            answer: LETTERS[i % 4]!,
            stem: `A ${20 + (i % 60)}-year-old patient in the operating room has findings number ${i}: heart rate 112/min, blood pressure 84/50 mm Hg and SpO2 91 %. Which is the most appropriate next step in management?`,
            figure: i < 11 ? {} : undefined,
          }),
        );
      }
    }
    return items;
  }
  it("are met by a bank of 1,400 balanced items", () => {
    const bank = balancedBank(1400);
    expect(bank.length).toBeGreaterThanOrEqual(1400);
    expect(bankTargetProblems(bank)).toEqual([]);
  });
  it("name each shortfall: size, a domain's share, a letter's share, figures", () => {
    const small = balancedBank(700);
    const problems = bankTargetProblems(small.map((item) => ({ ...item, figure: undefined })));
    expect(problems).toContain(`questions: ${small.length} published, the bank promises at least 1400`);
    expect(problems).toContain("questions: 0 carry a figure, at least 60 should");
    const skewed = balancedBank(1400).map((item) => (item.subtopic === subtopicsOfDomain("pharmacology")[0] ? { ...item, answer: "C" as const } : item));
    expect(bankTargetProblems(skewed).some((p) => p.startsWith("questions: Pharmacology: C is the key of 100.0 %"))).toBe(true);
    const noPharm = balancedBank(1400).filter((item) => item.subtopic !== subtopicsOfDomain("pharmacology")[0]);
    expect(bankTargetProblems(noPharm).some((p) => p.startsWith("questions: Pharmacology is 0.0 % of the bank"))).toBe(true);
  });
  it("counts by domain, difficulty, letter, vignette, longest key and figure", () => {
    const f = bankFigures([q({ answer: "B", figure: {} }), q({ difficulty: "hard" })]);
    expect(f).toMatchObject({ total: 2, byDifficulty: { easy: 0, medium: 1, hard: 1 }, byLetter: { A: 1, B: 1, C: 0, D: 0 }, withFigure: 1, vignettes: 0 });
    expect(f.byDomain.Pharmacology).toBe(2);
  });
});
