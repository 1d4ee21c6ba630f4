import { createFileRoute, redirect } from "@tanstack/react-router";
import * as z from "zod";
import { landingPath } from "../../shared/access.ts";
import { LoginForm } from "../features/auth/LoginForm.tsx";
import { meQuery } from "../lib/trpc.ts";

const searchSchema = z.object({
  intent: z.enum(["login", "signup"]).optional().catch(undefined),
  plan: z.string().optional().catch(undefined),
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/login")({
  validateSearch: searchSchema,
  // Already signed in: go where the subscription says (spec 000 section 4).
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQuery());
    if (me) throw redirect({ href: landingPath(me.access), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { intent, plan, redirect: returnTo } = Route.useSearch();
  const mode = intent === "signup" || plan ? "signup" : "login";
  return <LoginForm key={mode} initialMode={mode} plan={plan} returnTo={returnTo} />;
}
