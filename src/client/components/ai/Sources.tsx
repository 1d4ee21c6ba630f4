import { Link } from "@tanstack/react-router";
import type { Source } from "../../../shared/ai.ts";

const KIND_LABEL = { review: "Review", glossary: "Glossary", question: "Question" } as const;

/** The items an answer cited, numbered as in the text. */
export function SourceList({ sources, text }: { sources: Source[]; text: string }) {
  const cited = sources.filter((s) => text.includes(`[${s.n}]`));
  if (!cited.length) return null;
  return (
    <details className="mt-3 text-sm" open={cited.length <= 3}>
      <summary className="cursor-pointer font-medium text-slate-600 dark:text-slate-300">Sources ({cited.length})</summary>
      <ol className="mt-2 space-y-1">
        {cited.map((s) => (
          <li key={s.n} className="flex gap-2">
            <span className="font-semibold text-teal-700 dark:text-teal-300">{s.n}.</span>
            <Link to={s.href} className="text-slate-700 underline decoration-slate-300 hover:text-teal-700 dark:text-slate-200">
              {s.title}
            </Link>
            <span className="text-xs text-slate-500 dark:text-slate-400">{KIND_LABEL[s.kind]}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

export function ProviderNote({ label }: { label: string }) {
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400">
      Answered by <span className="font-medium">{label}</span>
    </p>
  );
}
