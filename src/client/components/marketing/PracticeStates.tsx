import { PRACTICE_STATES } from "./practice-states.ts";

/** The state list as a plain list (screen readers announce its length), in columns as room allows. */
export function PracticeStates() {
  return (
    <ul aria-label="States where anesthesiologist assistants practice" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {PRACTICE_STATES.map((state) => (
        <li
          key={state}
          className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          {state}
        </li>
      ))}
    </ul>
  );
}
