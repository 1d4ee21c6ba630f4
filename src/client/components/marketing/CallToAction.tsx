import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { ctaPrimaryClass, ctaSecondaryClass } from "./styles.ts";

type Target = "/aa-schools" | "/pricing" | "/career-outlook" | "/free-practice" | "/aa-vs-crna" | "/comparison";
type CtaLink = { to: Target; label: string };

/** The closing band of a career page: one main action and one secondary one. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-16 rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200 sm:p-10 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={primary.to} className={ctaPrimaryClass}>
          {primary.label}
        </Link>
        <Link to={secondary.to} className={ctaSecondaryClass}>
          {secondary.label}
        </Link>
      </div>
    </section>
  );
}
