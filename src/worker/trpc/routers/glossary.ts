import { asc, eq, sql } from "drizzle-orm";
import { glossaryTerms } from "../../../../drizzle/schema.ts";
import { publicProcedure } from "../init.ts";

export const glossaryRouter = {
  /** Every published term, A-Z regardless of case; the page filters locally. */
  list: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: glossaryTerms.id,
        term: glossaryTerms.term,
        abbreviation: glossaryTerms.abbreviation,
        category: glossaryTerms.category,
        definition: glossaryTerms.definition,
      })
      .from(glossaryTerms)
      .where(eq(glossaryTerms.status, "published"))
      .orderBy(sql`${glossaryTerms.term} collate nocase`, asc(glossaryTerms.id)),
  ),
};
