import { Link } from "@tanstack/react-router";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import type { Source } from "../../../shared/ai.ts";

// [3] in the model's text becomes a link to the cited item; cite: is our own pseudo-scheme.
const withCitationLinks = (text: string) => text.replace(/\[(\d{1,2})\](?!\()/g, "[[$1]](cite:$1)");

/** Markdown from a model (no raw HTML), with [n] citations linked to their sources. */
export function Markdown({ text, sources = [] }: { text: string; sources?: Source[] }) {
  return (
    <div className="prose-answer space-y-3 leading-relaxed [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_h3]:mt-4 [&_h3]:font-semibold [&_strong]:font-semibold">
      <ReactMarkdown
        urlTransform={(url) => (url.startsWith("cite:") ? url : defaultUrlTransform(url))}
        components={{
          a: ({ href, children }) => {
            if (href?.startsWith("cite:")) {
              const n = Number(href.slice(5));
              const source = sources.find((s) => s.n === n);
              if (!source) return <sup className="text-slate-400">[{n}]</sup>;
              return (
                <Link
                  to={source.href}
                  title={source.title}
                  aria-label={`Source ${n}: ${source.title}`}
                  className="mx-0.5 inline-flex rounded bg-teal-100 px-1 align-super text-[0.7em] font-semibold text-teal-800 no-underline hover:bg-teal-200 dark:bg-teal-900/60 dark:text-teal-200"
                >
                  {n}
                </Link>
              );
            }
            return (
              <a href={href} className="text-teal-700 underline dark:text-teal-300" target="_blank" rel="noreferrer">
                {children}
              </a>
            );
          },
        }}
      >
        {withCitationLinks(text)}
      </ReactMarkdown>
    </div>
  );
}
