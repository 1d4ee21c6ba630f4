// The exam outline as data: its shape, and that every subtopic counts toward exactly one domain.
import { describe, expect, it } from "vitest";
import blueprint from "../../content/blueprint.json" with { type: "json" };
import { blueprintProblems } from "../../src/shared/blueprint-check.ts";
import { DOMAINS, domainName, domainOf, EXAM_OUTLINE } from "../../src/shared/blueprint.ts";
import { figureSchema } from "../../src/shared/figures.ts";
import { TAXONOMY } from "../../src/shared/taxonomy.ts";

describe("the exam outline", () => {
  it("is the certifying exam: 180 items in two blocks of 90, 110 minutes each, six weighted domains", () => {
    expect(EXAM_OUTLINE).toMatchObject({ items: 180, blocks: 2, itemsPerBlock: 90, minutesPerBlock: 110 });
    expect(DOMAINS.map((d) => [d.name, d.weight])).toEqual([
      ["Principles of Anesthesia", 9],
      ["Physiology, Pathophysiology and Management", 19],
      ["Instrumentation, Monitoring and Anesthetic Delivery Systems", 15],
      ["Subspecialty Care", 31],
      ["Pharmacology", 15],
      ["Regional Anesthesia and Pain Management", 8],
    ]);
    expect(EXAM_OUTLINE.source).toMatch(/2021 job analysis/);
  });

  it("files every subtopic of the taxonomy under one domain", () => {
    for (const t of TAXONOMY) for (const s of t.subtopics) expect(domainOf(s.id), s.id).toBeDefined();
    expect(domainOf("transplant-anesthesia")).toBe("subspecialty-care");
    expect(domainName("regional-pain")).toBe("Regional Anesthesia and Pain Management");
    expect(domainName("retired-domain")).toBe("retired-domain");
  });

  it("refuses an outline that misses a subtopic, names one twice or one that does not exist", () => {
    expect(blueprintProblems(blueprint)).toEqual([]);
    const [first, second, ...rest] = blueprint.domains;
    const moved = { ...blueprint, domains: [{ ...first!, subtopics: [...first!.subtopics, "opioids", "not-a-subtopic"] }, second!, ...rest] };
    expect(blueprintProblems(moved)).toEqual([
      'blueprint: subtopic "opioids" is in both "principles" and "pharmacology"',
      'blueprint: subtopic "not-a-subtopic" is not in src/shared/taxonomy.ts',
    ]);
    const missing = { ...blueprint, domains: [{ ...first!, subtopics: first!.subtopics.filter((s) => s !== "physics-gas-laws") }, second!, ...rest] };
    expect(blueprintProblems(missing)).toEqual(['blueprint: subtopic "physics-gas-laws" belongs to no domain']);
    expect(blueprintProblems({ ...blueprint, itemsPerBlock: 80 })).toEqual(["blueprint: 2 blocks of 80 is not 180 items"]);
  });
});

describe("figures", () => {
  it("take clinical parameters and a description a screen reader can read", () => {
    const capnogram = figureSchema.parse({ kind: "capnogram", breaths: [{ etco2: 38 }], description: "Three breaths with a flat plateau at 38 mm Hg returning to zero." });
    expect(capnogram).toMatchObject({ kind: "capnogram", breaths: [{ etco2: 38, baseline: 0, plateau: "flat" }] });
    expect(figureSchema.safeParse({ kind: "capnogram", breaths: [{ etco2: 38 }], description: "A capnogram." }).success).toBe(false);
    expect(figureSchema.safeParse({ kind: "ecg", rhythm: "sinus-ish", description: "A rhythm strip showing something worth describing here." }).success).toBe(false);
    expect(figureSchema.safeParse({ kind: "teg", r: 6, k: 2, alpha: 60, ma: 200, description: "A tracing with a maximum amplitude beyond any real clot." }).success).toBe(false);
    const upsideDown = figureSchema.safeParse({ kind: "arterial", systolic: 70, diastolic: 120, description: "An arterial trace whose pressures are the wrong way round." });
    expect(upsideDown.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["diastolic", "systolic must be above diastolic"]]);
  });
});
