// Region tabs of /aa-schools: the state abbreviation after the comma decides the region.
export const SCHOOL_REGIONS = ["Southeast", "Midwest", "Northeast", "West", "Southwest"] as const;
export type SchoolRegion = (typeof SCHOOL_REGIONS)[number] | "Other";

const REGION_BY_STATE: Record<string, SchoolRegion> = {
  FL: "Southeast",
  GA: "Southeast",
  NC: "Southeast",
  SC: "Southeast",
  OH: "Midwest",
  IN: "Midwest",
  WI: "Midwest",
  MO: "Midwest",
  CT: "Northeast",
  MA: "Northeast",
  NY: "Northeast",
  CO: "West",
  AZ: "West",
  TX: "Southwest",
};

/** "Atlanta, GA" -> "Southeast"; anything unmapped (or no comma) -> "Other", shown only under All. */
export function schoolRegion(location: string): SchoolRegion {
  const comma = location.lastIndexOf(",");
  if (comma < 0) return "Other";
  const state = location.slice(comma + 1).trim().toUpperCase();
  return REGION_BY_STATE[state] ?? "Other";
}

/** 'Showing N program(s)' */
export function programCountLabel(count: number): string {
  return `Showing ${count} program${count === 1 ? "" : "s"}`;
}
