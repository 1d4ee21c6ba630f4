import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Paragraphs that follow the bullets. */
  after?: string[];
};

export type LegalDoc = {
  title: string;
  lastUpdated: string;
  /** Written out in the text; the renderer turns each mention into a mail link. */
  contactEmail: string;
  intro: string[];
  sections: LegalSection[];
};

type Props = {
  doc: LegalDoc;
  related: { to: "/terms-of-service" | "/privacy-policy"; label: string };
};

const linkClass = "font-medium text-teal-700 underline underline-offset-2 hover:text-teal-700 dark:text-teal-300 dark:hover:text-teal-200 print:text-black";
const bodyClass = "text-slate-700 dark:text-slate-300 print:text-black";

function withMailLinks(text: string, email: string): ReactNode {
  const parts = text.split(email);
  if (parts.length === 1) return text;
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <a key={i} href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>,
          part,
        ],
  );
}

/** A legal page: title, date, contents, then numbered sections, at a readable line length. */
export function LegalDocument({ doc, related }: Props) {
  const text = (s: string) => withMailLinks(s, doc.contactEmail);
  const headingId = (id: string) => `${id}-heading`;

  return (
    <article className="mx-auto max-w-6xl px-4 py-12 print:max-w-none print:px-0 print:py-0">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400 print:text-black">Last updated {doc.lastUpdated}</p>
        {doc.intro.map((p) => (
          <p key={p} className={`mt-4 leading-relaxed ${bodyClass}`}>
            {text(p)}
          </p>
        ))}
      </header>

      <div className="mt-10 gap-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] print:block">
        <nav aria-labelledby="legal-contents" className="mb-10 lg:mb-0 print:hidden">
          <div className="rounded-2xl border border-slate-200 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto dark:border-slate-800">
            <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              Contents
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {doc.sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-slate-700 hover:text-teal-700 hover:underline dark:text-slate-300 dark:hover:text-teal-300">
                    {i + 1}. {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-prose">
          {doc.sections.map((s, i) => (
            // scroll-mt keeps the heading clear of the sticky navigation bar when jumped to.
            <section key={s.id} id={s.id} aria-labelledby={headingId(s.id)} className="mb-10 scroll-mt-24 print:break-inside-avoid-page">
              <h2 id={headingId(s.id)} className="text-xl font-semibold tracking-tight">
                {i + 1}. {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className={`mt-3 leading-relaxed ${bodyClass}`}>
                  {text(p)}
                </p>
              ))}
              {s.bullets && (
                <ul className={`mt-3 list-disc space-y-2 pl-6 leading-relaxed ${bodyClass}`}>
                  {s.bullets.map((b) => (
                    <li key={b}>{text(b)}</li>
                  ))}
                </ul>
              )}
              {s.after?.map((p) => (
                <p key={p} className={`mt-3 leading-relaxed ${bodyClass}`}>
                  {text(p)}
                </p>
              ))}
            </section>
          ))}

          <p className={`border-t border-slate-200 pt-6 dark:border-slate-800 print:hidden ${bodyClass}`}>
            <Link to={related.to} className={linkClass}>
              {related.label}
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
