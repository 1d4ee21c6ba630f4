import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { ReportQueue } from "../../features/admin/ReportQueue.tsx";
import { trpc } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_admin/admin")({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(trpc.admin.overview.queryOptions()),
  component: AdminPage,
});

function AdminPage() {
  const overview = useQuery(trpc.admin.overview.queryOptions());
  if (overview.isPending) return <Loading />;
  if (overview.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-red-600">
        {overview.error.message}
      </p>
    );
  }
  const { users, programs, subscriptionsByStatus } = overview.data;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Admin</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className={cardClass}>
          <p className="text-sm text-slate-500 dark:text-slate-400">Users</p>
          <p className="text-3xl font-bold">{users}</p>
        </div>
        <div className={cardClass}>
          <p className="text-sm text-slate-500 dark:text-slate-400">Programs listed</p>
          <p className="text-3xl font-bold">{programs}</p>
        </div>
        <div className={cardClass}>
          <p className="text-sm text-slate-500 dark:text-slate-400">Subscriptions</p>
          {subscriptionsByStatus.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">None yet</p>
          ) : (
            <ul className="mt-1 text-sm">
              {subscriptionsByStatus.map((s) => (
                <li key={s.status} className="flex justify-between">
                  <span className="capitalize">{s.status.replace("_", " ")}</span>
                  <span className="font-semibold">{s.n}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ReportQueue />
    </section>
  );
}
