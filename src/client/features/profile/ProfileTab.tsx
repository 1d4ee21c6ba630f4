import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { firstIssue } from "../../../shared/auth-validation.ts";
import { profileSchema, TIMEZONES, type ProfileSettings } from "../../../shared/settings.ts";
import { TextField } from "../../components/TextField.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { EmailVerification } from "./EmailVerification.tsx";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

export function ProfileTab({ initial, email }: { initial: ProfileSettings; email: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useSaveStatus();
  const save = useMutation(trpc.profile.updateProfile.mutationOptions());

  async function onSave() {
    const parsed = profileSchema.safeParse(form);
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setStatus("saving");
    try {
      await save.mutateAsync(parsed.data);
      await queryClient.invalidateQueries();
      setEditing(false);
      setStatus("saved");
    } catch (e) {
      setStatus("error");
      setError(errorMessage(e, "Failed to save profile. Please try again."));
    }
  }

  const set = (key: keyof ProfileSettings) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  return (
    <div className="max-w-xl space-y-4">
      <TextField id="name" label="Full name" value={form.name} onChange={set("name")} disabled={!editing} autoComplete="name" />
      <TextField id="profile-email" label="Email" value={email} disabled readOnly />
      <EmailVerification email={email} />
      <div>
        <label htmlFor="bio" className={labelClass}>
          Bio
        </label>
        <textarea id="bio" rows={3} className={inputClass} value={form.bio} onChange={set("bio")} disabled={!editing} />
      </div>
      <TextField id="location" label="Location" value={form.location} onChange={set("location")} disabled={!editing} />
      <div>
        <label htmlFor="timezone" className={labelClass}>
          Timezone
        </label>
        <select id="timezone" className={inputClass} value={form.timezone} onChange={set("timezone")} disabled={!editing}>
          {TIMEZONES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3">
        {editing ? (
          <>
            <button type="button" onClick={() => void onSave()} disabled={status === "saving"} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
              {status === "saving" ? "Saving..." : "Save Changes"}
            </button>
            <button
              type="button"
              onClick={() => {
                setForm(initial);
                setEditing(false);
                setError(null);
              }}
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              Cancel
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setEditing(true)} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700">
            Edit Profile
          </button>
        )}
        <SaveNote status={status} saved="Profile saved successfully!" />
      </div>
    </div>
  );
}
