// Shared class names for form controls and buttons, so every screen looks the same.
export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-teal-500 focus:outline-none focus:ring-2 focus:ring-teal-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

export const labelClass = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200";

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white shadow hover:bg-teal-700 disabled:cursor-not-allowed disabled:opacity-60";

export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";
