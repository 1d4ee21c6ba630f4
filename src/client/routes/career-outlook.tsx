import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import {
  accreditedProgramsPhrase,
  CAREER,
  programLengthLabel,
  salaryRangeLabel,
  supervisionRatioLabel,
} from "../../shared/careers.ts";
import { CallToAction } from "../components/marketing/CallToAction.tsx";
import { CAREER_FAQ } from "../features/careers/career-faq.ts";
import { Faq } from "../components/marketing/Faq.tsx";
import { PageSection } from "../components/marketing/PageSection.tsx";
import { PracticeStates } from "../components/marketing/PracticeStates.tsx";
import { QuickFacts } from "../components/marketing/QuickFacts.tsx";
import { mutedTextClass, textLinkClass } from "../components/marketing/styles.ts";
import { trpc } from "../lib/trpc.ts";

export const Route = createFileRoute("/career-outlook")({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(trpc.content.stats.queryOptions()),
  component: CareerOutlookPage,
});

function CareerOutlookPage() {
  const stats = useQuery(trpc.content.stats.queryOptions());
  const programs = stats.data?.programs;
  const programsPhrase = accreditedProgramsPhrase(programs);

  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header>
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-700 dark:text-teal-300">Career guide</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Anesthesiologist Assistant Career Outlook</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          Anesthesiologist assistants (AAs) are master's-trained clinicians who provide anesthesia care as part of a
          team led by a physician anesthesiologist. Here is what the job involves, how to qualify, where AAs can
          practice and what the job market looks like.
        </p>
      </header>

      <QuickFacts
        facts={[
          { label: "Supervision", value: supervisionRatioLabel(), note: `Up to ${CAREER.maxAssistantsPerAnesthesiologist} AAs per anesthesiologist` },
          { label: "Education", value: "Master's", note: `Programs take ${programLengthLabel()}` },
          {
            label: "Accredited programs",
            value: programs ? programs.toLocaleString("en-US") : "—",
            note: "Counted from our program directory",
          },
          { label: "Median salary estimate", value: salaryRangeLabel(), note: "Estimates vary by region and source" },
        ]}
      />

      <PageSection title="What an Anesthesiologist Assistant Does">
        <p>
          AAs take part in every stage of an anesthetic. Working from a plan set by the supervising anesthesiologist,
          an AA typically:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>assesses the patient before surgery, reviewing the history, medications and airway;</li>
          <li>prepares and checks the anesthesia machine, drugs and monitors;</li>
          <li>induces and maintains anesthesia, including airway management and intravenous access;</li>
          <li>monitors the patient throughout the case and adjusts drugs and fluids as the situation changes;</li>
          <li>manages emergence from anesthesia and hands the patient over in the recovery area.</li>
        </ul>
        <p>
          The exact tasks an AA may perform are delegated by the anesthesiologist and shaped by state law and
          hospital policy.
        </p>
      </PageSection>

      <PageSection title="The Anesthesia Care Team">
        <p>
          AAs work only within the anesthesia care team model. An anesthesiologist evaluates the patient, sets the
          anesthetic plan and medically directs the case; the AA delivers the care at the bedside. One anesthesiologist
          may direct up to {CAREER.maxAssistantsPerAnesthesiologist} AAs at the same time (a {supervisionRatioLabel()}{" "}
          ratio), taking part in the most demanding moments of each case, such as induction and emergence.
        </p>
        <p>
          AAs do not practice independently. If you are weighing this against nurse anesthesia, see{" "}
          <Link to="/aa-vs-crna" className={textLinkClass}>
            how AAs and CRNAs compare
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="How to Become an AA">
        <ol className="space-y-4">
          {[
            {
              title: "Earn a bachelor's degree with premedical courses",
              text: "Any major is accepted. Programs expect science prerequisites such as biology, general and organic chemistry, physics and math; many also require biochemistry, anatomy and physiology.",
            },
            {
              title: "Take the GRE or the MCAT",
              text: "Programs differ on which admission test they accept, so check each program before you book one.",
            },
            {
              title: "Shadow in an operating room",
              text: "Time spent observing anesthesia care shows programs that you understand the job.",
            },
            {
              title: "Apply through CASAA",
              text: "Most programs take applications through CASAA, the Centralized Application Service for Anesthesiologist Assistants. Follow each program's own instructions too.",
            },
            {
              title: "Complete an accredited master's program",
              text: `Programs take ${programLengthLabel()}, many about ${CAREER.programMonths.typical} months: classroom science first, then clinical rotations in anesthesia.`,
            },
            {
              title: "Pass the NCCAA certifying exam",
              text: "Then apply for a state license where the state requires one, and start practicing.",
            },
          ].map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white dark:bg-teal-300 dark:text-slate-950"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-slate-100">{step.title}</h3>
                <p className="mt-1">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p>
          Browse the {programsPhrase} by region in our{" "}
          <Link to="/aa-schools" className={textLinkClass}>
            AA school directory
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="Certification">
        <p>
          To practice as a Certified Anesthesiologist Assistant (CAA), you pass the Certifying Examination for
          Anesthesiologist Assistants, given by the National Commission for Certification of Anesthesiologist
          Assistants (NCCAA) and developed with the National Board of Medical Examiners. Graduates of CAAHEP-accredited
          AA programs, and students in their final semester, are eligible.
        </p>
        <p>
          The credential is kept current by registering continuing medical education with the NCCAA every two years and
          by passing the Continued Demonstration of Qualifications (CDQ) exam at the intervals the NCCAA sets. Check the
          NCCAA for the current schedule and requirements.
        </p>
        <p>
          Our question bank, practice exams and flashcards are written for the certifying exam.{" "}
          <Link to="/pricing" className={textLinkClass}>
            See board-prep plans
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="Where AAs Practice">
        <p>
          AAs can practice only in states whose laws provide for them, through licensure, certification or physician
          delegation. These are the states where AAs practice:
        </p>
        <PracticeStates />
        <p className={mutedTextClass}>
          AAs also work in the District of Columbia. Jurisdictions vary and change as states pass new laws, so check the
          current rules with the state's medical board before you choose a program or accept a job.
        </p>
      </PageSection>

      <PageSection title="Job Outlook and Salary">
        <p>
          Demand for anesthesia care follows surgical and procedural volume, and AA education has been growing: new
          programs and campuses have opened in recent years. Because AAs may practice only in some states, where you are
          willing to live shapes your options more than in many careers.
        </p>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">Salary</h3>
          <p className="mt-2">
            Median pay for AAs is commonly reported in the <strong>{salaryRangeLabel()}</strong> range per year.
          </p>
          <p className={`mt-2 ${mutedTextClass}`}>
            Estimates vary by region and source. Pay depends on the state, the employer, experience, and call and
            overtime arrangements; treat published figures as a guide, not an offer.
          </p>
        </div>
      </PageSection>

      <Faq items={CAREER_FAQ} />

      <CallToAction
        title="Ready to Take the Next Step?"
        text="Find an accredited program near you, or start preparing for the NCCAA certifying exam."
        primary={{ to: "/aa-schools", label: "Browse AA Schools" }}
        secondary={{ to: "/pricing", label: "See Board-Prep Plans" }}
      />
    </article>
  );
}
