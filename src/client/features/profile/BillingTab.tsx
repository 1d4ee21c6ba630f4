import { useQuery } from "@tanstack/react-query";
import { messages } from "../../../shared/messages.ts";
import { formatBillingDate, refundLabel } from "../../../shared/subscription-display.ts";
import { Loading } from "../../components/Loading.tsx";
import { SubscriptionFacts } from "../../components/billing/SubscriptionFacts.tsx";
import { useBillingPortal } from "../../components/billing/useBillingPortal.ts";
import { trpc } from "../../lib/trpc.ts";

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

export function BillingTab() {
  const summary = useQuery(trpc.billing.summary.queryOptions());
  const orders = useQuery(trpc.billing.orders.queryOptions());
  const portal = useBillingPortal();

  if (summary.isPending) return <Loading />;
  if (summary.isError) return <p role="alert" className="text-red-600">{messages.subscriptionFetchFailed}</p>;
  const s = summary.data;
  return (
    <div className="max-w-2xl space-y-6">
      <SubscriptionFacts summary={s} className="grid gap-4 sm:grid-cols-3" />
      <div>
        <button type="button" onClick={() => void portal.open()} disabled={portal.opening} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
          {portal.opening ? "Opening Portal..." : "Manage Billing"}
        </button>
        {s.mode === "demo" && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Demo billing: the portal is a local test page.</p>}
        {portal.error && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {portal.error}
          </p>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Orders</h3>
        {orders.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-600">{messages.ordersFetchFailed}</p>
        ) : orders.isPending ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Loading...</p>
        ) : orders.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">No orders yet.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-2">Date</th>
                <th>Description</th>
                <th className="text-right">Amount</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => (
                <tr key={o.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="py-2">{formatBillingDate(o.orderDate)}</td>
                  <td>{o.hostedInvoiceUrl ? <a href={o.hostedInvoiceUrl} className="text-teal-700 hover:underline" target="_blank" rel="noreferrer">{o.description ?? "Invoice"}</a> : (o.description ?? "Invoice")}</td>
                  <td className="text-right">
                    {money(o.amountPaid, o.currency)}
                    {refundLabel(o.amountPaid, o.amountRefunded) && (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
                        {refundLabel(o.amountPaid, o.amountRefunded)}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
