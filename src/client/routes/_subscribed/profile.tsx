import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { BillingTab } from "../../features/profile/BillingTab.tsx";
import { GoalsTab } from "../../features/profile/GoalsTab.tsx";
import { NotificationsTab } from "../../features/profile/NotificationsTab.tsx";
import { PreferencesTab } from "../../features/profile/PreferencesTab.tsx";
import { ProfileTab } from "../../features/profile/ProfileTab.tsx";
import { SecurityTab } from "../../features/profile/SecurityTab.tsx";
import { SupportTab } from "../../features/profile/SupportTab.tsx";
import { Tabs } from "../../components/Tabs.tsx";
import { trpc } from "../../lib/trpc.ts";

const TABS = [
  { key: "profile", label: "Profile" },
  { key: "security", label: "Security" },
  { key: "goals", label: "Goals" },
  { key: "billing", label: "Billing" },
  { key: "notifications", label: "Notifications" },
  { key: "support", label: "Support" },
  { key: "preferences", label: "Preferences" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

export const Route = createFileRoute("/_subscribed/profile")({
  // Plain function, not zod: route options load with the entry chunk.
  validateSearch: (search: Record<string, unknown>): { tab?: TabKey } => ({
    tab: TABS.find((t) => t.key === search.tab)?.key,
  }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.prefetchQuery(trpc.profile.get.queryOptions()), queryClient.prefetchQuery(trpc.progress.summary.queryOptions())]),
  component: ProfilePage,
});

function ProfilePage() {
  const { tab = "profile" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const profile = useQuery(trpc.profile.get.queryOptions());
  const progress = useQuery(trpc.progress.summary.queryOptions());

  if (profile.isPending) return <Loading />;
  if (profile.isError) return <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-red-600">{profile.error.message}</p>;
  const p = profile.data;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/dashboard" className="text-sm text-teal-700 hover:underline dark:text-teal-400">
        ← Back to Dashboard
      </Link>
      <div className={`${cardClass} mt-4 flex flex-wrap items-center gap-4`}>
        <div className="flex h-14 w-14 items-center justify-center rounded-full bg-teal-700 text-xl font-bold text-white" aria-hidden="true">
          {p.name.charAt(0).toUpperCase()}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold">{p.name}</h1>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{p.email}</p>
        </div>
        <span className="rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold text-teal-800 dark:bg-teal-900 dark:text-teal-200">
          Active Student
        </span>
        <dl className="grid w-full grid-cols-3 gap-4 border-t border-slate-200 pt-4 text-center dark:border-slate-800">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">Overall progress</dt>
            <dd className="text-2xl font-bold">{progress.data ? `${progress.data.overallProgress}%` : "—"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">Day streak</dt>
            <dd className="text-2xl font-bold">{progress.data?.streak ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">Questions attempted</dt>
            <dd className="text-2xl font-bold">{progress.data?.attempted.toLocaleString("en-US") ?? "—"}</dd>
          </div>
        </dl>
      </div>
      <div className={`${cardClass} mt-6`}>
        <Tabs tabs={[...TABS]} active={tab} onChange={(key) => void navigate({ search: { tab: key }, replace: true })}>
          {tab === "profile" && <ProfileTab initial={{ name: p.name, bio: p.bio, location: p.location, timezone: p.timezone }} email={p.email} />}
          {tab === "security" && <SecurityTab />}
          {tab === "goals" && <GoalsTab initial={p.goals} />}
          {tab === "billing" && <BillingTab />}
          {tab === "notifications" && <NotificationsTab initial={p.notifications} />}
          {tab === "support" && <SupportTab />}
          {tab === "preferences" && <PreferencesTab initial={p.preferences} />}
        </Tabs>
      </div>
    </section>
  );
}
