import type { SaveStatus } from "./useSaveStatus.ts";

/** The short-lived "saved" confirmation next to a save button. */
export function SaveNote({ status, saved }: { status: SaveStatus; saved: string }) {
  return (
    <span role="status" aria-live="polite" className="text-sm font-medium text-teal-700 dark:text-teal-300">
      {status === "saved" ? saved : ""}
    </span>
  );
}
