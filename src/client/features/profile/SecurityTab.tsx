import { useState, type FormEvent } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../shared/auth-validation.ts";
import { messages } from "../../../shared/messages.ts";
import { PasswordInput } from "../../components/PasswordInput.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { DataExport } from "./DataExport.tsx";
import { DeleteAccount } from "./DeleteAccount.tsx";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

export function SecurityTab() {
  const [form, setForm] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useSaveStatus();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!form.currentPassword) return setError("Enter your current password");
    if (form.newPassword.length < MIN_PASSWORD_LENGTH) return setError(messages.passwordHint);
    if (form.newPassword !== form.confirmPassword) return setError("Passwords do not match");
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
    setForm({ currentPassword: "", newPassword: "", confirmPassword: "" });
    setStatus("saved");
  }

  const field = (key: keyof typeof form, label: string, autoComplete: string) => (
    <div>
      <label htmlFor={key} className={labelClass}>
        {label}
      </label>
      <PasswordInput id={key} autoComplete={autoComplete} className={inputClass} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </div>
  );
  return (
    <div className="max-w-xl space-y-10">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {field("currentPassword", "Current password", "current-password")}
        {field("newPassword", "New password", "new-password")}
        {field("confirmPassword", "Confirm new password", "new-password")}
        <p className="text-xs text-slate-500 dark:text-slate-400">{messages.passwordHint}. Changing it signs you out on your other devices.</p>
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
