import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  categoryOptions,
  countLabel,
  filterTerms,
  groupByLetter,
  letterOf,
  type GlossaryEntry,
} from "../../src/shared/glossary.ts";

const entry = (term: string, abbreviation: string | null, category: string, definition: string): GlossaryEntry => ({
  id: term.toLowerCase().replace(/\W+/g, "-"),
  term,
  abbreviation,
  category,
  definition,
});

const TERMS = [
  entry("Minimum Alveolar Concentration", "MAC", "Pharmacology", "Potency measure of inhaled agents."),
  entry("Sugammadex", null, "Pharmacology", "Reverses rocuronium by encapsulation."),
  entry("End-Tidal Carbon Dioxide", "EtCO2", "Monitoring", "CO2 at the end of exhalation, shown by capnography."),
  entry("Rocuronium", null, "Pharmacology", "A nondepolarizing neuromuscular blocker."),
  entry("Pulse Oximetry", "SpO2", "Monitoring", "Noninvasive estimate of arterial oxygen saturation."),
];

const terms = (list: GlossaryEntry[]) => list.map((t) => t.term);

describe("filterTerms", () => {
  it("returns everything for an empty or blank query in All Categories", () => {
    expect(filterTerms(TERMS, "", ALL_CATEGORIES)).toHaveLength(5);
    expect(filterTerms(TERMS, "   ", ALL_CATEGORIES)).toHaveLength(5);
  });

  it("matches the term case-insensitively and trims the query", () => {
    expect(terms(filterTerms(TERMS, "  SUGAMMADEX ", ALL_CATEGORIES))).toEqual(["Sugammadex"]);
  });

  it("matches the abbreviation", () => {
    expect(terms(filterTerms(TERMS, "etco2", ALL_CATEGORIES))).toEqual(["End-Tidal Carbon Dioxide"]);
    expect(terms(filterTerms(TERMS, "mac", ALL_CATEGORIES))).toEqual(["Minimum Alveolar Concentration"]);
  });

  it("matches the definition", () => {
    // "rocuronium" is one term's name and another term's definition: both match.
    expect(terms(filterTerms(TERMS, "Rocuronium", ALL_CATEGORIES))).toEqual(["Sugammadex", "Rocuronium"]);
    expect(terms(filterTerms(TERMS, "capnography", ALL_CATEGORIES))).toEqual(["End-Tidal Carbon Dioxide"]);
  });

  it("restricts to one category, alone or with a query", () => {
    expect(terms(filterTerms(TERMS, "", "Monitoring"))).toEqual(["End-Tidal Carbon Dioxide", "Pulse Oximetry"]);
    expect(terms(filterTerms(TERMS, "oxygen", "Monitoring"))).toEqual(["Pulse Oximetry"]);
    expect(filterTerms(TERMS, "sugammadex", "Monitoring")).toEqual([]);
  });

  it("finds nothing for an unknown word", () => {
    expect(filterTerms(TERMS, "zzzz", ALL_CATEGORIES)).toEqual([]);
  });

  it("defaults to All Categories", () => {
    expect(filterTerms(TERMS, "spo2")).toHaveLength(1);
  });
});

describe("letterOf", () => {
  it("files Latin initials under their capital, accents under the base letter, the rest under #", () => {
    expect(letterOf("propofol")).toBe("P");
    expect(letterOf("Zofran")).toBe("Z");
    expect(letterOf("Épinéphrine")).toBe("E");
    expect(letterOf("2,3-DPG")).toBe("#");
    expect(letterOf("β-blocker")).toBe("#");
    expect(letterOf("")).toBe("#");
  });
});

describe("groupByLetter", () => {
  it("groups A-Z with # last, sorting terms case-insensitively inside each group", () => {
    const groups = groupByLetter([
      { term: "sugammadex" },
      { term: "2,3-DPG" },
      { term: "Atropine" },
      { term: "Succinylcholine" },
      { term: "apnea" },
      { term: "Zofran" },
    ]);
    expect(groups.map((g) => g.letter)).toEqual(["A", "S", "Z", "#"]);
    expect(groups[0]!.terms.map((t) => t.term)).toEqual(["apnea", "Atropine"]);
    expect(groups[1]!.terms.map((t) => t.term)).toEqual(["Succinylcholine", "sugammadex"]);
    expect(groups[3]!.terms.map((t) => t.term)).toEqual(["2,3-DPG"]);
  });

  it("returns no groups for no terms", () => {
    expect(groupByLetter([])).toEqual([]);
  });
});

describe("countLabel", () => {
  it("is singular for exactly one term and plural otherwise", () => {
    expect(countLabel(0)).toBe("0 terms found");
    expect(countLabel(1)).toBe("1 term found");
    expect(countLabel(2)).toBe("2 terms found");
    expect(countLabel(226)).toBe("226 terms found");
  });
});

describe("categoryOptions", () => {
  it("puts All Categories first, then each category once in alphabetical order", () => {
    expect(categoryOptions(TERMS)).toEqual([ALL_CATEGORIES, "Monitoring", "Pharmacology"]);
    expect(categoryOptions([{ category: "Ventilation" }, { category: "Anatomy & Physiology" }, { category: "Assessment" }])).toEqual([
      ALL_CATEGORIES,
      "Anatomy & Physiology",
      "Assessment",
      "Ventilation",
    ]);
    expect(categoryOptions([])).toEqual([ALL_CATEGORIES]);
  });
});
