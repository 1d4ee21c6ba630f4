import { describe, expect, it } from "vitest";
import { programCountLabel, schoolRegion } from "../../src/shared/school-region.ts";

describe("schoolRegion", () => {
  it.each([
    ["Atlanta, GA", "Southeast"],
    ["Fort Lauderdale, FL", "Southeast"],
    ["Charlotte, NC", "Southeast"],
    ["Charleston, SC", "Southeast"],
    ["Cleveland, OH", "Midwest"],
    ["Indianapolis, IN", "Midwest"],
    ["Milwaukee, WI", "Midwest"],
    ["Kansas City, MO", "Midwest"],
    ["North Haven, CT", "Northeast"],
    ["Boston, MA", "Northeast"],
    ["Buffalo, NY", "Northeast"],
    ["Aurora, CO", "West"],
    ["Tucson, AZ", "West"],
    ["Houston, TX", "Southwest"],
    ["Washington, DC", "Other"],
    ["Somewhere", "Other"],
    ["Houston,  tx ", "Southwest"],
  ])("%s -> %s", (location, region) => {
    expect(schoolRegion(location)).toBe(region);
  });
});

describe("programCountLabel", () => {
  it("pluralises", () => {
    expect(programCountLabel(0)).toBe("Showing 0 programs");
    expect(programCountLabel(1)).toBe("Showing 1 program");
    expect(programCountLabel(17)).toBe("Showing 17 programs");
  });
});
