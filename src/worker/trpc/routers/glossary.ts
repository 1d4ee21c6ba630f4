import { asc, sql } from "drizzle-orm";
import { glossaryTerms } from "../../../../drizzle/schema.ts";
import { publicDataProcedure } from "../init.ts";
import { isPublished } from "../../content/published.ts";

export const glossaryRouter = {
  /** Every published term, A-Z regardless of case; the page filters locally. */
  list: publicDataProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: glossaryTerms.id,
        term: glossaryTerms.term,
        abbreviation: glossaryTerms.abbreviation,
        category: glossaryTerms.category,
        definition: glossaryTerms.definition,
      })
      .from(glossaryTerms)
      .where(isPublished(glossaryTerms))
      .orderBy(sql`${glossaryTerms.term} collate nocase`, asc(glossaryTerms.id)),
  ),
};
