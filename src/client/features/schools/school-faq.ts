import { programLengthLabel } from "../../../shared/careers.ts";
import type { FaqItem } from "../../components/marketing/Faq.tsx";

// Admission details differ by program and change between cycles, so the answers describe what is
// common and send readers to each program for the specifics.
export const SCHOOL_FAQ: readonly FaqItem[] = [
  {
    question: "How do I apply to anesthesiologist assistant programs?",
    answer:
      "Most programs take applications through CASAA, the Centralized Application Service for Anesthesiologist Assistants, so you can send one set of transcripts, letters of recommendation and a personal statement to several programs. Some programs also ask for a supplemental application, and deadlines differ, so read each program's admissions page before you apply.",
  },
  {
    question: "What are the prerequisites for AA school?",
    answer:
      "A bachelor's degree in any major, plus premedical science courses such as biology, general and organic chemistry, physics and math; many programs also require biochemistry, anatomy and physiology. Programs ask for GRE or MCAT scores and differ on which they accept, and many expect you to have shadowed anesthesia care in an operating room.",
  },
  {
    question: "How long are the programs, and what degree do they award?",
    answer: `Accredited programs take ${programLengthLabel()} of full-time study: classroom and simulation work first, then clinical rotations in anesthesia. Every one awards a master's degree, though its title varies by school (for example Master of Science in Anesthesia or Master of Medical Science), as the program cards show.`,
  },
  {
    question: "Why does CAAHEP accreditation matter?",
    answer:
      "AA programs are accredited by the Commission on Accreditation of Allied Health Education Programs (CAAHEP), on the recommendation of the Accreditation Review Committee for the Anesthesiologist Assistant (ARC-AA). Only graduates of CAAHEP-accredited programs, and students in their final semester, may take the NCCAA certifying exam you need to practice as a Certified Anesthesiologist Assistant. A new program may still be working toward accreditation, so check its status with CAAHEP.",
  },
  {
    question: "How should I choose between programs?",
    answer:
      "Compare where each program's clinical rotations take place, its class size, length and cost, and how close it is to where you want to live. Certification through the NCCAA is national, but AAs can practice only in states whose laws provide for them, so check the state list on this page against your plans.",
  },
  {
    question: "Does the region I study in limit where I can work?",
    answer:
      "No. You can work in any state that authorizes AA practice, wherever you trained, once you are certified and meet that state's licensing or registration rules. Clinical rotations can help you build contacts in an area, which is one reason location still matters when you choose.",
  },
];
