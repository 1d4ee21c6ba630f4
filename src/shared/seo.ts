// What each public page says about itself to search engines and link previews: title,
// description and the main heading and lead text that the served HTML carries before any script
// runs (see scripts/prerender.ts). The React pages render the same heading.
import { BRAND } from "./brand.ts";
import { marketingCount } from "./marketing.ts";
import { POLICY } from "./policy.ts";

export type PageSeo = {
  path: string;
  title: string;
  description: string;
  heading: string;
  lead: string;
  /** schema.org type of the page for JSON-LD. */
  type: "WebPage" | "FAQPage" | "CollectionPage" | "AboutPage";
};

/** Counts from the content, filled in at build time (never typed in). */
export type ContentCounts = { questions: number; flashcards: number; reviewItems: number; glossaryTerms: number; programs: number };


export function publicPages(c: ContentCounts): PageSeo[] {
  return [
    {
      path: "/",
      title: `${BRAND.name}: NCCAA Exam Prep for Anesthesiologist Assistant Students`,
      description: `Prepare for the NCCAA certifying exam with ${marketingCount(c.questions)} practice questions, timed practice exams, spaced-repetition flashcards, AI study guides and an AI tutor. ${POLICY.trialDays}-day free trial.`,
      heading: "Pass your AA boards with confidence",
      lead: `Practice questions with full explanations, timed exams, adaptive flashcards, a quick-reference Review area and an AI tutor that cites its sources, built for anesthesiologist assistant students.`,
      type: "WebPage",
    },
    {
      path: "/pricing",
      title: `Pricing: Monthly or Annual Plans | ${BRAND.name}`,
      description: `Monthly or annual plans for NCCAA exam preparation, each with a ${POLICY.trialDays}-day free trial. Cancel any time.`,
      heading: "Choose your plan",
      lead: `Every plan starts with a ${POLICY.trialDays}-day free trial. Cancel anytime.`,
      type: "WebPage",
    },
    {
      path: "/aa-schools",
      title: `Anesthesiologist Assistant Programs Directory | ${BRAND.name}`,
      description: `Directory of ${c.programs} accredited anesthesiologist assistant master's programs by region, with degree, program length, class size and clinical sites.`,
      heading: "Accredited Anesthesiologist Assistant Programs",
      lead: "Accredited anesthesiologist assistant master's programs, grouped by region, with links to each program.",
      type: "CollectionPage",
    },
    {
      path: "/career-outlook",
      title: `Anesthesiologist Assistant Career Outlook | ${BRAND.name}`,
      description: "What anesthesiologist assistants do, how the anesthesia care team works, education and certification, where AAs practice, and the job outlook.",
      heading: "Anesthesiologist Assistant Career Outlook",
      lead: "The role, the path into it, and what to expect from a career as a certified anesthesiologist assistant.",
      type: "AboutPage",
    },
    {
      path: "/aa-vs-crna",
      title: `Anesthesiologist Assistant vs CRNA | ${BRAND.name}`,
      description: "A side-by-side comparison of anesthesiologist assistants and nurse anesthetists: background, education, certification, scope and where each can practice.",
      heading: "Anesthesiologist Assistant vs CRNA",
      lead: "Two anesthesia careers with different paths: compare education, certification and practice to choose the one that fits you.",
      type: "WebPage",
    },
    {
      path: "/comparison",
      title: `How ${BRAND.name} Compares With Other Prep Options`,
      description: "How a dedicated AA board-prep app compares with review books, general question banks and study groups for NCCAA exam preparation.",
      heading: `How ${BRAND.name} compares`,
      lead: "Review books, general question banks and study groups all help; here is what a dedicated anesthesiologist assistant prep tool adds.",
      type: "WebPage",
    },
    {
      path: "/free-practice",
      title: `Free NCCAA Practice Questions | ${BRAND.name}`,
      description: "Try 10 free NCCAA-style practice questions with explanations, no sign-up needed. A new random set every time.",
      heading: "Free NCCAA Practice Questions",
      lead: "Ten random questions from our bank, with the explanation after each answer and your score at the end.",
      type: "FAQPage",
    },
    {
      path: "/free-flashcards",
      title: `Free Anesthesia Flashcards | ${BRAND.name}`,
      description: "Ten free anesthesia flashcards for anesthesiologist assistant students: flip to check yourself, no sign-up needed.",
      heading: "Free Anesthesia Flashcards",
      lead: "Ten core anesthesia concepts to test yourself on. Click a card to flip it.",
      type: "WebPage",
    },
    {
      path: "/free-review-cards",
      title: `Free Anesthesia Review Cards | ${BRAND.name}`,
      description: "Ten free anesthesia review cards with key points: reveal the answer and rate your confidence.",
      heading: "Free Anesthesia Review Cards",
      lead: "Ten concept cards: answer in your head, reveal the answer and key point, and rate how confident you were.",
      type: "WebPage",
    },
    {
      path: "/glossary",
      title: `Anesthesia Glossary: ${marketingCount(c.glossaryTerms)} Terms and Abbreviations | ${BRAND.name}`,
      description: `Searchable glossary of ${marketingCount(c.glossaryTerms)} anesthesia terms and abbreviations across pharmacology, physiology, monitoring, equipment and procedures.`,
      heading: "Anesthesia Glossary",
      lead: `Definitions of ${marketingCount(c.glossaryTerms)} anesthesia terms and abbreviations, searchable and grouped by category.`,
      type: "CollectionPage",
    },
    {
      path: "/interview-prep",
      title: `AA School Interview Prep: Questions and Tips | ${BRAND.name}`,
      description: "Prepare for anesthesiologist assistant program and job interviews: common questions with advice, tips, red flags to avoid and checklists.",
      heading: "Interview Preparation",
      lead: "Common school and job interview questions with advice on answering them, plus tips, red flags and checklists.",
      type: "FAQPage",
    },
    {
      path: "/diagnostic",
      title: `System Diagnostics | ${BRAND.name}`,
      description: "Check that the database and AI services are reachable.",
      heading: "System Diagnostics",
      lead: "Run checks on the database connection and the AI services.",
      type: "WebPage",
    },
    {
      path: "/terms-of-service",
      title: `Terms of Service | ${BRAND.name}`,
      description: `The terms of your ${BRAND.name} subscription: free trial and billing, cancellation, the pass guarantee, and your responsibilities.`,
      heading: "Terms of Service",
      lead: `Last updated ${POLICY.legalLastUpdated}.`,
      type: "WebPage",
    },
    {
      path: "/privacy-policy",
      title: `Privacy Policy | ${BRAND.name}`,
      description: `What ${BRAND.name} collects, why, who processes it, how long it is kept and how to exercise your privacy rights.`,
      heading: "Privacy Policy",
      lead: `Last updated ${POLICY.legalLastUpdated}.`,
      type: "WebPage",
    },
  ];
}

/** The page's title for the client to set on navigation (the same registry as the served HTML). */
export function titleFor(path: string, pages: PageSeo[]): string {
  return pages.find((p) => p.path === path)?.title ?? BRAND.name;
}
