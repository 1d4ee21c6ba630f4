// Looks shared by the home page sections. Teal-700 under white text keeps 4.5:1 contrast.
export const primaryLinkClass =
  "inline-flex items-center justify-center rounded-lg bg-teal-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950";

export const secondaryLinkClass =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 px-6 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-900";

export const smallButtonClass =
  "inline-flex items-center justify-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

export const sectionClass = "mx-auto max-w-6xl px-4 py-16";
export const sectionHeadingClass = "text-center text-3xl font-bold tracking-tight sm:text-4xl";
export const leadClass = "mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300";
export const mutedClass = "text-slate-600 dark:text-slate-300";
