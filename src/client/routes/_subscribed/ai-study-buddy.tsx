import { createFileRoute, Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Loading } from "../../components/Loading.tsx";

const StudyGuideTool = lazy(() => import("../../features/study-guide/StudyGuideTool.tsx").then((m) => ({ default: m.StudyGuideTool })));

export const Route = createFileRoute("/_subscribed/ai-study-buddy")({
  component: StudyBuddyPage,
});

const MODES = [
  { title: "Generate", text: "Pick a topic from the exam outline or type your own; the guide streams in section by section." },
  { title: "Study", text: "Read the overview and review points, work through scenarios, then test yourself with the practice questions." },
  { title: "Ask", text: "The AI Study Assistant beside the guide answers follow-up questions and cites the review items it used." },
];

function StudyBuddyPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">AI Study Assistant</h1>
        <Link to="/dashboard" className="text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300">
          Back to Dashboard
        </Link>
      </div>
      <section aria-labelledby="study-mode" className="rounded-2xl bg-gradient-to-r from-teal-600 to-cyan-600 p-5 text-white">
        <h2 id="study-mode" className="text-lg font-semibold">
          AI Study Mode
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-3">
          {MODES.map((m, i) => (
            <li key={m.title} className="rounded-xl bg-white/10 p-3">
              <p className="font-semibold">
                {i + 1}. {m.title}
              </p>
              <p className="mt-1 text-sm text-teal-50">{m.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <Suspense fallback={<Loading />}>
        <StudyGuideTool />
      </Suspense>
    </div>
  );
}
