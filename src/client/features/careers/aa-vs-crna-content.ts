// The AA / CRNA comparison as data. Statements are limited to what the professions' own
// accreditation and certification bodies publish; where rules vary by state, the text says so.
import { CAREER, programLengthLabel } from "../../../shared/careers.ts";
import type { ComparisonColumn, ComparisonRow } from "./ComparisonTable.tsx";
import type { FaqItem } from "../../components/marketing/Faq.tsx";
import { PRACTICE_STATES } from "../../components/marketing/practice-states.ts";

export const AA_CRNA_COLUMNS: readonly ComparisonColumn[] = [
  { key: "aa", label: "Anesthesiologist Assistant (CAA)" },
  { key: "crna", label: "Nurse Anesthetist (CRNA)" },
];

export const AA_CRNA_ROWS: readonly ComparisonRow[] = [
  {
    label: "Profession",
    cells: {
      aa: "A master's-level clinician trained only in anesthesia, working within the anesthesia care team led by an anesthesiologist.",
      crna: "An advanced practice registered nurse (APRN) specialized in anesthesia.",
    },
  },
  {
    label: "Background before the program",
    cells: {
      aa: "A bachelor's degree in any major with premedical science courses (such as biology, general and organic chemistry, physics and math; many programs also require biochemistry, anatomy and physiology), plus the GRE or MCAT as each program requires. No nursing license is required; programs look for time spent shadowing in an operating room.",
      crna: "A bachelor's degree in nursing (or another appropriate bachelor's), an active registered nurse license and at least one year of full-time critical care nursing experience.",
    },
  },
  {
    label: "Program degree and length",
    cells: {
      aa: `A master's degree; programs take ${programLengthLabel()}, many about ${CAREER.programMonths.typical} months.`,
      crna: "A doctoral degree (DNP or DNAP) is now required for entry into practice; programs are typically about 36 months.",
    },
  },
  {
    label: "Program accreditation",
    cells: {
      aa: "Commission on Accreditation of Allied Health Education Programs (CAAHEP).",
      crna: "Council on Accreditation of Nurse Anesthesia Educational Programs (COA).",
    },
  },
  {
    label: "Certifying exam",
    cells: {
      aa: "NCCAA Certifying Examination for Anesthesiologist Assistants, developed with the National Board of Medical Examiners.",
      crna: "NBCRNA National Certification Examination (NCE).",
    },
  },
  {
    label: "Keeping certification",
    cells: {
      aa: "Continuing medical education registered with the NCCAA every two years, plus a periodic recertification exam (the CDQ exam).",
      crna: "The NBCRNA Continued Professional Certification (CPC) program.",
    },
  },
  {
    label: "Scope and supervision",
    cells: {
      aa: `Always practices under the medical direction of an anesthesiologist, who may direct up to ${CAREER.maxAssistantsPerAnesthesiologist} AAs at once.`,
      crna: "Works in the care team model or, where state law and facility policy allow, without anesthesiologist supervision.",
    },
  },
  {
    label: "Where they can practice",
    cells: {
      aa: `A limited set of states (${PRACTICE_STATES.length} are listed on our career outlook page); the list changes as states pass new laws.`,
      crna: "Licensed in all 50 states; supervision requirements differ from state to state.",
    },
  },
  {
    label: "Typical path",
    cells: {
      aa: "Bachelor's degree and prerequisites → AA master's program → NCCAA certifying exam → state license where required → practice.",
      crna: "Nursing degree → RN license → critical care experience → doctoral nurse anesthesia program → NCE → state APRN licensure → practice.",
    },
  },
];

export const AA_CRNA_FAQ: readonly FaqItem[] = [
  {
    question: "Which route is faster?",
    answer:
      "It depends on where you start. If you hold a science-heavy bachelor's degree but are not a nurse, the AA route avoids nursing school, RN licensure and the critical care years, so it is usually the shorter way into anesthesia. If you are already an experienced ICU nurse, the CRNA route builds on what you have.",
  },
  {
    question: "Do AAs and CRNAs do the same work in the operating room?",
    answer:
      "Within an anesthesia care team led by an anesthesiologist, their day-to-day clinical work is very similar: preoperative assessment, monitoring, inducing and maintaining anesthesia, and airway management. The differences are in independence and in where each may practice.",
  },
  {
    question: "Can I move from one profession to the other later?",
    answer:
      "They are separate professions with separate education, accreditation and certification. Changing from one to the other means completing the other profession's full training path.",
  },
  {
    question: "Which one pays more?",
    answer:
      "Both are well-paid anesthesia careers. Pay depends heavily on region, employer and practice model, and published figures differ by source, so we do not print a head-to-head number. Compare offers in the states where you would actually work.",
  },
  {
    question: "Does this site prepare you for the CRNA exam?",
    answer:
      "No. Our questions, exams and flashcards are written for the NCCAA certifying exam for anesthesiologist assistants. Much of the underlying science overlaps, but the NCE is a different exam.",
  },
];
