import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";

// The offline stand-in for Stripe Checkout (no Stripe key configured). Confirming it drives the same
// subscription-state code as Stripe's webhooks; no card is asked for and nothing is charged.
export const Route = createFileRoute("/_signedIn/demo-checkout")({
  validateSearch: (search: Record<string, unknown>) => ({
    session_id: typeof search.session_id === "string" ? search.session_id : "",
  }),
  loaderDeps: ({ search }) => ({ sessionId: search.session_id }),
  loader: ({ context: { queryClient }, deps: { sessionId } }) =>
    sessionId ? queryClient.prefetchQuery(trpc.billing.demoCheckout.queryOptions({ sessionId })) : null,
  component: DemoCheckoutPage,
});

function DemoCheckoutPage() {
  const { session_id: sessionId } = Route.useSearch();
  const details = useQuery(trpc.billing.demoCheckout.queryOptions({ sessionId }, { enabled: sessionId !== "" }));
  const confirm = useMutation(
    trpc.billing.demoConfirm.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }),
  );

  if (!sessionId) return <p role="alert" className="mx-auto max-w-xl px-4 py-16">This checkout session was not found.</p>;
  if (details.isPending) return <Loading />;
  if (details.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-red-600">
        {errorMessage(details.error, "This checkout session was not found.")}
      </p>
    );
  }
  const { plan, cancelUrl, status, trial } = details.data;
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-200">
        Test mode: this is the demo checkout used when Stripe is not configured. No card is needed and nothing is charged.
      </p>
      <div className={`${cardClass} mt-6`}>
        <h1 className="text-2xl font-bold">Demo checkout</h1>
        {plan ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            {trial ? `${plan.name} plan: ${plan.trialDays}-day free trial, then $${plan.price}/${plan.interval}.` : `${plan.name} plan: $${plan.price}/${plan.interval}, starting today.`}
          </p>
        ) : (
          <p className="mt-3">Unknown Plan</p>
        )}
        {status === "complete" && <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">This checkout was already completed.</p>}
        {confirm.isError && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {errorMessage(confirm.error, "Failed to start checkout. Please try again.")}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ sessionId })}
            className="flex-1 rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-700 disabled:opacity-60"
          >
            {confirm.isPending ? "Processing..." : trial ? "Start Free Trial (test mode)" : "Pay and Subscribe (test mode)"}
          </button>
          <a href={cancelUrl} className="flex-1 rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold dark:border-slate-700">
            Cancel
          </a>
        </div>
      </div>
    </section>
  );
}
