import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { firstIssue } from "../../../shared/auth-validation.ts";
import { goalsSchema, type Goals } from "../../../shared/settings.ts";
import { TextField } from "../../components/TextField.tsx";
import { trpc } from "../../lib/trpc.ts";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

export function GoalsTab({ initial }: { initial: Goals }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    examDate: initial.examDate,
    dailyStudyGoal: String(initial.dailyStudyGoal),
    weeklyGoal: String(initial.weeklyGoal),
    targetScore: String(initial.targetScore),
  });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useSaveStatus();
  const save = useMutation(trpc.profile.updateGoals.mutationOptions());

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The spec parses daily and weekly goals as integers and bounds the target score to 0-100.
    const parsed = goalsSchema.safeParse({
      examDate: form.examDate,
      dailyStudyGoal: Number.parseInt(form.dailyStudyGoal, 10),
      weeklyGoal: Number.parseInt(form.weeklyGoal, 10),
      targetScore: Number.parseInt(form.targetScore, 10),
    });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setStatus("saving");
    try {
      await save.mutateAsync(parsed.data);
      await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
      setStatus("saved");
    } catch {
      setStatus("error");
      window.alert("Failed to save goals. Please try again.");
    }
  }

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4 sm:grid-cols-2">
      <TextField id="examDate" label="Exam date" type="date" value={form.examDate} onChange={set("examDate")} />
      <TextField id="dailyStudyGoal" label="Daily study goal (minutes)" type="number" inputMode="numeric" min={5} max={720} value={form.dailyStudyGoal} onChange={set("dailyStudyGoal")} />
      <TextField id="weeklyGoal" label="Weekly goal (sessions per week)" type="number" inputMode="numeric" min={1} max={14} value={form.weeklyGoal} onChange={set("weeklyGoal")} />
      <TextField id="targetScore" label="Target score (0-100)" type="number" inputMode="numeric" min={0} max={100} value={form.targetScore} onChange={set("targetScore")} />
      {error && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={status === "saving"} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
          {status === "saving" ? "Saving..." : "Save Goals"}
        </button>
        <SaveNote status={status} saved="Goals saved successfully!" />
      </div>
    </form>
  );
}
