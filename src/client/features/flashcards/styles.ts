// Button looks shared by the flashcard screens (the primary one comes from components/ui.ts).
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

export const smallPrimaryButtonClass =
  "inline-flex items-center justify-center rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-400 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 dark:focus-visible:ring-offset-slate-900";

export const linkButtonClass =
  "rounded px-2 py-1 text-sm font-medium text-teal-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-teal-300";

export const chipClass = (on: boolean) =>
  `cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-400 ${
    on ? "border-teal-600 bg-teal-700 text-white" : "border-slate-300 dark:border-slate-700"
  }`;

export const SOURCE_LABELS = {
  database: "From the flashcard bank",
  missed: "From a question you missed",
  ai: "AI-generated",
  fallback: "Built-in card",
} as const;
