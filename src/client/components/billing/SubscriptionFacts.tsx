import type { inferOutput } from "@trpc/tanstack-react-query";
import { formatBillingDate, subscriptionDate, subscriptionDateLabel, subscriptionStatusLabel } from "../../../shared/subscription-display.ts";
import type { trpc } from "../../lib/trpc.ts";

type Summary = inferOutput<typeof trpc.billing.summary>;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** Plan, price, status and the trial-end, next-billing or end date, as /success and the billing tab show them. */
export function SubscriptionFacts({ summary, showPrice = false, className }: { summary: Summary; showPrice?: boolean; className?: string }) {
  const date = formatBillingDate(subscriptionDate(summary.status, summary.currentPeriodEnd, summary.endsAt));
  return (
    <dl className={className}>
      <Fact label="Plan" value={summary.planName} />
      {showPrice && summary.plan && <Fact label="Price" value={`$${summary.plan.price} / ${summary.plan.interval}`} />}
      <Fact label="Status" value={subscriptionStatusLabel(summary.status)} />
      {date && <Fact label={subscriptionDateLabel(summary.status, summary.endsAt)} value={date} />}
    </dl>
  );
}
