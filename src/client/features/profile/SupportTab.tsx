import { Link } from "@tanstack/react-router";
import { BRAND } from "../../../shared/brand.ts";

export function SupportTab() {
  return (
    <div className="max-w-xl space-y-4 text-slate-700 dark:text-slate-300">
      <p>
        Questions about your account, billing or the content? E-mail{" "}
        <a href={`mailto:${BRAND.supportEmail}`} className="font-medium text-teal-700 hover:underline dark:text-teal-400">
          {BRAND.supportEmail}
        </a>
        . We typically reply within 24 hours on business days.
      </p>
      <p>
        Found an error in a question? Tell us the question and what looks wrong; every report is reviewed against the
        references.
      </p>
      <p className="text-sm">
        <Link to="/terms-of-service" className="text-teal-700 hover:underline dark:text-teal-400">
          Terms of Service
        </Link>{" "}
        ·{" "}
        <Link to="/privacy-policy" className="text-teal-700 hover:underline dark:text-teal-400">
          Privacy Policy
        </Link>
      </p>
    </div>
  );
}
