import { useId, type ReactNode } from "react";

/** A landmark section named by its own h2, so screen-reader users can jump between parts of a page. */
export function PageSection({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`mt-14 ${className}`}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}
