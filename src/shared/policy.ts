// Company policy that pages quote (trial, payment, refund, guarantee and privacy terms): one place
// to change a term, and every page that states it changes with it. Figures that describe our data
// are computed, never here.
import { TRIAL_DAYS } from "./plans.ts";

export const POLICY = {
  legalLastUpdated: "January 15, 2025",
  trialDays: TRIAL_DAYS,
  /** Service may be suspended this many days after a failed payment. */
  failedPaymentSuspensionDays: 7,
  priceChangeNoticeDays: 30,
  dataRetentionDaysAfterCancellation: 90,
  passGuarantee: {
    minStudyHours: 10,
    requestWithinDaysOfResults: 30,
    examWithinMonthsOfStart: 12,
    firstAttemptOnly: true,
    refundsPerCustomer: 1,
    paidWithinBusinessDays: 14,
  },
  liabilityCapMonths: 12,
  privacyResponseDays: 30,
  minimumAge: 18,
  supportReplyHours: 24,
} as const;

/** The one-line guarantee used on marketing pages; the full conditions are in the terms. */
export const passGuaranteeSummary = () =>
  `Study with us for more than ${POLICY.passGuarantee.minStudyHours} hours and pass the NCCAA exam on your first attempt, or get a full refund.`;
