import { describe, expect, it } from "vitest";
import type { LegalDoc } from "../../src/client/features/legal/LegalDocument.tsx";
import { buildPrivacy, PRIVACY } from "../../src/client/features/legal/privacy.ts";
import { buildTerms, countWord, plural, TERMS, type LegalBrand, type LegalPolicy } from "../../src/client/features/legal/terms.ts";
import { BRAND } from "../../src/shared/brand.ts";

const textOf = (doc: LegalDoc) =>
  [doc.title, doc.lastUpdated, ...doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? []), ...(s.after ?? [])])].join("\n");

const sectionText = (doc: LegalDoc, id: string) => {
  const s = doc.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return [s.heading, ...s.paragraphs, ...(s.bullets ?? []), ...(s.after ?? [])].join("\n");
};

// No figure here equals one of the real policy (3, 7, 10, 12, 14, 18, 24, 30, 90, January 15, 2025),
// so a figure typed into the text instead of read from the policy shows up as a stray.
const OTHER_POLICY: LegalPolicy = {
  legalLastUpdated: "March 2, 2026",
  trialDays: 5,
  failedPaymentSuspensionDays: 9,
  priceChangeNoticeDays: 45,
  dataRetentionDaysAfterCancellation: 60,
  passGuarantee: {
    minStudyHours: 20,
    requestWithinDaysOfResults: 21,
    examWithinMonthsOfStart: 16,
    firstAttemptOnly: false,
    refundsPerCustomer: 2,
    paidWithinBusinessDays: 11,
  },
  liabilityCapMonths: 6,
  privacyResponseDays: 40,
  minimumAge: 21,
  supportReplyHours: 48,
};
const OTHER_BRAND: LegalBrand = { name: "Other Prep", supportEmail: "help@other.example" };

describe("terms of service", () => {
  const text = textOf(TERMS);

  it("states every company policy term with its figure", () => {
    expect(sectionText(TERMS, "trial-and-billing")).toContain("3-day free trial");
    expect(sectionText(TERMS, "trial-and-billing")).toMatch(/payment card is required/);
    expect(sectionText(TERMS, "trial-and-billing")).toMatch(/charged automatically/);
    expect(sectionText(TERMS, "trial-and-billing")).toMatch(/billed in advance: monthly plans .* annual plans/);
    expect(sectionText(TERMS, "failed-payments")).toContain("7 days after it first failed");
    expect(sectionText(TERMS, "price-changes")).toContain("at least 30 days in advance");
    expect(sectionText(TERMS, "data-after-cancellation")).toContain("for 90 days");
    const guarantee = sectionText(TERMS, "pass-guarantee");
    expect(guarantee).toContain("full refund");
    expect(guarantee).toContain("more than 10 hours of study time");
    expect(guarantee).toContain("within 30 days of receiving your exam results");
    expect(guarantee).toContain("within 12 months of starting your subscription");
    expect(guarantee).toContain("first attempt");
    expect(guarantee).toContain("one refund per customer");
    expect(guarantee).toContain("within 14 business days");
    expect(sectionText(TERMS, "liability")).toContain("in the 12 months before the event");
    expect(sectionText(TERMS, "accounts")).toContain("at least 18 years old");
    expect(sectionText(TERMS, "contact")).toContain("within 24 hours on business days");
  });

  it("covers the other topics the issue asks for", () => {
    expect(text).toMatch(/not medical advice/);
    expect(text).toMatch(/not affiliated with.*NCCAA/);
    expect(sectionText(TERMS, "cancellation")).toMatch(/Profile > Billing/);
    expect(sectionText(TERMS, "cancellation")).toMatch(/keep access until the end of the period/);
    expect(sectionText(TERMS, "content-and-ai")).toMatch(/can be wrong/);
    expect(sectionText(TERMS, "governing-law")).toContain("the laws of the state in which the company is registered");
    expect(sectionText(TERMS, "contact")).toContain(BRAND.supportEmail);
    expect(text).toContain(BRAND.name);
  });
});

describe("privacy policy", () => {
  const text = textOf(PRIVACY);

  it("answers requests in 30 days and is for people 18 or older", () => {
    expect(sectionText(PRIVACY, "your-rights")).toContain("within 30 days");
    expect(sectionText(PRIVACY, "minors")).toContain("aged 18 or older");
    expect(sectionText(PRIVACY, "retention")).toContain("for 90 days");
  });

  it("names what is collected, the cookie, the processors and how to ask", () => {
    expect(text).toMatch(/never see or store your full card number/);
    expect(sectionText(PRIVACY, "cookies")).toMatch(/single cookie: a session cookie/);
    expect(sectionText(PRIVACY, "cookies")).toMatch(/local storage/);
    for (const processor of ["Cloudflare", "Stripe", "e-mail delivery provider", "AI model provider"]) {
      expect(sectionText(PRIVACY, "service-providers")).toContain(processor);
    }
    expect(sectionText(PRIVACY, "your-rights")).toContain(BRAND.supportEmail);
  });
});

describe("both documents", () => {
  it("were last updated January 15, 2025", () => {
    for (const doc of [TERMS, PRIVACY]) expect(doc.lastUpdated).toBe("January 15, 2025");
  });

  it("have unique, anchor-safe section ids (the contents links depend on them)", () => {
    for (const doc of [TERMS, PRIVACY]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it("follow a changed policy and brand, with no figure or name typed into the text", () => {
    const terms = textOf(buildTerms(OTHER_POLICY, OTHER_BRAND));
    const privacy = textOf(buildPrivacy(OTHER_POLICY, OTHER_BRAND));

    expect(terms).toContain("5-day free trial");
    expect(terms).toContain("9 days after it first failed");
    expect(terms).toContain("at least 45 days in advance");
    expect(terms).toContain("for 60 days");
    expect(terms).toContain("more than 20 hours");
    expect(terms).toContain("within 21 days of receiving");
    expect(terms).toContain("within 16 months of starting");
    expect(terms).not.toContain("first attempt");
    expect(terms).toContain("limited to two refunds per customer");
    expect(terms).toContain("within 11 business days");
    expect(terms).toContain("in the 6 months before");
    expect(terms).toContain("at least 21 years old");
    expect(terms).toContain("within 48 hours");
    expect(privacy).toContain("within 40 days");
    expect(privacy).toContain("aged 21 or older");
    expect(privacy).toContain("for 60 days");

    const allowed = new Set(["2", "2026", "5", "9", "45", "60", "20", "21", "16", "11", "6", "40", "48"]);
    for (const text of [terms, privacy]) {
      for (const n of text.match(/\d+/g) ?? []) expect(allowed, `stray figure ${n}`).toContain(n);
      expect(text).toContain("March 2, 2026");
      expect(text).not.toContain(BRAND.name);
      expect(text).not.toContain(BRAND.supportEmail);
      expect(text).toContain("help@other.example");
    }
  });
});

describe("wording helpers", () => {
  it("writes small counts as words and pluralises units", () => {
    expect(countWord(1)).toBe("one");
    expect(countWord(10)).toBe("ten");
    expect(countWord(11)).toBe("11");
    expect(plural(1, "day")).toBe("1 day");
    expect(plural(30, "day")).toBe("30 days");
    expect(plural(14, "business day")).toBe("14 business days");
  });
});
