import * as Accordion from "@radix-ui/react-accordion";

export type InterviewQuestion = { id: string; category: string; question: string; answer: string };

/**
 * Expandable questions (Radix Accordion: headers are buttons; Up and Down arrows, Home and End move
 * between them). Which question is open is owned by the page, because the page shows one open
 * question at a time across all its lists: opening a question closes the one open before, and
 * clicking the open question closes it.
 */
export function QuestionAccordion({
  questions,
  openId,
  onToggle,
}: {
  questions: readonly InterviewQuestion[];
  openId: string | null;
  onToggle: (id: string) => void;
}) {
  const openHere = openId !== null && questions.some((q) => q.id === openId) ? openId : "";
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={openHere}
      // "" means this list's open question was clicked: toggling it closes it.
      onValueChange={(id) => onToggle(id || openHere)}
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {questions.map((q, i) => (
        <Accordion.Item key={q.id} value={q.id}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-start gap-3 px-5 py-4 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-teal-500 dark:hover:bg-slate-800">
              <span aria-hidden="true" className="mt-0.5 w-6 shrink-0 text-sm font-semibold text-slate-500 dark:text-slate-400">
                {i + 1}.
              </span>
              <span className="flex-1">
                <span className="block font-semibold">{q.question}</span>
                <span className="mt-1 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  <span className="sr-only">Category: </span>
                  {q.category}
                </span>
              </span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-5 w-5 shrink-0 transition group-data-[state=open]:rotate-180">
                <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 pl-14 text-slate-700 dark:text-slate-300">
            <p className="text-xs font-semibold uppercase tracking-wide text-teal-700 dark:text-teal-300">How to answer</p>
            <p className="mt-1">{q.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
