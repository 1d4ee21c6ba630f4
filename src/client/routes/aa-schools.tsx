import { createFileRoute } from "@tanstack/react-router";
import { SchoolDirectory } from "../features/schools/SchoolDirectory.tsx";
import { SchoolExtras } from "../features/schools/SchoolExtras.tsx";

export const Route = createFileRoute("/aa-schools")({
  component: AaSchoolsPage,
});

function AaSchoolsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Accredited Anesthesiologist Assistant Programs</h1>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">
          Every anesthesiologist assistant program accredited by CAAHEP leads to a master's degree and eligibility
          for the NCCAA certifying exam. Filter by region to find programs near you.
        </p>
      </header>
      <section aria-labelledby="program-directory" className="mt-10">
        <h2 id="program-directory" className="text-2xl font-bold tracking-tight">
          Program Directory
        </h2>
        <div className="mt-4">
          <SchoolDirectory />
        </div>
      </section>
      <div className="max-w-5xl">
        <SchoolExtras />
      </div>
    </div>
  );
}
