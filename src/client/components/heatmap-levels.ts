/** The activity heat map's five levels (0-4) as colours, shared by the dashboard and the home page's preview. */
export const LEVEL_CLASS = [
  "bg-slate-200 dark:bg-slate-800",
  "bg-green-200 dark:bg-green-900",
  "bg-green-400 dark:bg-green-700",
  "bg-green-600 dark:bg-green-500",
  "bg-green-800 dark:bg-green-300",
];
