import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { DOMAINS } from "../../../shared/blueprint.ts";
import {
  availableQuestions,
  countByDomain,
  DEFAULT_EXAM_CONFIG,
  NOT_ENOUGH_QUESTIONS,
  QUESTION_COUNTS,
  TIME_LIMITS,
  toggleTopic,
  type ExamConfig,
} from "../../../shared/exam.ts";
import { TAXONOMY } from "../../../shared/taxonomy.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass, inputClass, labelClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { DIFFICULTY_SETTINGS } from "../../../shared/vocab.ts";

export const Route = createFileRoute("/_subscribed/practice-builder")({
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.prefetchQuery(trpc.exam.builderCounts.queryOptions()), queryClient.prefetchQuery(trpc.exam.current.queryOptions())]),
  component: PracticeBuilderPage,
});

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function PracticeBuilderPage() {
  const navigate = useNavigate();
  const [config, setConfig] = useState<ExamConfig>(DEFAULT_EXAM_CONFIG);
  const counts = useQuery(trpc.exam.builderCounts.queryOptions());
  const current = useQuery(trpc.exam.current.queryOptions());
  const create = useMutation(
    trpc.exam.create.mutationOptions({
      onSuccess: ({ examId }) => navigate({ to: "/practice-exam", search: { id: examId } }),
    }),
  );

  if (counts.isPending) return <Loading />;
  if (counts.isError) return <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-red-600">Failed to fetch questions</p>;
  const available = availableQuestions(counts.data, config);
  const perDomain = countByDomain(counts.data);
  const enough = available >= config.questionCount;
  const set = <K extends keyof ExamConfig>(key: K, value: ExamConfig[K]) => setConfig({ ...config, [key]: value });

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Practice Exam Builder</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Build a timed, board-style exam from the question bank.</p>

      {current.data && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-300 bg-teal-50 p-4 dark:border-teal-800 dark:bg-teal-950/40">
          <p className="text-sm">You have an exam in progress.</p>
          <Link to="/practice-exam" search={{ id: current.data.id }} className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white">
            Resume Exam
          </Link>
        </div>
      )}

      <div className={`${cardClass} mt-6 grid gap-6 md:grid-cols-2`}>
        <div>
          <label htmlFor="questionCount" className={labelClass}>
            Number of questions
          </label>
          <select id="questionCount" className={inputClass} value={config.questionCount} onChange={(e) => set("questionCount", Number(e.target.value) as ExamConfig["questionCount"])}>
            {QUESTION_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n} questions
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="timeLimit" className={labelClass}>
            Time limit
          </label>
          <select id="timeLimit" className={inputClass} value={config.timeLimit} onChange={(e) => set("timeLimit", Number(e.target.value) as ExamConfig["timeLimit"])}>
            {TIME_LIMITS.map((n) => (
              <option key={n} value={n}>
                {n} minutes
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className={labelClass}>Difficulty</legend>
          <div className="flex flex-wrap gap-2">
            {DIFFICULTY_SETTINGS.map((d) => (
              <label key={d} className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-400 ${config.difficulty === d ? "border-teal-600 bg-teal-700 text-white" : "border-slate-300 dark:border-slate-700"}`}>
                <input type="radio" name="difficulty" value={d} checked={config.difficulty === d} onChange={() => set("difficulty", d)} className="sr-only" />
                {capitalise(d)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={labelClass}>Mode</legend>
          <div className="flex flex-wrap gap-2">
            {(["timed", "tutor"] as const).map((m) => (
              <label key={m} className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-400 ${config.mode === m ? "border-teal-600 bg-teal-700 text-white" : "border-slate-300 dark:border-slate-700"}`}>
                <input type="radio" name="mode" value={m} checked={config.mode === m} onChange={() => set("mode", m)} className="sr-only" />
                {m === "timed" ? "Timed (explanations at the end)" : "Tutor (explanation after each answer)"}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="md:col-span-2">
          <legend className={labelClass}>Exam domains</legend>
          <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">The certifying exam's content outline, with each domain's share of the exam.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={config.domains === "All"} onChange={() => set("domains", toggleTopic(config.domains, "All"))} />
              All domains
            </label>
            {DOMAINS.map((d) => (
              <label key={d.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={config.domains !== "All" && config.domains.includes(d.id)}
                  onChange={() => set("domains", toggleTopic(config.domains, d.id))}
                />
                <span>
                  {d.name}
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {d.weight} % of the exam · {perDomain[d.id] ?? 0} questions
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="md:col-span-2">
          <legend className={labelClass}>Topics</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={config.topics === "All"} onChange={() => set("topics", toggleTopic(config.topics, "All"))} />
              All
            </label>
            {TAXONOMY.map((t) => (
              <label key={t.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={config.topics !== "All" && config.topics.includes(t.id)} onChange={() => set("topics", toggleTopic(config.topics, t.id))} />
                {t.name}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <strong>{available}</strong> questions available
        </p>
        <button
          type="button"
          disabled={!enough || create.isPending}
          onClick={() => create.mutate(config)}
          className="rounded-lg bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {create.isPending ? "Starting..." : "Start Exam"}
        </button>
      </div>
      {!enough && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {NOT_ENOUGH_QUESTIONS}
        </p>
      )}
      {create.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {errorMessage(create.error, "Failed to start exam. Please try again.")}
        </p>
      )}
    </section>
  );
}
