import { Link } from "@tanstack/react-router";
import { CAREER, salaryRangeLabel } from "../../../shared/careers.ts";
import { CallToAction } from "../../components/marketing/CallToAction.tsx";
import { Faq } from "../../components/marketing/Faq.tsx";
import { PageSection } from "../../components/marketing/PageSection.tsx";
import { PracticeStates } from "../../components/marketing/PracticeStates.tsx";
import { mutedTextClass, textLinkClass } from "../../components/marketing/styles.ts";
import { MarketOverview } from "./MarketOverview.tsx";
import { SCHOOL_FAQ } from "./school-faq.ts";

/** The static extras under the program directory: career outlook, practice states, market overview, FAQ. */
export function SchoolExtras() {
  return (
    <>
      <MarketOverview />

      <PageSection title="Career Outlook for Anesthesiologist Assistants">
        <p>
          Anesthesiologist assistants are master's-trained clinicians who deliver anesthesia care in teams led by
          physician anesthesiologists; one anesthesiologist may direct up to {CAREER.maxAssistantsPerAnesthesiologist}{" "}
          AAs at a time. Median pay is commonly reported in the {salaryRangeLabel()} range per year, though estimates
          vary by region and source.
        </p>
        <p>
          <Link to="/career-outlook" className={textLinkClass}>
            Read the full AA career outlook
          </Link>{" "}
          for the job, the path to certification and the salary picture.
        </p>
      </PageSection>

      <PageSection title="Where AAs Practice">
        <p>
          AAs can practice only in states whose laws provide for them. Where you want to work after graduation is worth
          weighing before you choose a program. These are the states where AAs practice:
        </p>
        <PracticeStates />
        <p className={mutedTextClass}>
          AAs also work in the District of Columbia. The rules change as states pass new laws, so check with the state's
          medical board before you decide.
        </p>
      </PageSection>

      <Faq items={SCHOOL_FAQ} title="Choosing and Applying to AA Programs" />

      <CallToAction
        title="Get Ready for the Certifying Exam"
        text="Whichever program you choose, it ends with the NCCAA certifying exam. Our question bank, practice exams and flashcards are written for it."
        primary={{ to: "/pricing", label: "See Board-Prep Plans" }}
        secondary={{ to: "/career-outlook", label: "Read the Career Outlook" }}
      />
    </>
  );
}
