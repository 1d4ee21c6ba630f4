import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PLANS, yearlyPerMonth, yearlySaving, type PlanKey } from "../../shared/plans.ts";
import { cardClass } from "../components/ui.ts";
import { meQuery } from "../lib/trpc.ts";

export const Route = createFileRoute("/pricing")({
  component: PricingPage,
});

const ORDER: PlanKey[] = ["yearly", "monthly"];

function PricingPage() {
  const { data: me } = useQuery(meQuery());
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-center text-4xl font-bold tracking-tight">Simple pricing</h1>
      <p className="mt-3 text-center text-slate-600 dark:text-slate-300">Every plan starts with a 3-day free trial.</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {ORDER.map((key) => {
          const plan = PLANS[key];
          return (
            <div key={key} className={`${cardClass} ${plan.featured ? "ring-2 ring-teal-500" : ""}`}>
              <div className="flex items-center justify-between">
                <h2 className="text-xl font-semibold">{plan.name}</h2>
                <span className="rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold text-teal-800 dark:bg-teal-900 dark:text-teal-200">
                  {plan.featured ? "Best Value" : "Most Flexible"}
                </span>
              </div>
              <p className="mt-4 text-4xl font-bold">
                ${plan.price}
                <span className="text-base font-normal text-slate-500">/{plan.interval}</span>
              </p>
              {plan.featured && (
                <p className="mt-2 text-sm text-teal-700 dark:text-teal-300">
                  Save ${yearlySaving()} vs monthly · ${yearlyPerMonth()}/month
                </p>
              )}
              {me ? (
                <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-500 dark:border-slate-700">
                  Online checkout is being set up and opens in an upcoming release.
                </p>
              ) : (
                <Link
                  to="/login"
                  search={{ intent: "signup", plan: key }}
                  className="mt-6 block rounded-lg bg-teal-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-teal-500"
                >
                  Sign Up for Free Trial
                </Link>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
