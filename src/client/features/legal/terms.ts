// The Terms of Service as data. Every company figure is read from the policy passed in, so a change
// to POLICY (or a test's modified copy) changes the text, and no figure is typed twice.
import { BRAND } from "../../../shared/brand.ts";
import { POLICY } from "../../../shared/policy.ts";
import type { LegalDoc } from "./LegalDocument.tsx";

// POLICY and BRAND are `as const`; their literal types would reject a modified copy.
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : { readonly [K in keyof T]: Widen<T[K]> };

export type LegalPolicy = Widen<typeof POLICY>;
export type LegalBrand = Widen<typeof BRAND>;

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Small counts read better as words ("one refund"); larger ones stay digits. */
export function countWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** "1 day", "30 days". */
export function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

export function buildTerms(policy: LegalPolicy = POLICY, brand: LegalBrand = BRAND): LegalDoc {
  const g = policy.passGuarantee;
  const retention = plural(policy.dataRetentionDaysAfterCancellation, "day");

  return {
    title: "Terms of Service",
    lastUpdated: policy.legalLastUpdated,
    contactEmail: brand.supportEmail,
    intro: [
      `These terms are an agreement between you and the company that operates ${brand.name} ("we", "us", "our"). They apply to our website and to your subscription. Please read them before you start a free trial: the sections on billing, cancellation and the pass guarantee explain when you are charged and when you can get money back.`,
      "By creating an account or using the service, you agree to these terms. If you do not agree, please do not use the service.",
    ],
    sections: [
      {
        id: "the-service",
        heading: "What the service is",
        paragraphs: [
          `${brand.name} is an online study aid for students preparing for the certifying examination for anesthesiologist assistants. It offers practice questions, timed practice exams, flashcards, review material, AI study tools and progress tracking.`,
          "The service is for exam preparation only. It is not medical advice and must not be used to make decisions about patient care. It does not replace your program's curriculum, your clinical training or the judgment of qualified professionals.",
          `${brand.name} is independent. We are not affiliated with, endorsed by or sponsored by the National Commission for Certification of Anesthesiologist Assistants (NCCAA) or any school. We name the NCCAA and its exam only to describe what our material helps you prepare for.`,
        ],
      },
      {
        id: "accounts",
        heading: "Who can use the service, and your account",
        paragraphs: [
          `You must be at least ${policy.minimumAge} years old to create an account or use the service.`,
          "An account is for one person. Give us accurate information, keep your password private, and tell us promptly if you think someone else has used your account. You are responsible for what happens under your account.",
        ],
      },
      {
        id: "trial-and-billing",
        heading: "Free trial and billing",
        paragraphs: [
          `Every plan starts with a ${policy.trialDays}-day free trial. A valid payment card is required to start the trial.`,
          `If you do not cancel before the trial ends, your card is charged automatically when it ends, for the plan you chose, at the price shown when you subscribed. After that, your subscription is billed in advance: monthly plans at the start of each month, annual plans at the start of each year. It renews automatically at the end of each billing period until you cancel.`,
          "Payments are processed by our payment provider, Stripe. Prices are in US dollars.",
        ],
      },
      {
        id: "failed-payments",
        heading: "Failed payments",
        paragraphs: [
          `If a payment fails, we or Stripe may retry the charge and ask you to update your payment method. If the payment is still outstanding ${plural(policy.failedPaymentSuspensionDays, "day")} after it first failed, we may suspend your access to the service until it is paid.`,
        ],
      },
      {
        id: "price-changes",
        heading: "Price changes",
        paragraphs: [
          `We may change our prices. Before a new price applies to your subscription, we will tell you by e-mail at least ${plural(policy.priceChangeNoticeDays, "day")} in advance. The new price starts with your first billing period that begins after the notice period. If you do not want to pay the new price, you can cancel before then.`,
        ],
      },
      {
        id: "cancellation",
        heading: "Cancelling your subscription",
        paragraphs: [
          "You can cancel at any time from Profile > Billing: the Manage Billing button opens Stripe's secure billing portal, where you can cancel, update your card and see your invoices. You can also ask us to cancel for you by e-mail.",
          "When you cancel, your subscription stops renewing and you are not charged again. You keep access until the end of the period you have already paid for. If you cancel during the free trial, you are not charged.",
        ],
      },
      {
        id: "refunds",
        heading: "Refunds",
        paragraphs: [
          "Apart from the pass guarantee below, or where the law requires otherwise, payments are not refundable, and we do not give refunds or credits for the unused part of a billing period.",
          "If you think you were charged by mistake, contact us and we will look into it.",
        ],
      },
      {
        id: "pass-guarantee",
        heading: "Pass guarantee",
        paragraphs: [
          "If you do not pass the NCCAA certifying examination, we will give you a full refund of the subscription payments you made to us, as long as all of these conditions are met:",
        ],
        bullets: [
          `Before your exam, you completed more than ${plural(g.minStudyHours, "hour")} of study time tracked in your ${brand.name} account.`,
          `You took the exam within ${plural(g.examWithinMonthsOfStart, "month")} of starting your subscription.`,
          ...(g.firstAttemptOnly ? ["It was your first attempt at the exam."] : []),
          `You ask for the refund by e-mail within ${plural(g.requestWithinDaysOfResults, "day")} of receiving your exam results. We may ask for a copy of your official score report.`,
          `The guarantee is limited to ${countWord(g.refundsPerCustomer)} ${g.refundsPerCustomer === 1 ? "refund" : "refunds"} per customer.`,
        ],
        after: [
          `Once we confirm that you qualify, we pay the refund to your original payment method within ${plural(g.paidWithinBusinessDays, "business day")}.`,
        ],
      },
      {
        id: "content-and-ai",
        heading: "Study content and AI output",
        paragraphs: [
          "We work to keep our questions, explanations and review material accurate and up to date, but they may contain mistakes, and they are not a copy of the real exam or a promise of what it will ask.",
          "Study guides, flashcards, questions and tutor answers produced by our AI features are written automatically. They can be wrong, incomplete or out of date, even when they sound confident. Check anything important against authoritative sources such as your textbooks and your program's faculty.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        paragraphs: ["When you use the service, please do not:"],
        bullets: [
          "share your account or sell or give access to anyone else;",
          "copy, scrape, download in bulk or republish our questions or other content;",
          "try to get around security or usage limits, interfere with the service, or access other people's accounts or data;",
          "use automated tools to send requests to the service, including to the AI features;",
          "use the service for anything unlawful, or submit content you have no right to share, such as questions taken from a real certification exam.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        paragraphs: [
          `The service and its content, including questions, explanations, flashcards, review material, software, design and the ${brand.name} name, belong to us or to those who license them to us, and are protected by law.`,
          "While your subscription is active, we give you a personal, non-transferable, non-exclusive license to use the service and its content for your own study. Nothing else is licensed to you.",
          "What you type into the service, such as questions to the AI tutor, remains yours. You allow us to store and process it as needed to run the service for you. Names of other organisations, including the NCCAA, belong to their owners.",
        ],
      },
      {
        id: "termination",
        heading: "Suspension and termination",
        paragraphs: [
          "You can stop using the service at any time and cancel as described above.",
          "We may suspend or close your account if you break these terms, if a payment remains unpaid as described under Failed payments, or if the law requires us to. Where it is reasonable to do so, we will tell you first and explain why.",
        ],
      },
      {
        id: "data-after-cancellation",
        heading: "Your data after cancellation",
        paragraphs: [
          `After your subscription ends, we keep your account and study history for ${retention}, so you can pick up where you left off if you subscribe again. After that we delete it, except records we must keep by law, such as billing records. Our Privacy Policy explains what we collect and how to ask for a copy or deletion sooner.`,
        ],
      },
      {
        id: "disclaimers",
        heading: "Disclaimers",
        paragraphs: [
          `The service is provided "as is" and "as available". We do not promise that it will always be available or free of errors. Apart from the pass guarantee, we do not promise any exam result.`,
        ],
      },
      {
        id: "liability",
        heading: "Limitation of liability",
        paragraphs: [
          `To the fullest extent the law allows, our total liability for any claim relating to these terms or the service is limited to the amount you paid us in the ${plural(policy.liabilityCapMonths, "month")} before the event that gave rise to the claim. We are not liable for indirect or consequential losses, such as lost profits, lost opportunities or lost data.`,
          "Some places do not allow these limits. Nothing in these terms limits liability that cannot be limited by law.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        paragraphs: [
          `We may update these terms. The date at the top of this page shows when they last changed. If a change is significant, we will tell you by e-mail or in the app before it takes effect. If you keep using the service after that, the new terms apply; if you do not agree, you can cancel.`,
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        paragraphs: [
          "These terms are governed by the laws of the state in which the company is registered, and by the federal laws of the United States that apply there.",
        ],
      },
      {
        id: "contact",
        heading: "Contact and support",
        paragraphs: [
          `Questions about these terms, your subscription or a pass guarantee request: e-mail ${brand.supportEmail}. We typically reply within ${plural(policy.supportReplyHours, "hour")} on business days.`,
        ],
      },
    ],
  };
}

export const TERMS: LegalDoc = buildTerms();
