import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Loading } from "../../components/Loading.tsx";
import { trpc } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_subscribed/dashboard")({
  component: DashboardPage,
});

function DashboardPage() {
  const greeting = useQuery(trpc.dashboard.greeting.queryOptions());
  if (greeting.isPending) return <Loading label="Loading your dashboard..." />;
  if (greeting.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-red-600">
        {greeting.error.message}
      </p>
    );
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Welcome back, {greeting.data.name}!</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Your progress, streak and exam readiness will appear here as you study.
      </p>
    </section>
  );
}
