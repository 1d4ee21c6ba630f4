import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { DOMAINS } from "../../../shared/blueprint.ts";
import { MOCK_EXAM, QUESTION_SOURCES, type QuestionSource } from "../../../shared/practice.ts";

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
import { subtopicName, TAXONOMY } from "../../../shared/taxonomy.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass, inputClass, labelClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { DIFFICULTY_SETTINGS } from "../../../shared/vocab.ts";

// A ready-made test (the dashboard's weakest subtopics) arrives as ?subtopics=a,b,c; anything else is ignored.
const validateSearch = (search: Record<string, unknown>): { subtopics?: string; source?: QuestionSource } => ({
  ...(typeof search.subtopics === "string" && search.subtopics.length <= 400 ? { subtopics: search.subtopics } : {}),
  ...(QUESTION_SOURCES.includes(search.source as QuestionSource) ? { source: search.source as QuestionSource } : {}),
});

export const Route = createFileRoute("/_subscribed/practice-builder")({
  validateSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.prefetchQuery(trpc.exam.builderCounts.queryOptions({ source: "All" })), queryClient.prefetchQuery(trpc.exam.current.queryOptions())]),
  component: PracticeBuilderPage,
});

const SOURCE_HELP: Record<QuestionSource, string> = {
  All: "Every question in the bank",
  Unused: "Questions you have never answered",
  Incorrect: "Questions you got wrong the last time",
  Flagged: "Questions you flagged in an exam",
};

const knownSubtopics = new Set(TAXONOMY.flatMap((t) => t.subtopics.map((s) => s.id)));
const topicOfSubtopic = new Map(TAXONOMY.flatMap((t) => t.subtopics.map((s) => [s.id, t.id] as const)));

function subtopicsFromSearch(value: string | undefined): ExamConfig["subtopics"] {
  const ids = (value ?? "").split(",").filter((id) => knownSubtopics.has(id));
  return ids.length ? ids : "All";
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function PracticeBuilderPage() {
  const navigate = useNavigate();
  const search = Route.useSearch();
  const [config, setConfig] = useState<ExamConfig>(() => ({ ...DEFAULT_EXAM_CONFIG, subtopics: subtopicsFromSearch(search.subtopics), source: search.source ?? "All" }));
  const [withBreak, setWithBreak] = useState(true);
  // The previous counts stay on screen while another source's load, so the page does not flash.
  const counts = useQuery({ ...trpc.exam.builderCounts.queryOptions({ source: config.source }), placeholderData: keepPreviousData });
  const current = useQuery(trpc.exam.current.queryOptions());
  const toExam = { onSuccess: ({ examId }: { examId: string }) => navigate({ to: "/practice-exam", search: { id: examId } }) };
  const create = useMutation(trpc.exam.create.mutationOptions(toExam));
  const mock = useMutation(trpc.exam.createMock.mutationOptions(toExam));

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

      <div className={`${cardClass} mt-6 flex flex-wrap items-center justify-between gap-4`}>
        <div className="max-w-xl">
          <h2 className="text-lg font-semibold">Full mock exam</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            The real exam's format: {MOCK_EXAM.items} questions in {MOCK_EXAM.blocks} blocks of {MOCK_EXAM.itemsPerBlock}, {MOCK_EXAM.minutesPerBlock} minutes
            each, drawn by the outline's domain weights from questions you have not answered yet. A finished block cannot be reopened.
          </p>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={withBreak} onChange={(e) => setWithBreak(e.target.checked)} />
            Optional {MOCK_EXAM.breakMinutes}-minute break between blocks
          </label>
        </div>
        <button
          type="button"
          disabled={mock.isPending}
          onClick={() => mock.mutate({ kind: "mock", withBreak })}
          className="rounded-lg border border-teal-700 px-5 py-2.5 font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-50 dark:text-teal-300 dark:hover:bg-teal-950/40"
        >
          {mock.isPending ? "Starting..." : "Start Mock Exam"}
        </button>
        {mock.isError && (
          <p role="alert" className="w-full text-sm font-medium text-red-600">
            {errorMessage(mock.error, "Failed to start exam. Please try again.")}
          </p>
        )}
      </div>

      <h2 className="mt-8 text-lg font-semibold">Custom test</h2>
      <div className={`${cardClass} mt-3 grid gap-6 md:grid-cols-2`}>
        <fieldset className="md:col-span-2">
          <legend className={labelClass}>Question source</legend>
          <div className="flex flex-wrap gap-2">
            {QUESTION_SOURCES.map((src) => (
              <label
                key={src}
                title={SOURCE_HELP[src]}
                className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-400 ${config.source === src ? "border-teal-600 bg-teal-700 text-white" : "border-slate-300 dark:border-slate-700"}`}
              >
                <input type="radio" name="source" value={src} checked={config.source === src} onChange={() => set("source", src)} className="sr-only" />
                {src}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{SOURCE_HELP[config.source]}</p>
        </fieldset>
        {config.subtopics !== "All" && (
          <div className="md:col-span-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">Subtopics:</span>
            {config.subtopics.map((id) => (
              <span key={id} className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                {subtopicName(topicOfSubtopic.get(id) ?? "", id)}
              </span>
            ))}
            <button type="button" className="text-teal-700 underline dark:text-teal-300" onClick={() => set("subtopics", "All")}>
              Clear
            </button>
          </div>
        )}
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
