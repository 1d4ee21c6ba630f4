// Study time is credited per visit: the page asks the server to open one when the student starts,
// and reports the minutes with its id on leaving. The server credits a visit once and never beyond
// its own clock, so a visit that failed to open simply earns nothing.
import { useEffect, useRef } from "react";
import type { StudyActivity } from "../../shared/study-time.ts";
import { trpcClient } from "./trpc.ts";

/** The new visit's id, or null when the server could not be reached. */
export function beginStudyVisit(activity: StudyActivity): Promise<string | null> {
  return trpcClient.study.begin.mutate({ activity }).then(
    (r) => r.visitId,
    () => null,
  );
}

/**
 * Reports a visit's minutes in a request that outlives the page (tab closing). It stays a JSON POST
 * to our own origin: the server refuses cross-site or non-JSON state changes.
 */
export function sendStudyMinutes(visitId: string, minutes: number) {
  void fetch("/api/trpc/study.record", {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ visitId, minutes }),
  }).catch(() => undefined);
}

/** Opens a visit when the component mounts; `.current` is its id once the server answered. */
export function useStudyVisit(activity: StudyActivity) {
  const visit = useRef<string | null>(null);
  useEffect(() => {
    let mounted = true;
    void beginStudyVisit(activity).then((id) => {
      if (mounted) visit.current = id;
    });
    return () => {
      mounted = false;
    };
  }, [activity]);
  return visit;
}
