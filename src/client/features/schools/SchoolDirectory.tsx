import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SCHOOL_REGIONS, programCountLabel, type SchoolRegion } from "../../../shared/school-region.ts";
import { Loading } from "../../components/Loading.tsx";
import { trpc } from "../../lib/trpc.ts";
import { SchoolCard } from "./SchoolCard.tsx";

type Tab = "All" | Exclude<SchoolRegion, "Other">;
const TABS: { value: Tab; label: string }[] = [
  { value: "All", label: "All Programs" },
  ...SCHOOL_REGIONS.map((r) => ({ value: r, label: r })),
];

export function SchoolDirectory() {
  const [tab, setTab] = useState<Tab>("All");
  // A failed fetch leaves the list empty (no message on this public page); the error is logged by the Worker.
  const { data: schools = [], isPending } = useQuery(trpc.programs.list.queryOptions());
  const shown = tab === "All" ? schools : schools.filter((s) => s.region === tab);

  return (
    <div>
      <div role="group" aria-label="Filter by region" className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t.value}
            type="button"
            aria-pressed={tab === t.value}
            onClick={() => setTab(t.value)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium transition ${
              tab === t.value
                ? "bg-teal-700 text-white"
                : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {isPending ? (
        <Loading label="Loading programs..." />
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {programCountLabel(shown.length)}
          </p>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((s) => (
              <SchoolCard key={s.id} school={s} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
