// The interview timing advice (arrive 10-15 minutes early, prepare 5-7 questions, thank-you notes within
// 24 hours), shown as figures on the page.
export const INTERVIEW_TIMING = [
  { figure: "10-15 minutes", label: "Arrive early", detail: "In person or logged in for a virtual interview." },
  { figure: "5-7 questions", label: "Prepare questions to ask", detail: "About training, clinical sites, supervision and support." },
  { figure: "Within 24 hours", label: "Send a thank-you e-mail", detail: "A brief, personal note to each interviewer." },
] as const;
