import { sql } from "drizzle-orm";
import { aaSchools } from "../../../../drizzle/schema.ts";
import { schoolRegion } from "../../../shared/school-region.ts";
import { publicDataProcedure } from "../init.ts";
import { isPublished } from "../../content/published.ts";

export const programsRouter = {
  /** Published AA programs in alphabetical order (ignoring case, so "UTHealth" sorts after "University"), each with the region /aa-schools groups it under. */
  list: publicDataProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select()
      .from(aaSchools)
      .where(isPublished(aaSchools))
      .orderBy(sql`${aaSchools.name} collate nocase`);
    return rows.map(({ status: _status, ...school }) => ({ ...school, region: schoolRegion(school.location) }));
  }),
};
