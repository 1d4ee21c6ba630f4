import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { ProgressRing } from "../../features/courses/ProgressRing.tsx";
import { trpc } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_subscribed/courses/")({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(trpc.courses.list.queryOptions()),
  component: CoursesPage,
});

function CoursesPage() {
  const modules = useQuery(trpc.courses.list.queryOptions());
  if (modules.isPending) return <Loading />;
  if (modules.isError) return <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-red-600">Failed to fetch modules</p>;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Courses</h1>
      <div className={`${cardClass} mt-6 grid grid-cols-3 gap-4 sm:grid-cols-6`}>
        {modules.data.slice(0, 6).map((m) => (
          <ProgressRing key={m.id} value={m.progress} label={m.title} />
        ))}
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {modules.data.map((m) => (
          <Link key={m.id} to="/courses/$moduleId" params={{ moduleId: m.id }} className={`${cardClass} flex flex-col transition hover:border-teal-500`}>
            <h2 className="text-lg font-semibold">{m.title}</h2>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {m.questionCount} questions · {m.started ? `${m.progress}% progress` : "Not started"}
            </p>
            <ul className="mt-4 space-y-1 text-sm">
              {m.subtopics.slice(0, 3).map((s) => (
                <li key={s} className="flex justify-between gap-2">
                  <span>{s}</span>
                  <span className="shrink-0 text-slate-500 dark:text-slate-400">15-20 min</span>
                </li>
              ))}
            </ul>
            {m.subtopics.length > 3 && <p className="mt-2 text-sm text-teal-700 dark:text-teal-400">+{m.subtopics.length - 3} more topics</p>}
          </Link>
        ))}
      </div>
    </section>
  );
}
