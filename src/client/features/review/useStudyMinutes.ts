import { useEffect, useState } from "react";
import { STUDY_VISIT_MAX_MINUTES, type StudyActivity } from "../../../shared/study-time.ts";
import { beginStudyVisit, sendStudyMinutes } from "../../lib/study-visit.ts";

const TICK_MS = 60_000;

/**
 * Counts whole minutes spent on a page (a tick every 60 s) and reports them once when the user
 * leaves, by navigating away in the app or closing the tab (a keepalive request outlives the page).
 * The minutes belong to a visit the server opened on arrival: it credits each visit once, and no
 * more than its own clock has seen pass.
 */
export function useStudyMinutes(activity: StudyActivity) {
  const [minutes, setMinutes] = useState(0);

  useEffect(() => {
    let mounted = true;
    let total = 0;
    let visitId: string | null = null;
    let opening = false;
    /** Minutes counted since the current visit opened. */
    let unreported = 0;

    const begin = () => {
      if (visitId || opening) return;
      opening = true;
      unreported = 0;
      void beginStudyVisit(activity).then((id) => {
        opening = false;
        if (mounted) visitId = id;
      });
    };
    const report = () => {
      if (!visitId || unreported < 1) return;
      sendStudyMinutes(visitId, Math.min(unreported, STUDY_VISIT_MAX_MINUTES));
      // A reported visit is closed on the server: time from here on needs a new one.
      visitId = null;
      unreported = 0;
    };

    begin();
    const t = setInterval(() => {
      total += 1;
      setMinutes(total);
      if (!visitId) return begin();
      unreported += 1;
      // One visit credits at most the cap: a longer stay reports and carries on in a new visit.
      if (unreported >= STUDY_VISIT_MAX_MINUTES) {
        report();
        begin();
      }
    }, TICK_MS);
    // A page restored from the back/forward cache after `pagehide` keeps counting in a new visit.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) begin();
    };
    window.addEventListener("pagehide", report);
    window.addEventListener("pageshow", onShow);
    return () => {
      clearInterval(t);
      window.removeEventListener("pagehide", report);
      window.removeEventListener("pageshow", onShow);
      report();
      mounted = false;
    };
  }, [activity]);

  return minutes;
}
