import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { LETTERS } from "../../../shared/vocab.ts";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";

export const Route = createFileRoute("/_subscribed/question/$questionId")({
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(trpc.content.question.queryOptions({ id: params.questionId })),
  component: QuestionPage,
});

/** A single bank question, opened from an AI answer's citation: try it, then reveal the answer. */
function QuestionPage() {
  const { questionId } = Route.useParams();
  const router = useRouter();
  const q = useQuery(trpc.content.question.queryOptions({ id: questionId }));
  const [picked, setPicked] = useState<string | null>(null);

  if (q.isPending) return <Loading />;
  if (q.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Question not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{errorMessage(q.error, "Failed to fetch questions")}</p>
        <Link to="/practice-builder" className="mt-4 inline-block font-semibold text-teal-700 hover:underline dark:text-teal-300">
          Go to the practice builder
        </Link>
      </div>
    );
  }
  const d = q.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <button type="button" onClick={() => router.history.back()} className="mb-4 text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300">
        ← Back
      </button>
      <article className={cardClass}>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {d.topic} · {d.subtopic} · <span className="capitalize">{d.difficulty}</span>
        </p>
        <h1 className="mt-2 text-xl font-semibold leading-relaxed">{d.stem}</h1>
        <FigureSlot figure={d.figure} />
        <div role="radiogroup" aria-label="Options" className="mt-4 space-y-2">
          {LETTERS.map((l) => {
            const reveal = picked !== null;
            const tone = !reveal ? "border-slate-200 hover:border-teal-400 dark:border-slate-700" : l === d.correctLetter ? "border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40" : l === picked ? "border-red-500 bg-red-50 dark:bg-red-950/40" : "border-slate-200 opacity-70 dark:border-slate-700";
            return (
              <button key={l} type="button" role="radio" aria-checked={picked === l} disabled={reveal} onClick={() => setPicked(l)} className={`flex w-full gap-3 rounded-lg border p-3 text-left ${tone}`}>
                <span className="font-semibold">{l}.</span>
                {d.options[l]}
              </button>
            );
          })}
        </div>
        {picked ? (
          <div role="status" className="mt-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
            <p className="font-semibold">{picked === d.correctLetter ? "Correct!" : `Incorrect. The answer is ${d.correctLetter}.`}</p>
            <p className="mt-2">{d.explanation}</p>
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Reference: {d.reference}</p>
          </div>
        ) : null}
      </article>
    </div>
  );
}
