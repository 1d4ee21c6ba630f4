import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { decideAccess } from "../../../shared/access.ts";
import { meQuery } from "../../lib/trpc.ts";

const TutorPanel = lazy(() => import("./TutorPanel.tsx"));

/** The floating tutor button, for signed-in subscribers on every page (the server checks again). */
export function TutorLauncher() {
  const me = useQuery(meQuery());
  const [open, setOpen] = useState(false);
  if (!me.data || !decideAccess(me.data.access, "subscribed").allow) return null;
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <TutorPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={open ? "Close AI tutor" : "Ask the AI tutor"}
        className="fixed bottom-4 right-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-teal-700 text-2xl text-white shadow-lg hover:bg-teal-700 focus:outline-none focus:ring-4 focus:ring-teal-500/40"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />}
        </svg>
      </button>
    </>
  );
}
