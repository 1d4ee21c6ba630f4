import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { BRAND } from "../../shared/brand.ts";
import { marketingCount } from "../../shared/marketing.ts";
import type { PlanKey } from "../../shared/plans.ts";
import { Loading } from "../components/Loading.tsx";
import { startCheckout } from "../components/billing/checkout.ts";
import { PlanCard, planFeatures } from "../features/billing/PlanCard.tsx";
import { meQuery, trpc } from "../lib/trpc.ts";
import { passGuaranteeSummary, POLICY } from "../../shared/policy.ts";

export const Route = createFileRoute("/pricing")({
  // Prefetching never throws: a failed read leaves the page's own states (the counts fall back).
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.prefetchQuery(meQuery()), queryClient.prefetchQuery(trpc.content.stats.queryOptions())]),
  component: PricingPage,
});

const ORDER: PlanKey[] = ["yearly", "monthly"];
// The pause (500 ms) before a subscriber is moved on from /pricing.
const SUBSCRIBED_REDIRECT_MS = 500;

function PricingPage() {
  const me = useQuery(meQuery());
  const stats = useQuery(trpc.content.stats.queryOptions());
  const navigate = useNavigate();
  const [selected, setSelected] = useState<PlanKey>("yearly");
  const [busy, setBusy] = useState<PlanKey | null>(null);
  const cards = useRef<Partial<Record<PlanKey, HTMLDivElement | null>>>({});
  const hasAccess = me.data?.access.state === "access";

  useEffect(() => {
    if (!hasAccess) return;
    const t = setTimeout(() => void navigate({ to: "/dashboard", replace: true }), SUBSCRIBED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [hasAccess, navigate]);

  function choosePeriod(plan: PlanKey) {
    setSelected(plan);
    // On narrow screens the cards stack: bring the chosen one into view.
    if (window.matchMedia("(max-width: 767px)").matches) {
      cards.current[plan]?.scrollIntoView({ behavior: "smooth", block: "center" });
    }
  }

  async function choose(plan: PlanKey) {
    if (!me.data) {
      await navigate({ to: "/login", search: { intent: "signup", plan } });
      return;
    }
    setBusy(plan);
    const result = await startCheckout(plan, "pricing");
    if (!result.ok) {
      window.alert(result.message);
      setBusy(null);
    }
  }

  if (me.isPending || hasAccess) {
    return <Loading label={me.data ? "Checking subscription status..." : "Loading pricing..."} />;
  }

  const features = planFeatures(stats.data ? marketingCount(stats.data.questions) : "Hundreds of");
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-center text-4xl font-bold tracking-tight">Choose your plan</h1>
      <p className="mt-3 text-center text-slate-600 dark:text-slate-300">
        Every plan starts with a {POLICY.trialDays}-day free trial. Cancel anytime.
      </p>

      <div className="mt-8 flex justify-center">
        <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
          {(["monthly", "yearly"] as const).map((plan) => (
            <button
              key={plan}
              type="button"
              role="radio"
              aria-checked={selected === plan}
              onClick={() => choosePeriod(plan)}
              className={`rounded-full px-5 py-2 text-sm font-semibold transition ${
                selected === plan ? "bg-white text-slate-900 shadow dark:bg-slate-950 dark:text-white" : "text-slate-600 dark:text-slate-300"
              }`}
            >
              {plan === "monthly" ? "Monthly" : "Annual"}
              {plan === "yearly" && (
                <span className="ml-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs text-white">Save 70%</span>
              )}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {ORDER.map((plan) => (
          <PlanCard
            key={plan}
            ref={(el) => {
              cards.current[plan] = el;
            }}
            plan={plan}
            selected={selected === plan}
            busy={busy === plan}
            buttonLabel={me.data ? "Start 3-Day Free Trial" : "Sign Up for Free Trial"}
            features={features}
            onChoose={() => void choose(plan)}
          />
        ))}
      </div>

      <div className="mx-auto mt-16 max-w-2xl rounded-2xl bg-slate-50 p-6 text-center dark:bg-slate-900">
        <h2 className="text-lg font-semibold">Pass guarantee</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {passGuaranteeSummary()}{" "}
          <Link to="/terms-of-service" className="text-teal-700 underline dark:text-teal-400">
            Terms apply
          </Link>
          .
        </p>
      </div>

      <p className="mt-10 text-center text-sm text-slate-600 dark:text-slate-400">
        Questions about plans or billing?{" "}
        <a className="font-medium text-teal-700 hover:underline dark:text-teal-400" href={`mailto:${BRAND.supportEmail}`}>
          Contact support
        </a>
      </p>
    </section>
  );
}
