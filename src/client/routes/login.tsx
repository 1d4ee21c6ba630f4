import { createFileRoute, redirect } from "@tanstack/react-router";
import { landingPath } from "../../shared/access.ts";
import { LoginForm } from "../features/auth/LoginForm.tsx";
import { meQuery } from "../lib/trpc.ts";

type LoginSearch = { intent?: "login" | "signup"; plan?: string; redirect?: string; reset?: "done" };

// Hand-written rather than a zod schema: this runs in the entry chunk, which zod would double.
function validateSearch(search: Record<string, unknown>): LoginSearch {
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  return {
    intent: search.intent === "login" || search.intent === "signup" ? search.intent : undefined,
    plan: text(search.plan),
    redirect: text(search.redirect),
    reset: search.reset === "done" ? "done" : undefined,
  };
}

export const Route = createFileRoute("/login")({
  validateSearch,
  // Already signed in: go where the subscription says (dashboard, pricing or reactivation).
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQuery());
    if (me) throw redirect({ href: landingPath(me.access), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { intent, plan, redirect: returnTo, reset } = Route.useSearch();
  const mode = intent === "signup" || plan ? "signup" : "login";
  return <LoginForm key={mode} initialMode={mode} plan={plan} returnTo={returnTo} passwordReset={reset === "done"} />;
}
