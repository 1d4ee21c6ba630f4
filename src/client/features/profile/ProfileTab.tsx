import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { profileSchema, TIMEZONES, type ProfileSettings } from "../../../shared/settings.ts";
import { FieldError, invalidProps } from "../../components/FieldError.tsx";
import { TextField } from "../../components/TextField.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { EmailVerification } from "./EmailVerification.tsx";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

export function ProfileTab({ initial, email }: { initial: ProfileSettings; email: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: initial });
  // The server's refusal; field errors sit by their fields.
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useSaveStatus();
  const save = useMutation(trpc.profile.updateProfile.mutationOptions());

  /** Saves what passed the schema (trimmed). */
  async function onSave(values: ProfileSettings) {
    setError(null);
    setStatus("saving");
    try {
      await save.mutateAsync(values);
      await queryClient.invalidateQueries();
      setEditing(false);
      setStatus("saved");
    } catch (e) {
      setStatus("error");
      setError(errorMessage(e, "Failed to save profile. Please try again."));
    }
  }

  return (
    <div className="max-w-xl space-y-4">
      <TextField id="name" label="Full name" {...register("name")} error={errors.name?.message} disabled={!editing} autoComplete="name" />
      <TextField id="profile-email" label="Email" value={email} disabled readOnly />
      <EmailVerification email={email} />
      <div>
        <label htmlFor="bio" className={labelClass}>
          Bio
        </label>
        <textarea id="bio" rows={3} className={inputClass} {...register("bio")} {...invalidProps("bio", errors.bio?.message)} disabled={!editing} />
        <FieldError fieldId="bio" message={errors.bio?.message} />
      </div>
      <TextField id="location" label="Location" {...register("location")} error={errors.location?.message} disabled={!editing} />
      <div>
        <label htmlFor="timezone" className={labelClass}>
          Timezone
        </label>
        <select id="timezone" className={inputClass} {...register("timezone")} {...invalidProps("timezone", errors.timezone?.message)} disabled={!editing}>
          {TIMEZONES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <FieldError fieldId="timezone" message={errors.timezone?.message} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3">
        {editing ? (
          <>
            <button
              type="button"
              onClick={(e) => {
                setError(null);
                void handleSubmit(onSave)(e);
              }}
              disabled={status === "saving"}
              className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60"
            >
              {status === "saving" ? "Saving..." : "Save Changes"}
            </button>
            <button
              type="button"
              onClick={() => {
                reset(initial);
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
