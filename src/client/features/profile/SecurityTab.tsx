import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { changePasswordSchema } from "../../../shared/auth-validation.ts";
import { messages } from "../../../shared/messages.ts";
import { FieldError, invalidProps } from "../../components/FieldError.tsx";
import { PasswordInput } from "../../components/PasswordInput.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { DataExport } from "./DataExport.tsx";
import { DeleteAccount } from "./DeleteAccount.tsx";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Passwords = typeof EMPTY;

export function SecurityTab() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  // The server's refusal; field errors sit by their fields.
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useSaveStatus();

  async function onSave(form: Passwords) {
    setStatus("saving");
    const { authClient } = await import("../../lib/auth-client.ts");
    // Other devices are signed out; this one keeps a fresh session.
    const { error: failure } = await authClient.changePassword({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
      revokeOtherSessions: true,
    });
    if (failure) {
      setStatus("error");
      return setError(failure.code === "INVALID_PASSWORD" ? "Your current password is incorrect" : failure.message || messages.unexpected);
    }
    reset(EMPTY);
    setStatus("saved");
  }

  const field = (key: keyof Passwords, label: string, autoComplete: string, hint?: string) => (
    <div>
      <label htmlFor={key} className={labelClass}>
        {label}
      </label>
      <PasswordInput id={key} autoComplete={autoComplete} className={inputClass} {...register(key)} {...invalidProps(key, errors[key]?.message, hint)} />
      <FieldError fieldId={key} message={errors[key]?.message} />
    </div>
  );
  return (
    <div className="max-w-xl space-y-10">
      <form
        onSubmit={(e) => {
          setError(null);
          void handleSubmit(onSave)(e);
        }}
        noValidate
        className="space-y-4"
      >
        {field("currentPassword", "Current password", "current-password")}
        {field("newPassword", "New password", "new-password", "password-rules")}
        {field("confirmPassword", "Confirm new password", "new-password")}
        <p id="password-rules" className="text-xs text-slate-500 dark:text-slate-400">
          {messages.passwordHint}. Changing it signs you out on your other devices.
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex items-center gap-3">
          <button type="submit" disabled={status === "saving"} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
            {status === "saving" ? "Saving..." : "Update Password"}
          </button>
          <SaveNote status={status} saved="Password updated successfully!" />
        </div>
      </form>
      <DataExport />
      <DeleteAccount />
    </div>
  );
}
