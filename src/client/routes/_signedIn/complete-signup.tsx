import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { reactivationRoute } from "../../../shared/access.ts";
import { marketingCount } from "../../../shared/marketing.ts";
import type { PlanKey } from "../../../shared/plans.ts";
import { Loading } from "../../components/Loading.tsx";
import { startCheckout } from "../../components/billing/checkout.ts";
import { PlanCard, planFeatures } from "../../features/billing/PlanCard.tsx";
import { messages } from "../../../shared/messages.ts";
import { useBillingPortal } from "../../components/billing/useBillingPortal.ts";
import { meQuery, trpc, trpcClient } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_signedIn/complete-signup")({
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQuery()).catch(() => null);
    const choosesPlan = me?.access.state === "reactivate" && reactivationRoute(me.subscription?.status) === "checkout";
    await Promise.all([
      queryClient.prefetchQuery(trpc.content.stats.queryOptions()),
      choosesPlan ? queryClient.prefetchQuery(trpc.billing.summary.queryOptions()) : null,
    ]);
  },
  component: CompleteSignupPage,
});

const TRUST = ["Secure Payment", "Cancel Anytime", "No Hidden Fees"];

/**
 * Reactivation: a canceled subscriber chooses a plan again; a subscriber whose payment failed for good
 * (unpaid) or whose subscription is paused fixes payment in the billing portal, since a new checkout
 * would start a second subscription beside the one that still exists.
 */
function CompleteSignupPage() {
  const me = useQuery(meQuery());
  const state = me.data?.access.state;
  const route = reactivationRoute(me.data?.subscription?.status);
  const summary = useQuery({ ...trpc.billing.summary.queryOptions(), enabled: state === "reactivate" && route === "checkout" });
  const navigate = useNavigate();

  useEffect(() => {
    if (!state || state === "reactivate") return;
    void navigate({ to: state === "access" ? "/dashboard" : "/pricing", replace: true });
  }, [state, navigate]);

  if (me.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-red-600">
        {messages.subscriptionFetchFailed}
      </p>
    );
  }
  if (state !== "reactivate" || (route === "checkout" && summary.isPending)) return <Loading label="Checking subscription status..." />;
  if (route === "portal") return <FixPayment status={me.data?.subscription?.status ?? "unpaid"} />;
  return <ChoosePlanAgain trial={summary.data?.trialAvailable ?? false} />;
}

function ChoosePlanAgain({ trial }: { trial: boolean }) {
  const stats = useQuery(trpc.content.stats.queryOptions());
  const [busy, setBusy] = useState<PlanKey | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(plan: PlanKey) {
    setBusy(plan);
    setError(null);
    const result = await startCheckout(plan, "pricing");
    if (!result.ok) {
      setError(result.message);
      setBusy(null);
    }
  }

  const features = planFeatures(stats.data ? marketingCount(stats.data.questions) : "Hundreds of");
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-center text-4xl font-bold tracking-tight">Welcome back</h1>
      <p className="mt-3 text-center text-slate-600 dark:text-slate-300">
        Your subscription was canceled. Choose a plan to pick up where you left off.
      </p>
      {error && (
        <p role="alert" className="mx-auto mt-6 max-w-md rounded-lg bg-red-50 p-3 text-center text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {(["yearly", "monthly"] as const).map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            selected={plan === "yearly"}
            busy={busy === plan}
            buttonLabel="Reactivate"
            features={features}
            onChoose={() => void choose(plan)}
            trial={trial}
          />
        ))}
      </div>
      <TrustNotes />
    </section>
  );
}

const ON_HOLD: Record<string, string> = {
  unpaid: "Your last payment did not go through, so your subscription is on hold. Pay the open invoice or update your payment method and your subscription picks up where it left off, with nothing lost.",
  paused: "Your subscription is paused because no payment method was on file when the trial ended. Add one in the billing portal and your subscription picks up where it left off, with nothing lost.",
};

/** Payment is fixed on the subscription that exists: the open invoice's payment page, or the billing portal. */
function FixPayment({ status }: { status: string }) {
  const queryClient = useQueryClient();
  // The subscription may turn out to be gone at Stripe: the page then offers the plans.
  const portal = useBillingPortal(
    () => trpcClient.billing.fixPayment.mutate(),
    () => void queryClient.invalidateQueries({ queryKey: meQuery().queryKey }),
  );

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Welcome back</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{ON_HOLD[status] ?? ON_HOLD.unpaid}</p>
      <button
        type="button"
        onClick={() => void portal.open()}
        disabled={portal.opening}
        className="mt-8 rounded-lg bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-60"
      >
        {portal.opening ? "Opening Portal..." : "Update Payment Method"}
      </button>
      {portal.error && (
        <p role="alert" className="mx-auto mt-4 max-w-md rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
          {portal.error}
        </p>
      )}
      <TrustNotes />
    </section>
  );
}

function TrustNotes() {
  return (
    <ul className="mt-10 flex flex-wrap justify-center gap-6 text-sm text-slate-600 dark:text-slate-300">
      {TRUST.map((t) => (
        <li key={t} className="flex items-center gap-2">
          <span aria-hidden="true" className="text-teal-700">✓</span>
          {t}
        </li>
      ))}
    </ul>
  );
}
