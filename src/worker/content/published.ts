// Students are only ever served published content. A draft (an item removed from the content files
// or set aside for review) stays in the database so answers and schedules that point at it survive,
// but no read for students returns it: every such read filters through here.
import { eq, type Column } from "drizzle-orm";
import { PUBLISHED } from "../../shared/vocab.ts";

export const isPublished = (table: { status: Column }) => eq(table.status, PUBLISHED);

/** The same filter inside hand-written SQL (FTS queries): `where ${publishedSql("r")}`. */
export const publishedSql = (alias: string) => `${alias}.status = '${PUBLISHED}'`;
