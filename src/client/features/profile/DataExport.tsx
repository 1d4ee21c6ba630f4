import { useState } from "react";
import { dataExportFileName } from "../../../shared/privacy.ts";
import { errorMessage, trpcClient } from "../../lib/trpc.ts";

/** Hands a file to the browser's downloads without a round trip to the server. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let them finish before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data": the privacy policy's copy of everything we hold, as one JSON file. */
export function DataExport() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setLoading(true);
    setError(null);
    try {
      // Fetched directly, not through the query cache: a whole study history should not linger in memory.
      const data = await trpcClient.account.exportData.query();
      saveFile(dataExportFileName(new Date()), JSON.stringify(data, null, 2));
    } catch (e) {
      setError(errorMessage(e, "Your data could not be prepared. Please try again in a moment."));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="data-export-title" className="space-y-3">
      <h3 id="data-export-title" className="text-lg font-semibold">
        Download my data
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Get a copy of everything we keep about you: your account, settings, subscription and orders, and your whole study history (answers, exams, flashcards, study guides and study time), as a JSON file.
      </p>
      <button
        type="button"
        onClick={() => void download()}
        disabled={loading}
        aria-busy={loading}
        className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {loading ? "Preparing your data..." : "Download my data"}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
