// The look of the navigation bar's menu buttons and menus, shared by the menu (loaded on demand)
// and the plain button that stands in for it until then.
export const menuButtonClass =
  "group inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

export const menuPanelClass = "z-30 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900";

export const menuItemClass =
  "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-slate-100 data-[highlighted]:bg-slate-100 dark:hover:bg-slate-800 dark:data-[highlighted]:bg-slate-800";

export const menuLabelClass = "px-3 py-2 text-xs text-slate-500 dark:text-slate-400";

/** The arrow after a menu button's label; it turns over while the menu is open. */
export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-1 inline h-4 w-4 transition group-data-[state=open]:rotate-180">
      <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
