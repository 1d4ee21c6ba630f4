import { useEffect, useState } from "react";

// Success indicators stay for the spec's 3 seconds.
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
