import { createFileRoute, Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Loading } from "../../components/Loading.tsx";

const StudyGuideTool = lazy(() => import("../../features/study-guide/StudyGuideTool.tsx").then((m) => ({ default: m.StudyGuideTool })));
const FlashcardsTool = lazy(() => import("../../features/flashcards/FlashcardsTool.tsx").then((m) => ({ default: m.FlashcardsTool })));
const AdaptiveTool = lazy(() => import("../../features/adaptive/AdaptiveTool.tsx").then((m) => ({ default: m.AdaptiveTool })));

const TOOLS = ["study-guide", "flashcards", "adaptive"] as const;
type Tool = (typeof TOOLS)[number];

export const Route = createFileRoute("/_subscribed/ai-features")({
  // The open tool is in the URL, so Back returns to the hub and a reload keeps the tool open.
  validateSearch: (search: Record<string, unknown>): { tool?: Tool; session?: "missed" } => ({
    ...(TOOLS.includes(search.tool as Tool) ? { tool: search.tool as Tool } : {}),
    ...(search.session === "missed" ? { session: "missed" as const } : {}),
  }),
  component: AiFeaturesPage,
});

// Outline icons (24x24 paths): an open book, two stacked cards, a target.
const ICONS: Record<Tool, string> = {
  "study-guide": "M12 6.5C10.5 5 8 4.5 4 4.5v13c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-13c-4 0-6.5.5-8 2zm0 0v13",
  flashcards: "M7 4h12a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM4 8v11a1 1 0 0 0 1 1h11",
  adaptive: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
};

const CARDS: { tool: Tool; title: string; text: string }[] = [
  { tool: "study-guide", title: "AI Study Guide", text: "A structured guide on any topic: overview, review points, clinical scenarios and practice questions, with an assistant to answer your questions." },
  { tool: "flashcards", title: "AI Flashcards", text: "Rate your confidence on each card; difficulty adapts as you go and spaced repetition schedules every card for review." },
  { tool: "adaptive", title: "Adaptive Questions", text: "Questions that get harder or easier with your last answers, rotating through topics, and counted on your dashboard." },
];

function AiFeaturesPage() {
  const { tool, session } = Route.useSearch();
  const navigate = Route.useNavigate();
  const close = () => navigate({ search: {} });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">AI Features</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Study tools that adapt to you, grounded in our review library.</p>
        </div>
        <div className="flex gap-4 text-sm font-semibold">
          {tool ? (
            <Link to="/ai-features" search={{}} className="text-teal-700 hover:underline dark:text-teal-300">
              ← Back to AI Features
            </Link>
          ) : null}
          <Link to="/dashboard" className="text-teal-700 hover:underline dark:text-teal-300">
            Back to Dashboard
          </Link>
        </div>
      </div>
      {tool ? (
        <Suspense fallback={<Loading />}>
          {tool === "study-guide" ? <StudyGuideTool /> : tool === "flashcards" ? <FlashcardsTool onClose={close} missedSession={session === "missed"} /> : <AdaptiveTool />}
        </Suspense>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {CARDS.map((c) => (
            <button
              key={c.tool}
              type="button"
              onClick={() => navigate({ search: { tool: c.tool } })}
              className="group rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-teal-400 hover:shadow-md focus:outline-none focus:ring-4 focus:ring-teal-500/30 dark:border-slate-800 dark:bg-slate-900"
            >
              <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-teal-100 text-teal-700 dark:bg-teal-900/60 dark:text-teal-200">
                <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d={ICONS[c.tool]} />
                </svg>
              </span>
              <span className="mt-3 block text-lg font-semibold group-hover:text-teal-700 dark:group-hover:text-teal-300">{c.title}</span>
              <span className="mt-2 block text-sm text-slate-600 dark:text-slate-400">{c.text}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
