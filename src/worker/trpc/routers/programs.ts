import { asc, eq } from "drizzle-orm";
import { aaSchools } from "../../../../drizzle/schema.ts";
import { schoolRegion } from "../../../shared/school-region.ts";
import { publicProcedure } from "../init.ts";

export const programsRouter = {
  /** Published AA programs ordered by name, each with the region /aa-schools groups it under. */
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select()
      .from(aaSchools)
      .where(eq(aaSchools.status, "published"))
      .orderBy(asc(aaSchools.name));
    return rows.map(({ status: _status, ...school }) => ({ ...school, region: schoolRegion(school.location) }));
  }),
};
