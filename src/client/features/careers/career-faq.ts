import { CAREER, programLengthLabel } from "../../../shared/careers.ts";
import type { FaqItem } from "../../components/marketing/Faq.tsx";

export const CAREER_FAQ: readonly FaqItem[] = [
  {
    question: "Is an anesthesiologist assistant the same as a physician assistant?",
    answer:
      "No. Both are master's-level professions, but a physician assistant is trained across general medicine, while an anesthesiologist assistant is trained only in anesthesia and works only within the anesthesia care team, under the direction of an anesthesiologist. The education, accreditation and certifying exams are separate.",
  },
  {
    question: "Do I need a nursing degree or ICU experience?",
    answer:
      "No. AA programs admit graduates of any bachelor's major who have completed the required premedical science courses. Nursing licensure and critical care experience are not prerequisites, which is one of the main differences from the nurse anesthetist route.",
  },
  {
    question: "How long does it take to become an AA?",
    answer: `After a bachelor's degree, an accredited AA master's program takes ${programLengthLabel()}; many run about ${CAREER.programMonths.typical} months. You then sit the NCCAA certifying exam and, where the state requires it, apply for a state license before you start work.`,
  },
  {
    question: "Can AAs practice in every state?",
    answer:
      "Not yet. AAs practice in the states listed on this page, and the list changes as states pass or amend laws. Before choosing a program or accepting a job, check the current rules with the state's medical board.",
  },
  {
    question: "Can an anesthesiologist assistant work independently?",
    answer: `No. AAs always work under the medical direction of an anesthesiologist, who can direct up to ${CAREER.maxAssistantsPerAnesthesiologist} AAs at the same time. Within that team, AAs take part in every stage of the anesthetic, from the preoperative assessment to handing over the patient after surgery.`,
  },
  {
    question: "What exam do I take to become certified?",
    answer:
      "The Certifying Examination for Anesthesiologist Assistants, given by the National Commission for Certification of Anesthesiologist Assistants (NCCAA). Graduates of a CAAHEP-accredited AA program, and students in its final semester, can apply. Passing it earns the CAA (Certified Anesthesiologist Assistant) credential.",
  },
];
