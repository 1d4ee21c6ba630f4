// Button looks for the free pages (ui.ts has only a full-width primary). Teal-700 under white text keeps 4.5:1 contrast.
export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 disabled:shadow-none dark:focus-visible:ring-offset-slate-900 dark:disabled:bg-slate-700 dark:disabled:text-slate-200";

export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

export const textLinkClass = "font-semibold text-teal-700 underline-offset-2 hover:underline dark:text-teal-300";

export const mutedTextClass = "text-slate-600 dark:text-slate-300";
