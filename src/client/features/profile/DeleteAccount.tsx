import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { deleteAccountSchema, MAX_CONFIRM_PASSWORD_LENGTH } from "../../../shared/auth-validation.ts";
import { messages } from "../../../shared/messages.ts";
import { errorIdFor, FieldError } from "../../components/FieldError.tsx";
import { Modal, ModalClose, ModalContent, ModalDescription, ModalTitle, ModalTrigger } from "../../components/Modal.tsx";
import { PasswordInput } from "../../components/PasswordInput.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { errorMessage, trpcClient } from "../../lib/trpc.ts";

const PASSWORD_ID = "delete-account-password";

/** "Delete my account", confirmed with the password in a modal dialog. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  // The server's refusal (a wrong password...); the empty-field message sits by the field.
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function onOpenChange(next: boolean) {
    // Nothing closes the dialog halfway through a deletion, Escape included.
    if (deleting) return;
    // Each opening starts empty; focus goes to the password, the one thing the dialog asks for.
    if (next) {
      reset({ password: "" });
      setError(null);
    }
    setOpen(next);
  }

  async function onDelete({ password }: { password: string }) {
    setDeleting(true);
    setError(null);
    try {
      await trpcClient.account.deleteAccount.mutate({ password });
    } catch (err) {
      setDeleting(false);
      return setError(errorMessage(err, messages.unexpected));
    }
    setOpen(false);
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

  const fieldError = errors.password?.message;
  const describedBy = [fieldError && errorIdFor(PASSWORD_ID), error && "delete-account-error"].filter(Boolean).join(" ");
  return (
    <section aria-labelledby="delete-account-heading" className="space-y-3 rounded-xl border border-red-200 p-4 dark:border-red-900">
      <h3 id="delete-account-heading" className="text-lg font-semibold text-red-700 dark:text-red-300">
        Delete my account
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        This permanently deletes your account and your whole study history. If you have a subscription, it is canceled at once and you will not be charged again. You may want to download your data first.
      </p>
      <Modal open={open} onOpenChange={onOpenChange}>
        <ModalTrigger className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40">
          Delete my account
        </ModalTrigger>
        <ModalContent>
          <form onSubmit={(e) => void handleSubmit(onDelete)(e)} noValidate className="space-y-4">
            <ModalTitle className="text-xl font-bold">Delete your account?</ModalTitle>
            <ModalDescription className="text-slate-600 dark:text-slate-300">
              Your answers, exams, flashcards, study guides and settings will be deleted and cannot be recovered. Enter your password to confirm.
            </ModalDescription>
            <div>
              <label htmlFor={PASSWORD_ID} className={labelClass}>
                Password
              </label>
              <PasswordInput
                id={PASSWORD_ID}
                autoComplete="current-password"
                maxLength={MAX_CONFIRM_PASSWORD_LENGTH}
                className={inputClass}
                {...register("password")}
                aria-invalid={fieldError || error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              <FieldError fieldId={PASSWORD_ID} message={fieldError} />
            </div>
            {error && (
              <p id="delete-account-error" role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-3">
              <ModalClose disabled={deleting} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60 dark:border-slate-700">
                Keep my account
              </ModalClose>
              <button type="submit" disabled={deleting} aria-busy={deleting} className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
                {deleting ? "Deleting..." : "Delete my account"}
              </button>
            </div>
          </form>
        </ModalContent>
      </Modal>
    </section>
  );
}
