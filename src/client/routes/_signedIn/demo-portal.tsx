import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Loading } from "../../components/Loading.tsx";
import { SubscriptionFacts } from "../../components/billing/SubscriptionFacts.tsx";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";

// The offline stand-in for Stripe's billing portal: end the trial (first payment), cancel now or at the
// end of the period (and take that back).
export const Route = createFileRoute("/_signedIn/demo-portal")({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(trpc.billing.summary.queryOptions()),
  component: DemoPortalPage,
});

function DemoPortalPage() {
  const queryClient = useQueryClient();
  const summary = useQuery(trpc.billing.summary.queryOptions());
  const action = useMutation(
    trpc.billing.demoPortal.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }),
  );
  if (summary.isPending) return <Loading />;
  if (summary.isError) return <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-red-600">Failed to fetch subscription</p>;
  const s = summary.data;
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-200">
        Test mode: the demo billing portal used when Stripe is not configured.
      </p>
      <div className={`${cardClass} mt-6`}>
        <h1 className="text-2xl font-bold">Billing portal (demo)</h1>
        <SubscriptionFacts summary={s} className="mt-4 grid grid-cols-2 gap-3 text-sm" />
        {action.isError && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {errorMessage(action.error, "Something went wrong. Please try again.")}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3">
          {s.status === "trialing" && (
            <button type="button" disabled={action.isPending} onClick={() => action.mutate({ action: "end-trial" })} className="rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
              End trial and pay now (test mode)
            </button>
          )}
          {(s.status === "trialing" || s.status === "active") &&
            (s.endsAt ? (
              <button type="button" disabled={action.isPending} onClick={() => action.mutate({ action: "resume" })} className="rounded-lg border border-teal-600 px-4 py-2.5 font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60 dark:text-teal-200 dark:hover:bg-teal-950">
                Keep my subscription (test mode)
              </button>
            ) : (
              <button type="button" disabled={action.isPending} onClick={() => action.mutate({ action: "cancel-at-period-end" })} className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800">
                Cancel at the end of the period (test mode)
              </button>
            ))}
          {(s.status === "trialing" || s.status === "active") && (
            <button type="button" disabled={action.isPending} onClick={() => action.mutate({ action: "cancel" })} className="rounded-lg border border-red-300 px-4 py-2.5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950">
              Cancel now (test mode)
            </button>
          )}
          <Link to="/profile" className="text-center text-sm text-teal-700 hover:underline dark:text-teal-400">
            Return to your profile
          </Link>
        </div>
      </div>
    </section>
  );
}
