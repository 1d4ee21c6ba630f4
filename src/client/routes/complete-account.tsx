import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { messages } from "../../shared/messages.ts";
import { Loading } from "../components/Loading.tsx";
import { cardClass } from "../components/ui.ts";
import { meQuery } from "../lib/trpc.ts";

// Accounts are created before checkout here, so this page only confirms and moves on: with a
// payment session and a signed-in user it goes to the dashboard after 2 s.
const REDIRECT_MS = 2000;

export const Route = createFileRoute("/complete-account")({
  validateSearch: (search: Record<string, unknown>) => ({
    session_id: typeof search.session_id === "string" ? search.session_id : undefined,
  }),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(meQuery()),
  component: CompleteAccountPage,
});

function CompleteAccountPage() {
  const { session_id: sessionId } = Route.useSearch();
  const me = useQuery(meQuery());
  const navigate = useNavigate();
  const ready = Boolean(sessionId && me.data);

  useEffect(() => {
    if (!ready) return;
    const t = setTimeout(() => void navigate({ to: "/dashboard", replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [ready, navigate]);

  if (me.isPending) return <Loading label="Creating your account..." />;
  if (!sessionId || !me.data) {
    return (
      <section className="mx-auto max-w-lg px-4 py-16">
        <div className={cardClass} role="alert">
          <h1 className="text-2xl font-bold">Account Creation Failed</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{sessionId ? messages.signInRequired : messages.noPaymentSession}</p>
          <Link to="/login" search={{ intent: "signup" }} className="mt-6 inline-block rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white">
            Try Again
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <div className={cardClass} role="status">
        <h1 className="text-2xl font-bold">Your account is ready</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">Taking you to your dashboard...</p>
      </div>
    </section>
  );
}
