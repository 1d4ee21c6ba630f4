import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState, type FormEvent } from "react";
import { messages } from "../../../shared/messages.ts";
import { PasswordInput } from "../../components/PasswordInput.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { errorMessage, trpcClient } from "../../lib/trpc.ts";

/** Matches the server's bound on the confirmation password. */
const MAX_PASSWORD_LENGTH = 200;

/** "Delete my account", confirmed with the password in a modal dialog. */
export function DeleteAccount() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function open() {
    setPassword("");
    setError(null);
    dialog.current?.showModal();
    // Straight to the one thing the dialog asks for.
    document.getElementById("delete-account-password")?.focus();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError("Enter your password to confirm.");
    setDeleting(true);
    setError(null);
    try {
      await trpcClient.account.deleteAccount.mutate({ password });
    } catch (err) {
      setDeleting(false);
      return setError(errorMessage(err, messages.unexpected));
    }
    dialog.current?.close();
    // The session went with the account; signing out also drops the now useless cookie.
    try {
      const { authClient } = await import("../../lib/auth-client.ts");
      await authClient.signOut();
    } catch {
      // nothing left to sign out of
    }
    queryClient.clear();
    // Whatever this tab kept for the session (the tutor's conversation...) belonged to the deleted account.
    sessionStorage.clear();
    await navigate({ to: "/" });
  }

  return (
    <section aria-labelledby="delete-account-heading" className="space-y-3 rounded-xl border border-red-200 p-4 dark:border-red-900">
      <h3 id="delete-account-heading" className="text-lg font-semibold text-red-700 dark:text-red-300">
        Delete my account
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        This permanently deletes your account and your whole study history. If you have a subscription, it is canceled at once and you will not be charged again. You may want to download your data first.
      </p>
      <button type="button" onClick={open} className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40">
        Delete my account
      </button>

      <dialog
        ref={dialog}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-description"
        // Escape must not close the dialog halfway through a deletion.
        onCancel={(e) => deleting && e.preventDefault()}
        className="m-auto w-full max-w-md rounded-2xl p-6 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <h2 id="delete-account-title" className="text-xl font-bold">
            Delete your account?
          </h2>
          <p id="delete-account-description" className="text-slate-600 dark:text-slate-300">
            Your answers, exams, flashcards, study guides and settings will be deleted and cannot be recovered. Enter your password to confirm.
          </p>
          <div>
            <label htmlFor="delete-account-password" className={labelClass}>
              Password
            </label>
            <PasswordInput
              id="delete-account-password"
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
              className={inputClass}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "delete-account-error" : undefined}
            />
          </div>
          {error && (
            <p id="delete-account-error" role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => dialog.current?.close()} disabled={deleting} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60 dark:border-slate-700">
              Keep my account
            </button>
            <button type="submit" disabled={deleting} aria-busy={deleting} className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
              {deleting ? "Deleting..." : "Delete my account"}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
