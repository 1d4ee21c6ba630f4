import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { QuizResult } from "./QuizResult.tsx";
import { QuizRunner, type FreeQuestion } from "./QuizRunner.tsx";
import { primaryButtonClass } from "./styles.ts";

/** Loads a random set from the server and runs it; Try Again asks the server for a new set. */
export function FreeQuiz() {
  const load = useMutation(trpc.free.quiz.mutationOptions());
  const [round, setRound] = useState(0);
  const [score, setScore] = useState<{ correct: number; total: number } | null>(null);
  const started = useRef(false);
  const { mutate } = load;

  useEffect(() => {
    // StrictMode runs effects twice in development; one set per visit is enough.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  function tryAgain() {
    setScore(null);
    setRound((r) => r + 1);
    load.mutate();
  }

  if (load.isError) {
    return (
      <div role="alert" className={`${cardClass} text-center`}>
        <p className="font-semibold">We couldn't load the free questions.</p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{errorMessage(load.error, "Check your internet connection and try again.")}</p>
        <button type="button" onClick={() => load.mutate()} className={`${primaryButtonClass} mt-4`}>
          Try Again
        </button>
      </div>
    );
  }
  if (load.isPending || load.isIdle) return <Loading label="Loading questions..." />;
  const questions: FreeQuestion[] = load.data?.questions ?? [];
  if (!load.data || !questions.length) {
    return <p className={`${cardClass} text-center`}>No questions available right now. Please check back soon.</p>;
  }
  if (score) return <QuizResult correct={score.correct} total={score.total} onTryAgain={tryAgain} />;
  return <QuizRunner key={round} token={load.data.token} questions={questions} onFinished={setScore} onRestart={tryAgain} />;
}
