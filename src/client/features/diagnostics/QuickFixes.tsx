import { cardClass } from "../../components/ui.ts";
import { secondaryButtonClass } from "./buttons.ts";

/** Spec 001 section 2.13: clears everything this site keeps in the browser, then reloads. */
export function clearCacheAndReload() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be blocked by the browser's privacy settings; the reload still helps.
  }
  window.location.reload();
}

export function QuickFixes() {
  return (
    <section aria-labelledby="quick-fixes-heading" className={`${cardClass} mt-8`}>
      <h2 id="quick-fixes-heading" className="text-lg font-semibold">
        Quick Fixes
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Many problems in the browser go away after a reload. Clearing the cache also removes what this site saved in
        your browser (your theme choice and the AI tutor's chat history); you stay signed in.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => window.location.reload()} className={secondaryButtonClass}>
          Reload Page
        </button>
        <button type="button" onClick={clearCacheAndReload} className={secondaryButtonClass}>
          Clear Cache &amp; Reload
        </button>
      </div>
    </section>
  );
}
