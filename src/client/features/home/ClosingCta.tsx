import { Link } from "@tanstack/react-router";
import { POLICY } from "../../../shared/policy.ts";
import { primaryLinkClass, secondaryLinkClass } from "./styles.ts";

const inlineLink = "font-medium text-teal-800 underline underline-offset-2 dark:text-teal-300";

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-4xl px-4 py-16 text-center">
      <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Ready to start studying?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
        Try every tool free for {POLICY.trialDays} days, or warm up with free practice questions first.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/pricing" className={primaryLinkClass}>
          See Plans and Pricing
        </Link>
        <Link to="/free-practice" className={secondaryLinkClass}>
          Practice Free Questions
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        By starting a trial you agree to our{" "}
        <Link to="/terms-of-service" className={inlineLink}>
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy-policy" className={inlineLink}>
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}
