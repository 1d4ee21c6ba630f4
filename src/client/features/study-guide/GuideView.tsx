import { useState } from "react";
import type { Source } from "../../../shared/ai.ts";
import { overviewParagraphs, SECTION_TITLES, type PracticeQuestion, type StudyGuideContent } from "../../../shared/study-guide.ts";
import { Markdown } from "../../components/ai/Markdown.tsx";
import { SourceList } from "../../components/ai/Sources.tsx";

const TYPE_LABEL = { "clinical-reasoning": "Clinical reasoning", "true-false": "True / False", "multiple-choice": "Multiple choice" } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

/** A guide's sections; during the stream only the sections that have started are shown. */
export function GuideView({ guide, sources, text, started }: { guide: StudyGuideContent; sources: Source[]; text: string; started?: string[] }) {
  const has = (s: keyof StudyGuideContent) => !started || started.includes(s);
  return (
    <div className="space-y-4">
      {has("overview") && guide.overview ? (
        <Section title={SECTION_TITLES.overview}>
          <div className="space-y-3">
            {overviewParagraphs(guide.overview).map((p, i) => (
              <Markdown key={i} text={p} sources={sources} />
            ))}
          </div>
        </Section>
      ) : null}
      {has("clinicalReview") && guide.clinicalReview.length ? (
        <Section title={SECTION_TITLES.clinicalReview}>
          <ul className="space-y-2">
            {guide.clinicalReview.map((point, i) => (
              <li key={i} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-teal-700" />
                <Markdown text={point} sources={sources} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {has("clinicalScenarios") && guide.clinicalScenarios.length ? (
        <Section title={SECTION_TITLES.clinicalScenarios}>
          <ol className="space-y-3">
            {guide.clinicalScenarios.map((s, i) => (
              <li key={i} className="rounded-lg bg-amber-50 p-3 text-slate-800 dark:bg-amber-950/30 dark:text-slate-100">
                <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-300">Scenario {i + 1}</span>
                <Markdown text={s} sources={sources} />
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {has("practiceQuestions") && guide.practiceQuestions.length ? (
        <Section title={SECTION_TITLES.practiceQuestions}>
          <ol className="space-y-4">
            {guide.practiceQuestions.map((q, i) => (
              <PracticeItem key={i} n={i + 1} q={q} sources={sources} />
            ))}
          </ol>
        </Section>
      ) : null}
      <SourceList sources={sources} text={text} />
    </div>
  );
}

function PracticeItem({ n, q, sources }: { n: number; q: PracticeQuestion; sources: Source[] }) {
  const [shown, setShown] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <span className="font-semibold">Question {n}</span>
        <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-200">{TYPE_LABEL[q.type]}</span>
      </div>
      <div className="whitespace-pre-line">
        <Markdown text={q.question.replace(/\n(?=[A-D]\) )/g, "  \n")} sources={sources} />
      </div>
      {q.answer ? (
        <div className="mt-3">
          <button type="button" onClick={() => setShown((s) => !s)} aria-expanded={shown} className="text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300">
            {shown ? "Hide Answer" : "Show Answer"}
          </button>
          {shown ? (
            <div className="mt-2 rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950/40">
              <Markdown text={q.answer} sources={sources} />
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
