import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

export type Tab<K extends string> = { key: K; label: string };

/**
 * WAI-ARIA tabs (Radix Tabs): arrow keys move between tabs and select them (wrapping at the ends,
 * reversed right to left), Home and End go to the first and last, and Tab goes from the selected
 * tab into its panel. Every tab has its panel in the page (hidden unless selected), so each tab's
 * aria-controls names an element; ids are unique per set of tabs. `children` is the selected
 * tab's content.
 */
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
  return (
    <RadixTabs.Root value={active} onValueChange={(key) => onChange(key as K)}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.key}
            value={t.key}
            className={`whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium capitalize ${
              active === t.key ? "border-teal-600 text-teal-700 dark:text-teal-300" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400"
            }`}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        // Radix renders the children of the selected panel only; the others stay empty and hidden.
        <RadixTabs.Content key={t.key} value={t.key} className="pt-6">
          {children}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
