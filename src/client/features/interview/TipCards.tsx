import { cardClass } from "../../components/ui.ts";

export function TipCards({ tips }: { tips: readonly { title: string; body: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip, i) => (
        <li key={tip.title} className={cardClass}>
          <p aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white">
            {i + 1}
          </p>
          <h3 className="mt-3 text-lg font-semibold">{tip.title}</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{tip.body}</p>
        </li>
      ))}
    </ul>
  );
}
