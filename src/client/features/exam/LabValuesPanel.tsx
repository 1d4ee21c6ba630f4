import { LAB_SOURCE, LAB_VALUES } from "../../../shared/lab-values.ts";

/**
 * Normal adult values, beside the question on a wide screen and as a bottom sheet on a phone that
 * covers at most half the screen (the question stays readable above it and scrolls on its own).
 */
export function LabValuesPanel({ onClose }: { onClose: () => void }) {
  return (
    <aside
      aria-label="Lab values"
      className="fixed inset-x-0 bottom-0 z-30 max-h-[45vh] overflow-y-auto rounded-t-2xl border-t border-slate-300 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900 lg:inset-x-auto lg:bottom-auto lg:right-4 lg:top-36 lg:max-h-[70vh] lg:w-96 lg:rounded-2xl lg:border"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Lab values</h2>
        <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-700">
          Close <span className="sr-only">lab values</span>
        </button>
      </div>
      {LAB_VALUES.map((group) => (
        <section key={group.title} className="mt-3">
          <h3 className="text-xs font-bold uppercase tracking-wide text-slate-500 dark:text-slate-400">{group.title}</h3>
          <table className="mt-1 w-full text-sm">
            <tbody>
              {group.values.map((v) => (
                <tr key={v.name} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {v.name}
                  </th>
                  <td className="py-1 text-right font-mono text-xs">{v.range}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{LAB_SOURCE}</p>
    </aside>
  );
}
