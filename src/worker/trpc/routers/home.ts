// Data of the home page for visitors. Public and cached at the edge (see public-cache.ts), so
// nothing here reads the session and the demo set is fixed: the first published item (by id) of
// each topic, in taxonomy order, five topics at most. It changes only when the content does.
import { count, countDistinct, gte } from "drizzle-orm";
import { answers, glossaryTerms, session } from "../../../../drizzle/schema.ts";
import { STUDYING_NOW_WINDOW_MS } from "../../../shared/home.ts";
import { isPublished } from "../../content/published.ts";
import { contentCounts, homeDemo } from "../../content/queries.ts";
import { publicDataProcedure } from "../init.ts";

export const homeRouter = {
  demo: publicDataProcedure.query(({ ctx }) => homeDemo(ctx.db)),

  /** content.stats plus what only the home page shows: glossary size and who is studying now. */
  stats: publicDataProcedure.query(async ({ ctx }) => {
    const since = new Date(ctx.now.getTime() - STUDYING_NOW_WINDOW_MS);
    const recent = ctx.db
      .select({ userId: answers.userId })
      .from(answers)
      .where(gte(answers.answeredAt, since))
      .union(ctx.db.select({ userId: session.userId }).from(session).where(gte(session.updatedAt, since)))
      .as("recent");
    const [content, [glossary, now]] = await Promise.all([
      contentCounts(ctx.db),
      ctx.db.batch([
        ctx.db.select({ n: count() }).from(glossaryTerms).where(isPublished(glossaryTerms)),
        ctx.db.select({ n: countDistinct(recent.userId) }).from(recent),
      ]),
    ]);
    return { ...content, glossaryTerms: glossary[0]?.n ?? 0, studyingNow: now[0]?.n ?? 0 };
  }),
};
