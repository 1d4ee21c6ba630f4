import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { findTopic } from "../../../shared/taxonomy.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { Tabs } from "../../components/Tabs.tsx";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { optionTextsOf } from "../../../shared/vocab.ts";
import { MissedCardButton } from "../../components/QuestionTools.tsx";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";

export const Route = createFileRoute("/_subscribed/courses/$moduleId")({
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(trpc.courses.quiz.queryOptions({ moduleId: params.moduleId })),
  component: ModulePage,
});

const TABS = [
  { key: "overview", label: "Overview" },
  { key: "flashcards", label: "AI Flashcards" },
  { key: "quiz", label: "Practice Quiz" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

function ModulePage() {
  const { moduleId } = Route.useParams();
  const topic = findTopic(moduleId);
  const [tab, setTab] = useState<TabKey>("overview");
  const [subtopic, setSubtopic] = useState<string | undefined>();

  if (!topic) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Module not found</h1>
        <Link to="/courses" className="mt-4 inline-block text-teal-700 hover:underline dark:text-teal-400">
          Back to Courses
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/courses" className="text-sm text-teal-700 hover:underline dark:text-teal-400">
        ← Back to Courses
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{topic.name}</h1>
      <div className={`${cardClass} mt-6`}>
        <Tabs tabs={[...TABS]} active={tab} onChange={setTab} label="Module sections">
          {tab === "overview" && (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {topic.subtopics.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium">{s.name}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">15-20 min</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => {
                      setSubtopic(s.id);
                      setTab("flashcards");
                    }}
                    className="rounded-lg border border-teal-600 px-3 py-1.5 text-sm font-semibold text-teal-700 dark:text-teal-300"
                  >
                    Study
                  </button>
                </li>
              ))}
            </ul>
          )}
          {tab === "flashcards" && <ModuleFlashcards key={subtopic ?? "all"} moduleId={moduleId} subtopicId={subtopic} />}
          {tab === "quiz" && <ModuleQuiz moduleId={moduleId} />}
        </Tabs>
      </div>
    </section>
  );
}

function ModuleFlashcards({ moduleId, subtopicId }: { moduleId: string; subtopicId?: string }) {
  const cards = useQuery(trpc.courses.flashcards.queryOptions({ moduleId, subtopicId }));
  const [i, setI] = useState(0);
  const [showBack, setShowBack] = useState(false);
  if (cards.isPending) return <Loading />;
  if (cards.isError || cards.data.length === 0) return <p className="text-slate-500 dark:text-slate-400">No flashcards available</p>;
  const n = cards.data.length;
  const card = cards.data[i % n]!;
  const move = (d: number) => {
    setI((i + d + n) % n); // Next and Previous wrap around
    setShowBack(false);
  };
  return (
    <div>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {(i % n) + 1} / {n}
      </p>
      <button type="button" onClick={() => setShowBack((b) => !b)} className="mt-3 min-h-40 w-full rounded-xl border-2 border-slate-200 p-6 text-left text-lg dark:border-slate-700" aria-live="polite">
        <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{showBack ? "Answer" : "Question"}</span>
        {showBack ? card.back : card.front}
      </button>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => move(-1)} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
          Previous
        </button>
        <button type="button" onClick={() => setShowBack((b) => !b)} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white">
          {showBack ? "Show Question" : "Show Answer"}
        </button>
        <button type="button" onClick={() => move(1)} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
          Next
        </button>
        <button
          type="button"
          onClick={() => {
            setI(0);
            setShowBack(false);
          }}
          className="rounded-lg px-4 py-2 font-semibold text-slate-600 dark:text-slate-300"
        >
          Restart
        </button>
      </div>
    </div>
  );
}

function ModuleQuiz({ moduleId }: { moduleId: string }) {
  const quiz = useQuery(trpc.courses.quiz.queryOptions({ moduleId }));
  const [results, setResults] = useState<Record<string, { chosen: string; correct: boolean; correctLetter: string; explanation: string }>>({});
  const answer = useMutation(trpc.courses.answer.mutationOptions());
  if (quiz.isPending) return <Loading />;
  if (quiz.isError) return <p role="alert" className="text-red-600">Failed to fetch questions</p>;
  if (quiz.data.length === 0) return <p className="text-slate-500 dark:text-slate-400">No questions available</p>;
  return (
    <ol className="space-y-6">
      {quiz.data.map((q, n) => {
        const r = results[q.id];
        const options = optionTextsOf(q);
        return (
          <li key={q.id}>
            <p className="font-medium">
              {n + 1}. {q.stem}
            </p>
            <FigureSlot figure={q.figure} />
            <div className="mt-2 space-y-2">
              {options.map((text, k) => {
                const letter = "ABCD"[k]!;
                const tone = r && letter === r.correctLetter ? "border-green-600 bg-green-50 dark:bg-green-950/50" : r && letter === r.chosen ? "border-red-500 bg-red-50 dark:bg-red-950/50" : "border-slate-200 dark:border-slate-700";
                return (
                  <button
                    key={letter}
                    type="button"
                    disabled={Boolean(r) || answer.isPending}
                    onClick={async () => {
                      try {
                        const res = await answer.mutateAsync({ questionId: q.id, letter: letter as "A" });
                        setResults((all) => ({ ...all, [q.id]: { chosen: letter, ...res } }));
                      } catch (e) {
                        window.alert(errorMessage(e, "Your answer could not be saved. Please try again."));
                      }
                    }}
                    className={`flex w-full gap-2 rounded-lg border-2 p-2.5 text-left text-sm ${tone}`}
                  >
                    <strong>{letter}.</strong> {text}
                  </button>
                );
              })}
            </div>
            {r && (
              <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60" role="status">
                <p className={`font-semibold ${r.correct ? "text-green-600" : "text-red-600"}`}>{r.correct ? "Correct!" : "Incorrect"}</p>
                <p className="mt-1">{r.explanation}</p>
                {!r.correct && (
                  <div className="mt-2">
                    <MissedCardButton questionId={q.id} />
                  </div>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
