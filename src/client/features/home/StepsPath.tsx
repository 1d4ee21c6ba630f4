import { POLICY } from "../../../shared/policy.ts";
import { sectionClass, sectionHeadingClass } from "./styles.ts";

const STEPS = [
  { title: "Start your free trial", text: `Pick a monthly or annual plan and try everything free for ${POLICY.trialDays} days. Cancel anytime.` },
  { title: "Practice every day", text: "Work through questions, timed exams and flashcards; the tutor explains anything you miss." },
  { title: "Walk in ready", text: "Watch your readiness score climb, close your weak topics, and sit the NCCAA exam with confidence." },
];

export function StepsPath() {
  return (
    <section aria-labelledby="steps-title" className={sectionClass}>
      <h2 id="steps-title" className={sectionHeadingClass}>
        Your path to certification in 3 steps
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="flex gap-4 md:flex-col">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-1 text-slate-600 dark:text-slate-300">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
