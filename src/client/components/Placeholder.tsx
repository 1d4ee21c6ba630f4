import { Link } from "@tanstack/react-router";

// For routes of the spec whose screens are not built yet: says so plainly instead of pretending.
export function Placeholder({ title, summary }: { title: string; summary: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{summary}</p>
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500 dark:text-slate-400 dark:border-slate-700">
        This page is being built and will arrive in an upcoming release.
      </p>
      <Link to="/" className="mt-8 inline-block text-teal-700 hover:underline dark:text-teal-400">
        Back to Home
      </Link>
    </section>
  );
}
