import { useState } from "react";
import { marketingCount } from "../../../shared/marketing.ts";
import { passGuaranteeSummary } from "../../../shared/policy.ts";
import { cardClass } from "../../components/ui.ts";
import { leadClass, sectionClass, sectionHeadingClass, smallButtonClass } from "./styles.ts";
import { useHomeStats } from "./useHomeStats.ts";

type Feature = { title: string; text: string };

export function FeaturesGrid() {
  const [showAll, setShowAll] = useState(false);
  const stats = useHomeStats().data;
  const count = (n: number | undefined, fallback: string) => (n ? marketingCount(n) : fallback);

  const features: Feature[] = [
    {
      title: "Board-Style Practice Questions",
      text: `${count(stats?.questions, "A bank of")} questions written to the NCCAA content outline, each with a full explanation and reference.`,
    },
    { title: "AI-Powered Practice Exams", text: "Timed exams built from the topics and difficulty you choose, scored on submit with a review of every answer." },
    { title: "Adaptive Flashcards", text: `${count(stats?.flashcards, "A deck of")} flashcards scheduled with spaced repetition, so you review each card just before you would forget it.` },
    { title: "AI Study Guides", text: "Choose a topic and get a guide with an overview, a clinical review, clinical scenarios and practice questions." },
    { title: "AI Tutor", text: "Ask follow-up questions in plain language and get answers that cite the bank's own references." },
    { title: "Progress Dashboard", text: "Streaks, an activity heat map, performance by topic and an exam-readiness score." },
  ];
  const more: Feature[] = [
    { title: "Quick-Reference Review", text: `${count(stats?.reviewItems, "Concise")} review items across ${count(stats?.topics, "every")} subtopics for the last weeks before the exam.` },
    { title: "Pass Guarantee", text: passGuaranteeSummary() },
  ];
  const shown = showAll ? [...features, ...more] : features;

  return (
    <section aria-labelledby="features-title" className={sectionClass}>
      <h2 id="features-title" className={sectionHeadingClass}>
        Everything you need to prepare
      </h2>
      <p className={leadClass}>One subscription covers every study tool.</p>
      <ul id="premium-features" className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((f) => (
          <li key={f.title} className={cardClass}>
            <h3 className="text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{f.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <button type="button" aria-expanded={showAll} aria-controls="premium-features" onClick={() => setShowAll((v) => !v)} className={smallButtonClass}>
          {showAll ? "Show Less" : "See All Premium Features"}
        </button>
      </div>
    </section>
  );
}
