import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import guide from "../../../content/interview-guide.json";
import { Loading } from "../components/Loading.tsx";
import { INTERVIEW_TIMING } from "../features/interview/advice.ts";
import { Checklist } from "../features/interview/Checklist.tsx";
import { QuestionAccordion } from "../features/interview/QuestionAccordion.tsx";
import { TipCards } from "../features/interview/TipCards.tsx";
import { trpc } from "../lib/trpc.ts";

export const Route = createFileRoute("/interview-prep")({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(trpc.interview.list.queryOptions()),
  component: InterviewPrepPage,
});

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function InterviewPrepPage() {
  const questions = useQuery(trpc.interview.list.queryOptions());
  // One question open on the whole page: opening another closes it, clicking it again closes it.
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));

  const accordion = (list: "school" | "job") =>
    questions.isPending ? (
      <Loading label="Loading questions..." />
    ) : questions.isError ? (
      <p role="alert" className="text-red-700 dark:text-red-300">
        The questions could not be loaded. Please refresh the page to try again.
      </p>
    ) : (
      <QuestionAccordion questions={questions.data[list]} openId={openId} onToggle={toggle} />
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Interview Preparation</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">
        Get ready for anesthesiologist assistant program interviews and your first job interviews: common questions with advice
        on answering them, habits that make a good impression, red flags to avoid and checklists for before and after the day.
      </p>

      <Section id="tips" title="Interview tips">
        <TipCards tips={guide.tips} />
      </Section>

      <Section id="timing" title="Timing at a glance">
        <ul className="grid gap-4 sm:grid-cols-3">
          {INTERVIEW_TIMING.map((t) => (
            <li key={t.label} className="rounded-2xl bg-teal-50 p-5 dark:bg-teal-950/50">
              <p className="text-2xl font-bold text-teal-800 dark:text-teal-200">{t.figure}</p>
              <p className="mt-1 font-semibold">{t.label}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.detail}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="school-questions" title="School interview questions" intro="Questions AA programs commonly ask. Open one to see how to approach it.">
        {accordion("school")}
      </Section>

      <Section id="job-questions" title="Job interview questions" intro="Questions to expect when you interview with an anesthesia practice or hospital.">
        {accordion("job")}
      </Section>

      <Section id="red-flags" title="Red flags to avoid" intro="Interviewers notice these quickly. Make sure none of them describes you on the day.">
        <ul className="grid gap-3 md:grid-cols-2">
          {guide.redFlags.map((flag) => (
            <li key={flag} className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100">
              <span aria-hidden="true" className="mt-0.5 font-bold">
                ✕
              </span>
              <span>{flag}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="checklists" title="Checklists" intro="Tick items off as you go. Your ticks stay on this page only and are not saved.">
        <div className="grid gap-6 md:grid-cols-2">
          <Checklist title="Before the interview" items={guide.beforeChecklist} />
          <Checklist title="After the interview" items={guide.afterChecklist} />
        </div>
      </Section>

      <section aria-labelledby="next-steps" className="mt-16 rounded-2xl bg-slate-900 p-8 text-center text-white dark:bg-slate-800">
        <h2 id="next-steps" className="text-2xl font-bold">
          Ready for what comes after the interview?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-200">
          Find the program that fits you, then prepare for the NCCAA certifying exam with board-style questions, timed practice exams and
          an AI tutor.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/pricing" className="rounded-lg bg-teal-500 px-6 py-3 font-semibold text-slate-950 shadow hover:bg-teal-400">
            See plans and pricing
          </Link>
          <Link to="/aa-schools" className="rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10">
            Browse accredited AA programs
          </Link>
        </div>
      </section>
    </div>
  );
}
