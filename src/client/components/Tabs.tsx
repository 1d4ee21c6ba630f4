import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type Tab<K extends string> = { key: K; label: string };

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs. */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  children,
  label = "Profile sections",
}: {
  tabs: Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
  label?: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKeyDown(e: KeyboardEvent) {
    const i = tabs.findIndex((t) => t.key === active);
    const next =
      e.key === "ArrowRight" ? (i + 1) % tabs.length : e.key === "ArrowLeft" ? (i - 1 + tabs.length) % tabs.length : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]!.key);
    refs.current[tabs[next]!.key]?.focus();
  }
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            id={`tab-${t.key}`}
            role="tab"
            type="button"
            aria-selected={active === t.key}
            aria-controls={`panel-${t.key}`}
            tabIndex={active === t.key ? 0 : -1}
            onClick={() => onChange(t.key)}
            className={`whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium capitalize ${
              active === t.key ? "border-teal-600 text-teal-700 dark:text-teal-300" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400"
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="pt-6">
        {children}
      </div>
    </div>
  );
}
