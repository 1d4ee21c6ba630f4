import { Link } from "@tanstack/react-router";
import { BRAND } from "../../../shared/brand.ts";
import { studyingNowLabel } from "../../../shared/home.ts";
import { POLICY } from "../../../shared/policy.ts";
import { primaryLinkClass, secondaryLinkClass } from "./styles.ts";
import { useHomeStats } from "./useHomeStats.ts";

export function Hero() {
  const stats = useHomeStats();
  const studying = stats.data ? studyingNowLabel(stats.data.studyingNow) : null;
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-teal-50 to-white dark:from-teal-950/40 dark:to-slate-950" />
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-800 dark:text-teal-300">NCCAA certifying exam preparation</p>
        <h1 id="home-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">
          Pass your AA boards with confidence
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          {BRAND.name} gives anesthesiologist assistant students board-style practice questions, timed exams, spaced-repetition
          flashcards and an AI tutor that explains the why.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/pricing" className={primaryLinkClass}>
            Start Your {POLICY.trialDays}-Day Free Trial
          </Link>
          <Link to="/free-practice" className={secondaryLinkClass}>
            Try Free Questions
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">Cancel anytime.</p>
        {studying && (
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-medium text-slate-800 shadow-sm dark:bg-slate-900/80 dark:text-slate-100">
            <span className="h-2 w-2 rounded-full bg-green-600 dark:bg-green-400" aria-hidden="true" />
            {studying}
          </p>
        )}
        <p className="mt-10 text-sm">
          Looking for a program?{" "}
          <Link to="/aa-schools" className="font-medium text-teal-800 hover:underline dark:text-teal-300">
            Browse accredited AA schools
          </Link>
        </p>
      </div>
    </section>
  );
}
