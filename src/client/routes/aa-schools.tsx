import { createFileRoute } from "@tanstack/react-router";
import { SchoolDirectory } from "../features/schools/SchoolDirectory.tsx";

export const Route = createFileRoute("/aa-schools")({
  component: AaSchoolsPage,
});

function AaSchoolsPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Accredited Anesthesiologist Assistant Programs</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">
        Every anesthesiologist assistant program accredited by CAAHEP leads to a master's degree and eligibility
        for the NCCAA certifying exam. Filter by region to find programs near you.
      </p>
      <div className="mt-8">
        <SchoolDirectory />
      </div>
    </section>
  );
}
