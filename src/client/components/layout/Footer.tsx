import { Link } from "@tanstack/react-router";
import { BRAND } from "../../../shared/brand.ts";
import { FOOTER_LINKS } from "./nav-links.ts";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 md:grid-cols-5">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-slate-600 hover:text-teal-700 dark:text-slate-400 dark:hover:text-teal-400">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${BRAND.supportEmail}`}
                className="text-slate-600 hover:text-teal-700 dark:text-slate-400 dark:hover:text-teal-400"
              >
                Support
              </a>
            </li>
          </ul>
        </nav>
        <p className="mt-8 text-xs text-slate-600 dark:text-slate-400">
          © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
