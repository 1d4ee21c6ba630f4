import { createFileRoute } from "@tanstack/react-router";
import { FreeFlashcards } from "../features/free/FreeFlashcards.tsx";

export const Route = createFileRoute("/free-flashcards")({
  component: FreeFlashcardsPage,
});

function FreeFlashcardsPage() {
  return (
    <section aria-labelledby="free-flashcards-title" className="mx-auto max-w-4xl px-4 py-12">
      <h1 id="free-flashcards-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Free Anesthesia Flashcards
      </h1>
      <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
        Core anesthesia concepts to test yourself on. Think of the answer, then flip the card to check it. No account needed.
      </p>
      <div className="mt-8">
        <FreeFlashcards />
      </div>
    </section>
  );
}
