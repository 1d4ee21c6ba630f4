import { useEffect, useRef, useState } from "react";

const TICK_MS = 60_000;

/**
 * Counts whole minutes spent on a page (a tick every 60 s) and reports them once when the user
 * leaves, by navigating away in the app or closing the tab (a keepalive request outlives the page).
 */
export function useStudyMinutes(activity: "review" | "exam" | "flashcards" | "guide") {
  const [minutes, setMinutes] = useState(0);
  const reported = useRef(0);
  const current = useRef(0);

  useEffect(() => {
    const t = setInterval(() => {
      current.current += 1;
      setMinutes(current.current);
    }, TICK_MS);
    const report = () => {
      const unreported = current.current - reported.current;
      if (unreported <= 0) return;
      reported.current = current.current;
      void fetch("/api/trpc/study.record", {
        method: "POST",
        keepalive: true,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ activity, minutes: Math.min(unreported, 240) }),
      }).catch(() => undefined);
    };
    window.addEventListener("pagehide", report);
    return () => {
      clearInterval(t);
      window.removeEventListener("pagehide", report);
      report();
    };
  }, [activity]);

  return minutes;
}
