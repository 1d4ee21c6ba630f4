import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { landingPath, safeReturnPath } from "../../../shared/access.ts";
import { fullName, signInSchema, signUpSchema } from "../../../shared/auth-validation.ts";
import { BRAND } from "../../../shared/brand.ts";
import { messages } from "../../../shared/messages.ts";
import { isPlanKey } from "../../../shared/plans.ts";
import { FieldError, invalidProps } from "../../components/FieldError.tsx";
import { PasswordInput } from "../../components/PasswordInput.tsx";
import { TextField } from "../../components/TextField.tsx";
import { cardClass, inputClass, labelClass, primaryButtonClass } from "../../components/ui.ts";
import { meQuery } from "../../lib/trpc.ts";
import { startCheckout } from "../../components/billing/checkout.ts";
import { signIn, signUp } from "./auth-actions.ts";
import { PlanSummary } from "./PlanSummary.tsx";

type Mode = "login" | "signup";
type Values = { firstName: string; lastName: string; email: string; password: string; rememberMe: boolean };

// Each mode checks its own fields with its shared schema; `raw` hands on every typed value (the
// names, "remember me") as the sign-in and sign-up calls take them. The cast is only about types: a
// resolver is typed by its schema's fields, and this form holds the fields of both modes.
const resolvers = {
  login: zodResolver(signInSchema, undefined, { raw: true }) as unknown as Resolver<Values>,
  signup: zodResolver(signUpSchema, undefined, { raw: true }) as unknown as Resolver<Values>,
};

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
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    resolver: resolvers[mode],
    defaultValues: { firstName: "", lastName: "", email: "", password: "", rememberMe: true },
  });
  // Errors from the server (and the session or checkout after it); field errors sit by their fields.
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
    clearErrors();
    setError(null);
    setNotice(null);
  }

  /** Waits for the new session to be visible: up to 10 polls, 500 ms apart. */
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

  async function onValid({ firstName, lastName, email, password, rememberMe }: Values) {
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

        <form
          onSubmit={(e) => {
            // A new attempt clears what the last one said, whether or not the fields pass.
            setError(null);
            setNotice(null);
            void handleSubmit(onValid)(e);
          }}
          noValidate
          className="mt-6 space-y-4"
        >
          {signup && (
            <div>
              {/* One message for the pair (the product's wording); only the empty field is marked invalid. */}
              <div className="grid grid-cols-2 gap-3">
                <TextField id="firstName" label="First name" autoComplete="given-name" required {...register("firstName")} {...invalidProps("name", errors.firstName?.message)} />
                <TextField id="lastName" label="Last name" autoComplete="family-name" required {...register("lastName")} {...invalidProps("name", errors.lastName?.message)} />
              </div>
              <FieldError fieldId="name" message={errors.firstName?.message ?? errors.lastName?.message} />
            </div>
          )}
          <TextField id="email" label="Email" type="email" autoComplete="email" required {...register("email")} error={errors.email?.message} />
          <div>
            <label htmlFor="password" className={labelClass}>
              Password
            </label>
            <PasswordInput
              id="password"
              autoComplete={signup ? "new-password" : "current-password"}
              className={inputClass}
              minLength={signup ? 6 : undefined}
              required
              {...register("password")}
              {...invalidProps("password", errors.password?.message, signup && !errors.password ? "password-hint" : undefined)}
            />
            {/* The error takes the hint's place: the short-password error is the hint's own sentence. */}
            {errors.password ? (
              <FieldError fieldId="password" message={errors.password.message} />
            ) : (
              signup && (
                <p id="password-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {messages.passwordHint}
                </p>
              )
            )}
          </div>

          {!signup && (
            <div className="flex items-center justify-between text-sm">
              <label className="flex items-center gap-2">
                <input type="checkbox" {...register("rememberMe")} />
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
