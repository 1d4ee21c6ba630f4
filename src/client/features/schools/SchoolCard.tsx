import type { inferOutput } from "@trpc/tanstack-react-query";
import type { trpc } from "../../lib/trpc.ts";
import { cardClass } from "../../components/ui.ts";

export type School = inferOutput<typeof trpc.programs.list>[number];

function Fact({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === "") return null;
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

export function SchoolCard({ school }: { school: School }) {
  return (
    <article className={`${cardClass} flex flex-col`} aria-labelledby={`school-${school.id}`}>
      <h3 id={`school-${school.id}`} className="text-lg font-semibold">
        {school.name}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{school.location}</p>
      {school.accreditation === "developing" && (
        <p className="mt-2 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">Developing: not yet accredited</p>
      )}
      {school.notable && <p className="mt-3 text-sm">{school.notable}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label="Degree" value={school.degree} />
        <Fact label="Founded" value={school.foundedYear} />
        <Fact label="Program length" value={school.programLength} />
        <Fact label="Class size" value={school.classSize} />
        <Fact label="Clinical sites" value={school.clinicalSites} />
      </dl>
      <a
        href={school.websiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto pt-4 text-sm font-semibold text-teal-700 hover:underline dark:text-teal-400"
      >
        Visit Website<span className="sr-only"> of {school.name} (opens in a new tab)</span> →
      </a>
      {school.source && school.source !== school.websiteUrl && (
        <a href={school.source} target="_blank" rel="noopener noreferrer" className="pt-1 text-xs text-slate-500 hover:underline dark:text-slate-400">
          Accreditation source<span className="sr-only"> for {school.name} (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}
