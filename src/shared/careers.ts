// Figures the public career pages (such as /career-outlook) quote, and how they are worded. Counts
// that describe our data (programs, questions) are not here: they come from the database through
// content.stats.
import { PLANS, type PlanKey } from "./plans.ts";

export const CAREER = {
  /** An anesthesiologist medically directs up to this many anesthesiologist assistants at once. */
  maxAssistantsPerAnesthesiologist: 4,
  /** Length of an accredited AA master's program; most run about `typical` months. */
  programMonths: { min: 24, max: 28, typical: 27 },
  /**
   * The median salary range the product quotes. Published estimates disagree by source and region, so pages
   * show it only as a hedged range, never as a single figure.
   */
  salaryEstimateUsd: { low: 150_000, high: 175_000 },
} as const;

/** 150000 -> "$150K"; rounded to the nearest thousand, since the figures are estimates anyway. */
export function formatUsdThousands(amount: number): string {
  return `$${Math.round(amount / 1000).toLocaleString("en-US")}K`;
}

/** "$150K–$175K" (en dash, the typographic range sign); one figure when both ends agree. */
export function salaryRangeLabel(range: { low: number; high: number } = CAREER.salaryEstimateUsd): string {
  const low = formatUsdThousands(Math.min(range.low, range.high));
  const high = formatUsdThousands(Math.max(range.low, range.high));
  return low === high ? low : `${low}–${high}`;
}

/** "24 to 28 months". */
export function programLengthLabel(months: { min: number; max: number } = CAREER.programMonths): string {
  return months.min === months.max ? `${months.min} months` : `${months.min} to ${months.max} months`;
}

/** "1:4": one anesthesiologist to this many assistants. */
export function supervisionRatioLabel(max: number = CAREER.maxAssistantsPerAnesthesiologist): string {
  return `1:${max}`;
}

/**
 * "17 accredited programs" from the live count. Without a count (still loading, or none
 * published yet) the phrase drops the number rather than claim "0 programs".
 */
export function accreditedProgramsPhrase(count: number | undefined): string {
  if (!count || count < 1) return "accredited programs";
  return `${count.toLocaleString("en-US")} accredited ${count === 1 ? "program" : "programs"}`;
}

/** "$79/month", "$299/year". */
export function planPriceLabel(plan: PlanKey): string {
  const p = PLANS[plan];
  return `$${p.price}/${p.interval}`;
}
