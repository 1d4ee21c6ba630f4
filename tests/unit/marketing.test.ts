import { describe, expect, it } from "vitest";
import { marketingCount } from "../../src/shared/marketing.ts";

describe("marketingCount", () => {
  it("rounds down so the claim stays true", () => {
    expect(marketingCount(7)).toBe("7");
    expect(marketingCount(10)).toBe("10+");
    expect(marketingCount(487)).toBe("480+");
    expect(marketingCount(999)).toBe("990+");
    expect(marketingCount(1312)).toBe("1,300+");
  });
});
