import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { marketingCount } from "../../../shared/marketing.ts";
import type { PlanKey } from "../../../shared/plans.ts";
import { Loading } from "../../components/Loading.tsx";
import { startCheckout } from "../../features/billing/checkout.ts";
import { PlanCard, planFeatures } from "../../features/billing/PlanCard.tsx";
import { meQuery, trpc } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_signedIn/complete-signup")({
  component: CompleteSignupPage,
});

const TRUST = ["Secure Payment", "Cancel Anytime", "No Hidden Fees"];

/** Reactivation for canceled subscribers (spec 000 "/complete-signup"). */
function CompleteSignupPage() {
  const me = useQuery(meQuery());
  const stats = useQuery(trpc.content.stats.queryOptions());
  const navigate = useNavigate();
  const [busy, setBusy] = useState<PlanKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = me.data?.access.state;

  useEffect(() => {
    if (!state || state === "reactivate") return;
    void navigate({ to: state === "access" ? "/dashboard" : "/pricing", replace: true });
  }, [state, navigate]);

  async function choose(plan: PlanKey) {
    setBusy(plan);
    setError(null);
    const result = await startCheckout(plan, "pricing");
    if (!result.ok) {
      setError(result.message);
      setBusy(null);
    }
  }

  if (state !== "reactivate") return <Loading label="Checking subscription status..." />;
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
          />
        ))}
      </div>
      <ul className="mt-10 flex flex-wrap justify-center gap-6 text-sm text-slate-600 dark:text-slate-300">
        {TRUST.map((t) => (
          <li key={t} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-teal-700">✓</span>
            {t}
          </li>
        ))}
      </ul>
    </section>
  );
}
