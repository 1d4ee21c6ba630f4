import { useEffect, useState } from "react";

// A success message ("Goals saved successfully!"...) shows for 3 seconds, then goes.
const SHOWN_MS = 3000;

export type SaveStatus = "idle" | "saving" | "saved" | "error";

export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>("idle");
  useEffect(() => {
    if (status !== "saved") return;
    const t = setTimeout(() => setStatus("idle"), SHOWN_MS);
    return () => clearTimeout(t);
  }, [status]);
  return [status, setStatus] as const;
}
