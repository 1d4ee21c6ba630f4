export type ComparisonColumn = { key: string; label: string; highlight?: boolean };
export type ComparisonRow = { label: string; cells: Record<string, string> };

// Tailwind needs whole class names in the source, so the breakpoint is picked from fixed pairs.
const BREAKPOINT = {
  md: { table: "hidden md:block", stack: "md:hidden" },
  lg: { table: "hidden lg:block", stack: "lg:hidden" },
} as const;

/**
 * A real table on wide screens; on narrow ones (down to 360 px) one card per row, each column a
 * labelled entry. Only one of the two is displayed, so assistive technology meets the data once.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  from = "md",
}: {
  caption: string;
  columns: readonly ComparisonColumn[];
  rows: readonly ComparisonRow[];
  from?: keyof typeof BREAKPOINT;
}) {
  const bp = BREAKPOINT[from];
  const highlightCell = "bg-teal-50 dark:bg-teal-950/50";
  return (
    <div>
      <div className={`${bp.table} overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800`}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="w-1/5 px-4 py-3 font-semibold">
                <span className="sr-only">Criterion</span>
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`px-4 py-3 font-semibold ${c.highlight ? highlightCell : ""}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((r) => (
              <tr key={r.label} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold">
                  {r.label}
                </th>
                {columns.map((c) => (
                  <td key={c.key} className={`px-4 py-3 text-slate-700 dark:text-slate-300 ${c.highlight ? highlightCell : ""}`}>
                    {r.cells[c.key] ?? "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={`${bp.stack} space-y-4`} aria-label={caption}>
        {rows.map((r) => (
          <li
            key={r.label}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="font-semibold">
              {r.label}
            </h3>
            <dl className="mt-3 space-y-3 text-sm">
              {columns.map((c) => (
                <div key={c.key} className={c.highlight ? `-mx-2 rounded-lg px-2 py-1 ${highlightCell}` : ""}>
                  <dt className="font-semibold text-slate-900 dark:text-slate-100">{c.label}</dt>
                  <dd className="text-slate-700 dark:text-slate-300">{r.cells[c.key] ?? "—"}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
