import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { preferencesSchema, QUESTION_DIFFICULTIES, STUDY_MODES, type Preferences } from "../../../shared/settings.ts";
import { Switch } from "../../components/Switch.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { applyTheme } from "../../lib/theme.ts";
import { trpc } from "../../lib/trpc.ts";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

export function PreferencesTab({ initial }: { initial: Preferences }) {
  const queryClient = useQueryClient();
  // Every choice comes from the lists the schema is built from, so the schema has nothing to refuse
  // here; it still decides what is sent, as it does for the server.
  const { control, register, handleSubmit } = useForm({ resolver: zodResolver(preferencesSchema), defaultValues: initial });
  const [status, setStatus] = useSaveStatus();
  const save = useMutation(trpc.profile.updatePreferences.mutationOptions());

  async function onSave(form: Preferences) {
    setStatus("saving");
    try {
      await save.mutateAsync(form);
      applyTheme(form.darkMode ? "dark" : "light");
      await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
      setStatus("saved");
    } catch {
      setStatus("error");
    }
  }

  return (
    <div className="max-w-xl space-y-4">
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <Controller
          control={control}
          name="darkMode"
          render={({ field }) => <Switch id="pref-dark" label="Dark mode" checked={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="analytics"
          render={({ field }) => (
            <Switch id="pref-analytics" label="Usage analytics" help="Help us improve with anonymous usage data" checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="missedToCards"
          render={({ field }) => (
            <Switch
              id="pref-missed-cards"
              label="Missed questions become flashcards"
              help="Every question you answer wrong joins your spaced-repetition deck automatically"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <div>
        <label htmlFor="studyMode" className={labelClass}>
          Default study mode
        </label>
        <select id="studyMode" className={inputClass} {...register("studyMode")}>
          {STUDY_MODES.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="questionDifficulty" className={labelClass}>
          Question difficulty
        </label>
        <select id="questionDifficulty" className={inputClass} {...register("questionDifficulty")}>
          {QUESTION_DIFFICULTIES.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {status === "error" && <p role="alert" className="text-sm text-red-600">Failed to save preferences. Please try again.</p>}
      <div className="flex items-center gap-3">
        <button type="button" onClick={(e) => void handleSubmit(onSave)(e)} disabled={status === "saving"} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
          {status === "saving" ? "Saving..." : "Save Preferences"}
        </button>
        <SaveNote status={status} saved="Preferences saved!" />
      </div>
    </div>
  );
}
