import { SCHOOL_REGIONS, type SchoolRegion } from "../../../shared/school-region.ts";

// The market overview is computed from the programs actually listed, so it can never disagree
// with the directory above it. Graduate and enrolment totals are left out: the data has no
// source for them.
export type MarketOverview = {
  programs: number;
  /** Named regions (the tabs) with at least one program; "Other" is not a region tab. */
  regionsCovered: number;
  regionsTotal: number;
  /** US states with a program; the District of Columbia is counted apart, as it is not a state. */
  states: number;
  hasDistrictOfColumbia: boolean;
};

/** "Houston, TX" -> "TX"; null when the location has no ", XX" suffix. */
export function stateCode(location: string): string | null {
  const comma = location.lastIndexOf(",");
  if (comma < 0) return null;
  const code = location.slice(comma + 1).trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

export function marketOverview(schools: readonly { location: string; region: SchoolRegion }[]): MarketOverview {
  const codes = new Set(schools.map((s) => stateCode(s.location)).filter((c): c is string => c !== null));
  const regions = new Set(schools.map((s) => s.region).filter((r) => r !== "Other"));
  return {
    programs: schools.length,
    regionsCovered: regions.size,
    regionsTotal: SCHOOL_REGIONS.length,
    states: [...codes].filter((c) => c !== "DC").length,
    hasDistrictOfColumbia: codes.has("DC"),
  };
}
