import { Link } from "@tanstack/react-router";
import { FREE_PRACTICE_FAQ as FAQ } from "../../../shared/free-pages.ts";
import { textLinkClass } from "./styles.ts";

/** The article and FAQ under the free quiz: our own advice on preparing with practice questions. */
export function QuizArticle() {
  return (
    <>
      <article aria-labelledby="free-practice-article" className="mt-16 max-w-3xl space-y-4 leading-relaxed text-slate-700 dark:text-slate-200">
        <h2 id="free-practice-article" className="text-2xl font-bold text-slate-900 dark:text-white">
          Preparing for the NCCAA exam with practice questions
        </h2>
        <p>
          The NCCAA certifying examination asks you to apply what you learned in your anesthesiologist assistant program:
          pharmacology, physiology, equipment, monitoring and the management of patients before, during and after anesthesia.
          Reading notes again feels productive, but it mostly builds familiarity. Answering questions makes you retrieve
          what you know, and retrieval is what strengthens memory and exposes the gaps that rereading hides.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">Read every explanation</h3>
        <p>
          A practice question is worth most after you answer it. When you get one right, check that your reasoning matches
          the explanation and was not a lucky guess. When you get one wrong, work out why each of the other options is wrong
          too: boards often test the same concept from a different angle, and understanding the distractors prepares you for that.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">Mix topics and space your sessions</h3>
        <p>
          Blocks of a single subject feel smooth because you already know which chapter the answer comes from. The real exam
          gives no such hint, so mix topics once you have covered the basics. Short, regular sessions spread over weeks also
          hold up better than long cramming sessions in the final days.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">Practise under exam conditions</h3>
        <p>
          As your exam date gets closer, answer longer sets against the clock to build pacing and stamina. Keep track of the
          topics where your accuracy stays low and return to them, rather than repeating the ones you already do well.
        </p>
        <p>
          The questions above are a small sample. When you are ready for full-length timed exams and progress tracking by topic,{" "}
          <Link to="/pricing" className={textLinkClass}>
            compare our plans
          </Link>
          .
        </p>
      </article>

      <section aria-labelledby="free-practice-faq" className="mt-12 max-w-3xl">
        <h2 id="free-practice-faq" className="text-2xl font-bold">
          Frequently asked questions
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {FAQ.map((item) => (
            <details key={item.q} className="group p-4">
              <summary className="cursor-pointer list-none font-semibold marker:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500">
                <span className="flex items-start justify-between gap-3">
                  {item.q}
                  <span aria-hidden="true" className="text-teal-700 transition group-open:rotate-45 dark:text-teal-300">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-200">{item.a}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
