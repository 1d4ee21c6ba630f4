import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { goalsFormSchema, type Goals } from "../../../shared/settings.ts";
import { TextField } from "../../components/TextField.tsx";
import { trpc } from "../../lib/trpc.ts";
import { SaveNote } from "./SaveNote.tsx";
import { useSaveStatus } from "./useSaveStatus.ts";

export function GoalsTab({ initial }: { initial: Goals }) {
  const queryClient = useQueryClient();
  // The inputs hold text; goalsFormSchema reads the numbers as integers and checks their bounds.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(goalsFormSchema),
    defaultValues: {
      examDate: initial.examDate,
      dailyStudyGoal: String(initial.dailyStudyGoal),
      weeklyGoal: String(initial.weeklyGoal),
      targetScore: String(initial.targetScore),
    },
  });
  const [status, setStatus] = useSaveStatus();
  const save = useMutation(trpc.profile.updateGoals.mutationOptions());

  async function onSave(goals: Goals) {
    setStatus("saving");
    try {
      await save.mutateAsync(goals);
      await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
      setStatus("saved");
    } catch {
      setStatus("error");
      window.alert("Failed to save goals. Please try again.");
    }
  }

  return (
    <form onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate className="grid max-w-xl gap-4 sm:grid-cols-2">
      <TextField id="examDate" label="Exam date" type="date" {...register("examDate")} error={errors.examDate?.message} />
      <TextField id="dailyStudyGoal" label="Daily study goal (minutes)" type="number" inputMode="numeric" min={5} max={720} {...register("dailyStudyGoal")} error={errors.dailyStudyGoal?.message} />
      <TextField id="weeklyGoal" label="Weekly goal (sessions per week)" type="number" inputMode="numeric" min={1} max={14} {...register("weeklyGoal")} error={errors.weeklyGoal?.message} />
      <TextField id="targetScore" label="Target score (0-100)" type="number" inputMode="numeric" min={0} max={100} {...register("targetScore")} error={errors.targetScore?.message} />
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={status === "saving"} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
          {status === "saving" ? "Saving..." : "Save Goals"}
        </button>
        <SaveNote status={status} saved="Goals saved successfully!" />
      </div>
    </form>
  );
}
