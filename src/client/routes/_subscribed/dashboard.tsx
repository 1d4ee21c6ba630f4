import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { BRAND } from "../../../shared/brand.ts";
import { formatStudyTime, progressColour, relativeTime } from "../../../shared/stats.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { Heatmap } from "../../features/dashboard/Heatmap.tsx";
import { WhereYouStand } from "../../features/dashboard/WhereYouStand.tsx";
import { trpc, trpcClient } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_subscribed/dashboard")({
  // The day's visit is recorded before the figures are read, so today's cell already shows it; the
  // page then renders with its data, without a loading flash. A preload (hovering a link) is not a
  // visit. Prefetching never throws: a failed read shows the page's own error.
  loader: async ({ context: { queryClient }, preload }) => {
    const visit = preload ? null : await trpcClient.dashboard.checkIn.mutate().catch(() => null);
    if (visit?.first) await queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() });
    await Promise.all([
      queryClient.prefetchQuery(trpc.dashboard.greeting.queryOptions()),
      queryClient.prefetchQuery(trpc.dashboard.stats.queryOptions()),
    ]);
  },
  pendingComponent: () => <Loading label="Loading your dashboard..." />,
  component: DashboardPage,
});

const BAR = { green: "bg-green-600", yellow: "bg-amber-500", red: "bg-red-500" } as const;
const COUNTDOWN = { green: "text-green-600", yellow: "text-amber-600", red: "text-red-600" } as const;

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className={cardClass} data-stat={label}>
      <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-bold" data-value>
        {value}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{detail}</p>
    </div>
  );
}

function DashboardPage() {
  const greeting = useQuery(trpc.dashboard.greeting.queryOptions());
  const stats = useQuery(trpc.dashboard.stats.queryOptions());

  if (greeting.isPending || stats.isPending) return <Loading label="Loading your dashboard..." />;
  if (greeting.isError || stats.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-red-600">
        {(greeting.error ?? stats.error)?.message}
      </p>
    );
  }
  const s = stats.data;
  const name = greeting.data.name;
  const recommendations = s.recommendations.map((r) => ({ ...r, to: r.target === "review" ? ("/pulse-check" as const) : ("/practice-builder" as const) }));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{s.isNew ? `Welcome to ${BRAND.name}, ${name}!` : `Welcome back, ${name}!`}</h1>

      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Exam Readiness" value={`${s.readiness.score}%`} detail={s.readiness.label} />
        <Stat label="Questions Answered" value={s.attempted.toLocaleString("en-US")} detail={`${s.correct.toLocaleString("en-US")} correct`} />
        <Stat label="Accuracy Rate" value={`${s.accuracy}%`} detail={s.accuracyLabel} />
        <Stat label="Study Time" value={formatStudyTime(s.studyMinutes)} detail={`${s.streak} day streak`} />
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          { to: "/ai-features" as const, title: "AI Study Guide & Flashcards", body: "Generate a guide or study flashcards" },
          { to: "/pulse-check" as const, title: "Review", body: "Quick-reference notes by topic" },
          { to: "/practice-builder" as const, title: "Practice Exam", body: "A timed, board-style exam" },
          { to: "/notes" as const, title: "My Notes", body: "Search the notes you kept on questions" },
        ].map((tool) => (
          <Link key={tool.to} to={tool.to} className={`${cardClass} transition hover:border-teal-500`}>
            <p className="font-semibold">{tool.title}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{tool.body}</p>
          </Link>
        ))}
      </div>

      <WhereYouStand />

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className={`${cardClass} lg:col-span-2`}>
          <h2 className="font-semibold">Study Activity</h2>
          <div className="mt-4 overflow-x-auto">
            <Heatmap cells={s.heatmap} />
          </div>
        </div>
        <div className={cardClass}>
          <div className="flex items-center justify-between">
            <h2 className="font-semibold">Goal Progress</h2>
            <Link to="/profile" search={{ tab: "goals" }} className="text-sm text-teal-700 hover:underline dark:text-teal-400">
              Edit goals
            </Link>
          </div>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between">
              <dt>Weekly sessions</dt>
              <dd className="font-semibold">
                {s.goals.weeklySessions} / {s.goals.weeklyGoal}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>Today's goal ({s.goals.dailyStudyGoal} min)</dt>
              <dd className="font-semibold">{s.goals.dailyGoalMet ? "Met" : "Not yet"}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Target score</dt>
              <dd className="font-semibold">
                {s.accuracy}% / {s.goals.targetScore}%
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>Days until exam</dt>
              <dd className={`font-semibold ${s.goals.countdown ? COUNTDOWN[s.goals.countdown.colour] : ""}`}>{s.goals.countdown?.label ?? "Set your exam date"}</dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className={cardClass}>
          <h2 className="font-semibold">Study Progress Overview</h2>
          {s.topics.length === 0 ? (
            <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Answer practice questions to see your progress by topic.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {s.topics.map((t) => (
                <li key={t.id}>
                  <div className="flex justify-between text-sm">
                    <span>{t.name}</span>
                    <span>{t.progress}%</span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                    <div className={`h-2 rounded-full ${BAR[progressColour(t.progress)]}`} style={{ width: `${t.progress}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cardClass}>
          <h2 className="font-semibold">Recommendations</h2>
          <ul className="mt-3 space-y-3">
            {recommendations.map((r) => (
              <li key={r.title}>
                <Link to={r.to} className="block rounded-lg border border-slate-200 p-3 hover:border-teal-500 dark:border-slate-700">
                  <p className="font-medium">{r.title}</p>
                  <p className="text-sm text-slate-500 dark:text-slate-400">{r.reason}</p>
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 font-semibold">Recent Activity</h2>
          {s.recentActivity.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">No exams or study guides yet.</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {s.recentActivity.map((e) => (
                <li key={e.id} className="flex justify-between gap-2">
                  {e.kind === "exam" ? (
                    <Link to="/practice-exam" search={{ id: e.id }} className="text-teal-700 hover:underline dark:text-teal-400">
                      Practice exam, {e.total} questions: {e.percent}%
                    </Link>
                  ) : (
                    <Link to="/ai-features" search={{ tool: "study-guide" }} className="text-teal-700 hover:underline dark:text-teal-400">
                      Study guide: {e.title}
                    </Link>
                  )}
                  <span className="shrink-0 text-slate-500 dark:text-slate-400">{relativeTime(e.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cardClass}>
          <h2 className="font-semibold">Exam Readiness Breakdown</h2>
          {s.readiness.parts ? (
            <dl className="mt-3 space-y-2 text-sm">
              {[
                ["Accuracy", s.readiness.parts.accuracy, 60],
                ["Questions answered", s.readiness.parts.volume, 25],
                ["Study time", s.readiness.parts.time, 10],
                ["Topics covered", s.readiness.parts.topics, 5],
              ].map(([label, value, max]) => (
                <div key={label} className="flex justify-between">
                  <dt>{label}</dt>
                  <dd className="font-semibold">
                    {value} / {max}
                  </dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-slate-200 pt-2 dark:border-slate-800">
                <dt className="font-semibold">Readiness</dt>
                <dd className="font-bold">{s.readiness.score} / 100</dd>
              </div>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Readiness starts at 5 and grows with accuracy, volume, study time and topics covered.</p>
          )}
        </div>
      </div>
    </section>
  );
}
