import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { BRAND } from "../../shared/brand.ts";
import { marketingCount } from "../../shared/marketing.ts";
import { passGuaranteeSummary } from "../../shared/policy.ts";
import { TAXONOMY } from "../../shared/taxonomy.ts";
import { CallToAction } from "../components/marketing/CallToAction.tsx";
import { ComparisonTable } from "../features/careers/ComparisonTable.tsx";
import { Faq } from "../components/marketing/Faq.tsx";
import { PageSection } from "../components/marketing/PageSection.tsx";
import { PREP_FAQ, prepColumns, prepRows } from "../features/careers/prep-comparison.ts";
import { mutedTextClass, textLinkClass } from "../components/marketing/styles.ts";
import { trpc } from "../lib/trpc.ts";

export const Route = createFileRoute("/comparison")({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(trpc.content.stats.queryOptions()),
  component: ComparisonPage,
});

function ComparisonPage() {
  const stats = useQuery(trpc.content.stats.queryOptions());
  const rows = prepRows({
    // Until the live count arrives (or if the bank is empty) the claim stays without a number.
    questions: stats.data?.questions ? marketingCount(stats.data.questions) : "practice",
    topicAreas: TAXONOMY.length,
    subtopics: stats.data?.topics ?? TAXONOMY.reduce((n, t) => n + t.subtopics.length, 0),
    flashcards: stats.data?.flashcards ? marketingCount(stats.data.flashcards) : null,
  });

  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header>
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-700 dark:text-teal-300">How we compare</p>
        {/* Same words as the prerendered heading in src/shared/seo.ts. */}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">How {BRAND.name} compares</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          There is more than one way to prepare for the NCCAA certifying exam. Here is how a board-prep app built for
          anesthesiologist assistants compares with review books, question banks written for nurse anesthetists, and
          study groups, so you can choose the mix that works for you.
        </p>
      </header>

      <PageSection title="Feature by Feature">
        <ComparisonTable caption={`${BRAND.name} compared with other board-prep options`} columns={prepColumns(BRAND.name)} rows={rows} from="lg" />
        <p className={mutedTextClass}>
          Other options are described by type, not by product: books, question banks and decks differ, so check what any
          one of them includes before you buy.
        </p>
      </PageSection>

      <PageSection title="What You Get with Us">
        <ul className="list-disc space-y-2 pl-6">
          <li>Board-style questions with a written explanation for every answer.</li>
          <li>Timed practice exams, plus a tutor mode that explains as you go.</li>
          <li>Adaptive questions that move up or down in difficulty with your accuracy.</li>
          <li>Flashcards scheduled by spaced repetition, so reviews come back just before you would forget.</li>
          <li>AI study guides and an AI tutor for follow-up questions.</li>
          <li>A progress dashboard with an exam-readiness score.</li>
        </ul>
        <p>
          {passGuaranteeSummary()}{" "}
          <Link to="/terms-of-service" className={textLinkClass}>
            Read the guarantee terms
          </Link>
          .
        </p>
      </PageSection>

      <Faq items={PREP_FAQ} />

      <CallToAction
        title="See for Yourself"
        text="Try free practice questions without an account, or start a free trial of the full question bank."
        primary={{ to: "/pricing", label: "See Plans and Start a Free Trial" }}
        secondary={{ to: "/free-practice", label: "Try Free Practice Questions" }}
      />
    </article>
  );
}
