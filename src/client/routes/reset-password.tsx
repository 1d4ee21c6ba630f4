import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { MIN_PASSWORD_LENGTH } from "../../shared/auth-validation.ts";
import { messages } from "../../shared/messages.ts";
import { PasswordInput } from "../components/PasswordInput.tsx";
import { cardClass, inputClass, labelClass, primaryButtonClass } from "../components/ui.ts";

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === "string" ? search.token : undefined,
    error: typeof search.error === "string" ? search.error : undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token, error: linkError } = Route.useSearch();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(messages.passwordHint);
    if (password !== confirm) return setError("Passwords do not match");
    setBusy(true);
    const { authClient } = await import("../lib/auth-client.ts");
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token: token! });
    setBusy(false);
    if (failure) return setError("This reset link is invalid or has expired. Please request a new one.");
    await navigate({ to: "/login", search: { intent: "login", reset: "done" } });
  }

  if (!token || linkError) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-12">
        <div className={cardClass} role="alert">
          <h1 className="text-2xl font-bold">Link expired</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">This reset link is invalid or has expired. Please request a new one.</p>
          <Link to="/forgot-password" className="mt-6 inline-block font-medium text-teal-700 hover:underline dark:text-teal-400">
            Request a new link
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className={cardClass}>
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <div>
            <label htmlFor="newPassword" className={labelClass}>
              New password
            </label>
            <PasswordInput id="newPassword" autoComplete="new-password" className={inputClass} value={password} onChange={(e) => setPassword(e.target.value)} />
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{messages.passwordHint}</p>
          </div>
          <div>
            <label htmlFor="confirmPassword" className={labelClass}>
              Confirm new password
            </label>
            <PasswordInput id="confirmPassword" autoComplete="new-password" className={inputClass} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
              {error}
            </p>
          )}
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {busy ? "Saving..." : "Set New Password"}
          </button>
        </form>
      </div>
    </div>
  );
}
