import { zodResolver } from "@hookform/resolvers/zod";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { newPasswordSchema } from "../../shared/auth-validation.ts";
import { messages } from "../../shared/messages.ts";
import { FieldError, invalidProps } from "../components/FieldError.tsx";
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { newPassword: "", confirmPassword: "" } });
  // The server's refusal (an expired link); field errors sit by their fields.
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSave({ newPassword }: { newPassword: string }) {
    setError(null);
    setBusy(true);
    const { authClient } = await import("../lib/auth-client.ts");
    const { error: failure } = await authClient.resetPassword({ newPassword, token: token! });
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
        <form onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate className="mt-6 space-y-4">
          <div>
            <label htmlFor="newPassword" className={labelClass}>
              New password
            </label>
            <PasswordInput
              id="newPassword"
              autoComplete="new-password"
              className={inputClass}
              {...register("newPassword")}
              {...invalidProps("newPassword", errors.newPassword?.message, "newPassword-hint")}
            />
            <p id="newPassword-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {messages.passwordHint}
            </p>
            <FieldError fieldId="newPassword" message={errors.newPassword?.message} />
          </div>
          <div>
            <label htmlFor="confirmPassword" className={labelClass}>
              Confirm new password
            </label>
            <PasswordInput
              id="confirmPassword"
              autoComplete="new-password"
              className={inputClass}
              {...register("confirmPassword")}
              {...invalidProps("confirmPassword", errors.confirmPassword?.message)}
            />
            <FieldError fieldId="confirmPassword" message={errors.confirmPassword?.message} />
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
