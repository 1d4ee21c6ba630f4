import { createFileRoute, Link } from "@tanstack/react-router";
import { BRAND } from "../../shared/brand.ts";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-teal-50 to-white dark:from-teal-950/40 dark:to-slate-950" />
      <div className="mx-auto max-w-5xl px-4 py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-700 dark:text-teal-400">
          NCCAA certifying exam preparation
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">
          Pass your AA boards with confidence
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          {BRAND.name} gives anesthesiologist assistant students board-style practice questions, timed exams,
          spaced-repetition flashcards and an AI tutor that explains the why.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/pricing"
            className="rounded-lg bg-teal-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-teal-700"
          >
            Start Your 3-Day Free Trial
          </Link>
          <Link
            to="/free-practice"
            className="rounded-lg border border-slate-300 px-6 py-3 text-lg font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
          >
            Try Free Questions
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">Cancel anytime.</p>
        <p className="mt-12 text-sm">
          Looking for a program?{" "}
          <Link to="/aa-schools" className="font-medium text-teal-700 hover:underline dark:text-teal-400">
            Browse accredited AA schools
          </Link>
        </p>
      </div>
    </section>
  );
}
