import { createFileRoute, Link } from "@tanstack/react-router";
import { AA_CRNA_COLUMNS, AA_CRNA_FAQ, AA_CRNA_ROWS } from "../features/careers/aa-vs-crna-content.ts";
import { CallToAction } from "../components/marketing/CallToAction.tsx";
import { ComparisonTable } from "../features/careers/ComparisonTable.tsx";
import { Faq } from "../components/marketing/Faq.tsx";
import { PageSection } from "../components/marketing/PageSection.tsx";
import { textLinkClass } from "../components/marketing/styles.ts";

export const Route = createFileRoute("/aa-vs-crna")({
  component: AaVsCrnaPage,
});

function AaVsCrnaPage() {
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header>
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-700 dark:text-teal-300">Career comparison</p>
        {/* Same words as the prerendered heading in src/shared/seo.ts. */}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Anesthesiologist Assistant vs CRNA</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          Anesthesiologist assistants (AAs) and certified registered nurse anesthetists (CRNAs) both deliver anesthesia
          at the head of the operating table. The two careers differ in who can enter them, how they train, how they
          are certified and how independently they may work. This side-by-side is written for students deciding which
          route to take.
        </p>
      </header>

      <PageSection title="Side by Side">
        <ComparisonTable caption="Anesthesiologist assistant and nurse anesthetist compared" columns={AA_CRNA_COLUMNS} rows={AA_CRNA_ROWS} />
      </PageSection>

      <PageSection title="Which Route Fits You?">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="font-semibold text-slate-900 dark:text-slate-100">The AA route may suit you if</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              <li>you have (or are finishing) a science-heavy bachelor's degree and are not a nurse;</li>
              <li>you want to work in anesthesia within a physician-led team;</li>
              <li>you are willing to live in a state where AAs practice.</li>
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="font-semibold text-slate-900 dark:text-slate-100">The CRNA route may suit you if</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              <li>you are a registered nurse, or want a nursing career first;</li>
              <li>you have, or plan to gain, critical care nursing experience;</li>
              <li>you want the option of practicing in any state, including where anesthesiologists are scarce.</li>
            </ul>
          </div>
        </div>
        <p>
          For the AA side in more depth, including the states where AAs practice and salary estimates, read our{" "}
          <Link to="/career-outlook" className={textLinkClass}>
            AA career outlook
          </Link>
          .
        </p>
      </PageSection>

      <Faq items={AA_CRNA_FAQ} />

      <CallToAction
        title="Leaning Toward the AA Route?"
        text="Browse accredited programs by region, or read more about the career first."
        primary={{ to: "/aa-schools", label: "Browse AA Schools" }}
        secondary={{ to: "/career-outlook", label: "Read the AA Career Outlook" }}
      />
    </article>
  );
}
