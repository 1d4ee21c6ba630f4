import { createFileRoute } from "@tanstack/react-router";
import { FREE_QUIZ_SIZE } from "../../shared/free-pages.ts";
import { FreeQuiz } from "../features/free/FreeQuiz.tsx";
import { QuizArticle } from "../features/free/QuizArticle.tsx";

export const Route = createFileRoute("/free-practice")({
  component: FreePracticePage,
});

function FreePracticePage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <section aria-labelledby="free-practice-title">
        <h1 id="free-practice-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Free NCCAA Practice Questions
        </h1>
        <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
          Answer {FREE_QUIZ_SIZE} board-style questions picked at random from our question bank. Each answer is checked at
          once with an explanation. No account needed.
        </p>
        <div className="mt-8">
          <FreeQuiz />
        </div>
      </section>
      <QuizArticle />
    </div>
  );
}
