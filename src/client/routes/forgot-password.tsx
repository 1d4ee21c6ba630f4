import { createFileRoute, Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { signInSchema } from "../../shared/auth-validation.ts";
import { messages } from "../../shared/messages.ts";
import { TextField } from "../components/TextField.tsx";
import { cardClass, primaryButtonClass } from "../components/ui.ts";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = signInSchema.shape.email.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.emailInvalid);
    setBusy(true);
    setError(null);
    const { authClient } = await import("../lib/auth-client.ts");
    const { error: failure } = await authClient.requestPasswordReset({
      email: parsed.data,
      redirectTo: `${window.location.origin}/reset-password`,
    });
    setBusy(false);
    if (failure) setError(failure.status === 429 ? "Too many requests. Please wait a few minutes and try again." : messages.unexpected);
    else setSent(true);
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className={cardClass}>
        <h1 className="text-2xl font-bold">Reset your password</h1>
        {sent ? (
          <p role="status" className="mt-4 text-slate-700 dark:text-slate-300">
            If an account exists for {email}, we sent a link to reset the password. It is valid for one hour.
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <p className="text-sm text-slate-600 dark:text-slate-400">Enter your account's e-mail and we will send you a reset link.</p>
            <TextField id="email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
                {error}
              </p>
            )}
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy ? "Sending..." : "Send Reset Link"}
            </button>
          </form>
        )}
        <Link to="/login" search={{ intent: "login" }} className="mt-6 block text-center text-sm text-teal-700 hover:underline dark:text-teal-400">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
