import { createFileRoute } from "@tanstack/react-router";
import { FreeReviewCards } from "../features/free/FreeReviewCards.tsx";

export const Route = createFileRoute("/free-review-cards")({
  component: FreeReviewCardsPage,
});

function FreeReviewCardsPage() {
  return (
    <section aria-labelledby="free-review-title" className="mx-auto max-w-4xl px-4 py-12">
      <h1 id="free-review-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Free Anesthesia Review Cards
      </h1>
      <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
        Work through key anesthesia concepts: answer the question in your head, reveal the answer and its key point, then
        rate how confident you feel. No account needed.
      </p>
      <div className="mt-8">
        <FreeReviewCards />
      </div>
    </section>
  );
}
