// Class strings shared by the career pages. Teal-700 on white and teal-300 on slate-950 keep text
// links and button labels above the WCAG AA 4.5:1 contrast ratio in both themes.
export const textLinkClass =
  "font-semibold text-teal-700 underline decoration-teal-700/40 underline-offset-2 hover:decoration-teal-700 dark:text-teal-300 dark:decoration-teal-300/40 dark:hover:decoration-teal-300";

export const ctaPrimaryClass =
  "inline-flex items-center justify-center rounded-lg bg-teal-700 px-5 py-3 font-semibold text-white shadow hover:bg-teal-800 dark:bg-teal-300 dark:hover:bg-teal-200 dark:text-slate-950";

export const ctaSecondaryClass =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

export const bodyTextClass = "text-slate-700 dark:text-slate-300";

export const mutedTextClass = "text-sm text-slate-600 dark:text-slate-400";
