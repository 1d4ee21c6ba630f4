import { useQuery } from "@tanstack/react-query";
import { PageSection } from "../../components/marketing/PageSection.tsx";
import { QuickFacts } from "../../components/marketing/QuickFacts.tsx";
import { mutedTextClass } from "../../components/marketing/styles.ts";
import { trpc } from "../../lib/trpc.ts";
import { marketOverview } from "./market-overview.ts";

/** Headline figures of the directory, from the same query as the list (one request, same numbers). */
export function MarketOverview() {
  const { data: schools = [], isPending } = useQuery(trpc.programs.list.queryOptions());
  // Until the list arrives (or if it fails) show a dash rather than claim "0 programs".
  const known = !isPending && schools.length > 0;
  // Programs still developing toward accreditation are listed on the page but never counted as accredited.
  const o = marketOverview(schools.filter((s) => s.accreditation === "accredited"));
  const value = (n: number) => (known ? n.toLocaleString("en-US") : "—");

  return (
    <PageSection title="AA Education at a Glance">
      <p>
        Anesthesiologist assistant education is a small field, offered by a limited number of programs in a limited
        number of states. These figures are counted from the directory above.
      </p>
      <QuickFacts
        facts={[
          { label: "Accredited programs", value: value(o.programs), note: "Programs and campuses in our directory" },
          {
            label: "Regions covered",
            value: known ? `${o.regionsCovered} of ${o.regionsTotal}` : "—",
            note: "Regions with at least one program",
          },
          {
            label: "States with a program",
            value: value(o.states),
            note: o.hasDistrictOfColumbia ? "Plus Washington, D.C." : undefined,
          },
        ]}
      />
      <p className={mutedTextClass}>
        Programs open new campuses from time to time; confirm the current list and each program's accreditation
        status with CAAHEP.
      </p>
    </PageSection>
  );
}
