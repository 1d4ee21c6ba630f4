import { describe, expect, it } from "vitest";
import {
  accreditedProgramsPhrase,
  CAREER,
  formatUsdThousands,
  planPriceLabel,
  programLengthLabel,
  salaryRangeLabel,
  supervisionRatioLabel,
} from "../../src/shared/careers.ts";

describe("career figures", () => {
  it("keeps the quoted figures: up to 4 assistants, 24 to 28 month programs, $150K-$175K", () => {
    expect(supervisionRatioLabel()).toBe("1:4");
    expect(programLengthLabel()).toBe("24 to 28 months");
    expect(salaryRangeLabel()).toBe("$150K–$175K");
    expect(CAREER.programMonths.typical).toBeGreaterThanOrEqual(CAREER.programMonths.min);
    expect(CAREER.programMonths.typical).toBeLessThanOrEqual(CAREER.programMonths.max);
  });

  it("rounds salaries to the nearest thousand, with a thousands separator past $999K", () => {
    expect(formatUsdThousands(150_000)).toBe("$150K");
    expect(formatUsdThousands(150_499)).toBe("$150K");
    expect(formatUsdThousands(150_500)).toBe("$151K");
    expect(formatUsdThousands(1_250_000)).toBe("$1,250K");
  });

  it("orders a reversed range and collapses an empty one", () => {
    expect(salaryRangeLabel({ low: 175_000, high: 150_000 })).toBe("$150K–$175K");
    expect(salaryRangeLabel({ low: 160_000, high: 160_200 })).toBe("$160K");
    expect(programLengthLabel({ min: 27, max: 27 })).toBe("27 months");
  });

  it("never claims zero programs, and agrees in number", () => {
    expect(accreditedProgramsPhrase(undefined)).toBe("accredited programs");
    expect(accreditedProgramsPhrase(0)).toBe("accredited programs");
    expect(accreditedProgramsPhrase(1)).toBe("1 accredited program");
    expect(accreditedProgramsPhrase(2)).toBe("2 accredited programs");
    expect(accreditedProgramsPhrase(1200)).toBe("1,200 accredited programs");
  });

  it("quotes plan prices from PLANS", () => {
    expect(planPriceLabel("monthly")).toBe("$79/month");
    expect(planPriceLabel("yearly")).toBe("$299/year");
  });
});
