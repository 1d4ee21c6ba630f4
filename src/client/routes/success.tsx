import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Loading } from "../components/Loading.tsx";
import { SubscriptionFacts } from "../components/billing/SubscriptionFacts.tsx";
import { cardClass } from "../components/ui.ts";
import { meQuery, trpc, trpcClient } from "../lib/trpc.ts";

// The wait (2 s) before the subscription is re-read after returning from checkout.
const CONFIRM_WAIT_MS = 2000;

export const Route = createFileRoute("/success")({
  validateSearch: (search: Record<string, unknown>) => ({
    session_id: typeof search.session_id === "string" ? search.session_id : undefined,
  }),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(meQuery()),
  component: SuccessPage,
});

const INCLUDED = [
  "The full question bank with timed practice exams",
  "Adaptive flashcards with spaced repetition",
  "AI study guides and the AI tutor",
  "The Review quick-reference area",
  "Progress analytics and your exam-readiness score",
];

function SuccessPage() {
  const { session_id: sessionId } = Route.useSearch();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(Boolean(sessionId));
  const me = useQuery(meQuery());

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    void (async () => {
      // Reconcile with Stripe (a no-op in demo mode), give the webhook a moment, then re-read.
      await Promise.all([
        trpcClient.billing.confirmCheckout.mutate({ sessionId }).catch(() => undefined),
        new Promise((r) => setTimeout(r, CONFIRM_WAIT_MS)),
      ]);
      await queryClient.invalidateQueries();
      if (!cancelled) setProcessing(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, queryClient]);

  const summary = useQuery(trpc.billing.summary.queryOptions(undefined, { enabled: !processing && Boolean(me.data) }));

  if (processing || me.isPending || (me.data && summary.isPending)) return <Loading label="Processing your subscription..." />;

  const s = summary.data;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <div className={cardClass}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 rounded-full bg-teal-700 p-2 text-white" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="mt-4 text-3xl font-bold">Welcome{me.data ? `, ${me.data.user.displayName}` : ""}!</h1>
        {s && s.status ? (
          <SubscriptionFacts summary={s} showPrice className="mt-6 grid gap-3 sm:grid-cols-2" />
        ) : (
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            Your payment is being confirmed. This page will show your plan as soon as it is ready.
          </p>
        )}
        <h2 className="mt-8 font-semibold">What's included</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {INCLUDED.map((i) => (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true" className="text-teal-700">✓</span>
              {i}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/dashboard" className="flex-1 rounded-lg bg-teal-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-teal-700">
            Go to Dashboard
          </Link>
          <Link to="/ai-features" className="flex-1 rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold dark:border-slate-700">
            Explore AI Features
          </Link>
        </div>
      </div>
    </section>
  );
}
