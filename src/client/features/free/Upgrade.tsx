import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { marketingCount } from "../../../shared/marketing.ts";
import { POLICY } from "../../../shared/policy.ts";
import { trpc } from "../../lib/trpc.ts";
import { primaryButtonClass, textLinkClass } from "./styles.ts";

/** "480+ practice questions" from the live counts, or a plain phrase until they load. */
function useBankSize(): string {
  const stats = useQuery(trpc.content.stats.queryOptions());
  return stats.data && stats.data.questions > 0 ? `${marketingCount(stats.data.questions)} practice questions` : "the full question bank";
}

/** The small prompt shown while a visitor is still working through a free set. */
export function UpgradePrompt({ children }: { children: ReactNode }) {
  return (
    <p className="mt-6 rounded-xl border border-teal-200 bg-teal-50 p-4 text-sm text-slate-800 dark:border-teal-900 dark:bg-teal-950/40 dark:text-slate-100">
      {children}{" "}
      <Link to="/pricing" className={textLinkClass}>
        See plans and pricing
      </Link>
    </p>
  );
}

/** The banner shown when a free set is finished: what the full product adds, and a way to start again. */
export function UpgradeBanner({ title, message, onAgain, againLabel }: { title: string; message: string; onAgain: () => void; againLabel: string }) {
  const bank = useBankSize();
  return (
    <section aria-labelledby="upgrade-title" className="mt-6 rounded-2xl border border-teal-300 bg-gradient-to-br from-teal-50 to-white p-6 text-center shadow-sm dark:border-teal-800 dark:from-teal-950/60 dark:to-slate-900">
      <h2 id="upgrade-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-200">{message}</p>
      <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-200">
        Subscribers get {bank}, timed practice exams, spaced-repetition flashcards and an AI tutor. Every plan starts with a {POLICY.trialDays}-day free trial.
      </p>
      <div className="mt-5 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/pricing" className={primaryButtonClass}>
          Start Your {POLICY.trialDays}-Day Free Trial
        </Link>
        <button type="button" onClick={onAgain} className="rounded-lg px-4 py-2 font-semibold text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-teal-200">
          {againLabel}
        </button>
      </div>
    </section>
  );
}
