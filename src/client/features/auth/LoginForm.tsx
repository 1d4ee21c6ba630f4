import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { landingPath, safeReturnPath } from "../../../shared/access.ts";
import { firstIssue, fullName, signInSchema, signUpSchema } from "../../../shared/auth-validation.ts";
import { BRAND } from "../../../shared/brand.ts";
import { messages } from "../../../shared/messages.ts";
import { isPlanKey } from "../../../shared/plans.ts";
import { PasswordInput } from "../../components/PasswordInput.tsx";
import { TextField } from "../../components/TextField.tsx";
import { cardClass, inputClass, labelClass, primaryButtonClass } from "../../components/ui.ts";
import { meQuery } from "../../lib/trpc.ts";
import { startCheckout } from "../../components/billing/checkout.ts";
import { signIn, signUp } from "./auth-actions.ts";
import { PlanSummary } from "./PlanSummary.tsx";

type Mode = "login" | "signup";

const SESSION_POLLS = 10;
const SESSION_POLL_MS = 500;

export function LoginForm({
  initialMode,
  plan,
  returnTo,
  passwordReset = false,
}: {
  initialMode: Mode;
  plan?: string;
  returnTo?: string;
  passwordReset?: boolean;
}) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(passwordReset ? "Your password was changed. Sign in with the new one." : null);
  const [busy, setBusy] = useState(false);
  const [settingUpPayment, setSettingUpPayment] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signup = mode === "signup";
  const planKey = isPlanKey(plan) ? plan : null;

  function switchMode() {
    setMode(signup ? "login" : "signup");
    setError(null);
    setNotice(null);
  }

  /** Waits for the new session to be visible (spec: up to 10 polls, 500 ms apart). */
  async function waitForSession() {
    for (let attempt = 0; attempt < SESSION_POLLS; attempt++) {
      await queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
      const me = await queryClient.fetchQuery(meQuery());
      if (me) return me;
      await new Promise((r) => setTimeout(r, SESSION_POLL_MS));
    }
    return null;
  }

  async function afterAuth(kind: Mode) {
    const me = await waitForSession();
    if (!me) {
      setError(kind === "signup" ? messages.sessionNotAvailable : messages.signInFailed);
      return;
    }
    if (kind === "signup" && plan !== undefined && me.access.state !== "access") {
      // A plan that matches no known plan goes to /pricing; a known one straight into checkout.
      if (!planKey) return void (await navigate({ to: "/pricing", replace: true }));
      setSettingUpPayment(true);
      const result = await startCheckout(planKey, "signup");
      if (!result.ok) {
        setSettingUpPayment(false);
        setError(result.message);
      }
      return;
    }
    const back = safeReturnPath(returnTo);
    const target = kind === "login" && me.access.state === "access" && back ? back : landingPath(me.access);
    await navigate({ href: target, replace: true });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const parsed = signup
      ? signUpSchema.safeParse({ firstName, lastName, email, password })
      : signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setBusy(true);
    const result = signup
      ? await signUp(fullName(firstName, lastName), email, password)
      : await signIn(email, password, rememberMe);
    if (!result.ok) {
      setError(result.message);
      setBusy(false);
      return;
    }
    await afterAuth(mode);
    setBusy(false);
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className={cardClass}>
        <h1 className="text-2xl font-bold tracking-tight">{signup ? "Create your account" : "Welcome back"}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {signup ? `Start preparing for the NCCAA exam with ${BRAND.name}.` : "Sign in to continue studying."}
        </p>

        {signup && planKey && (
          <div className="mt-6">
            <PlanSummary plan={planKey} />
          </div>
        )}

        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          {signup && (
            <div className="grid grid-cols-2 gap-3">
              <TextField id="firstName" label="First name" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} required />
              <TextField id="lastName" label="Last name" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} required />
            </div>
          )}
          <TextField id="email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <div>
            <label htmlFor="password" className={labelClass}>
              Password
            </label>
            <PasswordInput
              id="password"
              autoComplete={signup ? "new-password" : "current-password"}
              className={inputClass}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              minLength={signup ? 6 : undefined}
              aria-describedby={signup ? "password-hint" : undefined}
              required
            />
            {signup && (
              <p id="password-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {messages.passwordHint}
              </p>
            )}
          </div>

          {!signup && (
            <div className="flex items-center justify-between text-sm">
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
                Remember me
              </label>
              <Link to="/forgot-password" className="text-teal-700 hover:underline dark:text-teal-400">
                Forgot your password?
              </Link>
            </div>
          )}

          {error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
              {error}
            </p>
          )}
          {notice && (
            <p role="status" className="rounded-lg bg-teal-50 p-3 text-sm text-teal-800 dark:bg-teal-950/50 dark:text-teal-200">
              {notice}
            </p>
          )}

          <button type="submit" className={primaryButtonClass} disabled={busy || settingUpPayment}>
            {settingUpPayment
              ? "Setting up payment..."
              : busy
                ? signup
                  ? "Creating account..."
                  : "Signing in..."
                : signup
                  ? "Create Account"
                  : "Sign In"}
          </button>
        </form>

        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          {signup ? "Already have an account?" : "Don't have an account?"}{" "}
          <button type="button" onClick={switchMode} className="font-medium text-teal-700 hover:underline dark:text-teal-400">
            {signup ? "Sign in" : "Sign up"}
          </button>
        </p>
        <div className="mt-4 flex justify-center text-sm">
          <Link to="/pricing" className="text-slate-500 dark:text-slate-400 hover:underline">
            {signup && planKey ? "← Back to pricing" : "View Pricing Plans"}
          </Link>
        </div>
      </div>
    </div>
  );
}
