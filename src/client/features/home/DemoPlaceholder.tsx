/** The loading placeholder of a demo: the card's shape, so the page does not jump when it fills. */
export function DemoPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse space-y-3 motion-reduce:animate-none">
        <div className="h-4 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-11 rounded-lg bg-slate-100 dark:bg-slate-800/70" />
        ))}
      </div>
    </div>
  );
}

export function DemoEmpty({ children }: { children: string }) {
  return <p className="rounded-2xl border border-slate-200 p-6 text-center text-slate-700 dark:border-slate-800 dark:text-slate-200">{children}</p>;
}
