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
  const inTab = tab === "All" ? schools : schools.filter((s) => s.region === tab);
  // New programs still developing toward accreditation are listed apart and never counted as accredited.
  const shown = inTab.filter((s) => s.accreditation === "accredited");
  const developing = inTab.filter((s) => s.accreditation === "developing");

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
          {shown.length === 0 ? (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              No accredited program in this region yet.
            </p>
          ) : (
            <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((s) => (
                <SchoolCard key={s.id} school={s} />
              ))}
            </div>
          )}
          {developing.length > 0 && (
            <section aria-labelledby="developing-programs" className="mt-10">
              <h3 id="developing-programs" className="text-xl font-bold tracking-tight">
                Developing programs
              </h3>
              <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
                New programs working toward CAAHEP accreditation. They are not counted above; check each program's standing before you apply.
              </p>
              <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {developing.map((s) => (
                  <SchoolCard key={s.id} school={s} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
