import { useId } from "react";

export type FaqItem = { question: string; answer: string };

/**
 * Questions as native <details> elements: keyboard (Enter/Space on the summary), screen readers
 * and find-in-page all work without script, and each answer opens on its own.
 */
export function Faq({ items, title = "Frequently Asked Questions" }: { items: readonly FaqItem[]; title?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded font-semibold [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-1 h-4 w-4 shrink-0 text-slate-600 transition group-open:rotate-180 dark:text-slate-400"
              >
                <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </summary>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
