// Public data at the edge: GET requests whose every batched procedure is public data (declared with
// `publicDataProcedure`, meta `publicCache`) are the same for everyone, so they are cached per data
// centre (Cache API) and marked shareable. Anything else, and any response of a signed-in procedure,
// is `private, no-store`.
// Freshness: five minutes at the edge; after `npm run seed -- --remote` new content shows within
// that, or at once after a cache purge in the Cloudflare dashboard.
import type { AnyProcedure } from "@trpc/server";
import type { ProcedureMeta } from "./trpc/init.ts";
import { appRouter } from "./trpc/router.ts";

/** The procedures whose answer is public data, read from their own declaration. */
export const PUBLIC_QUERIES: ReadonlySet<string> = new Set(
  // At run time `_def.procedures` is flat, keyed by dotted path; its static type is the nested router.
  Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)
    .filter(([, procedure]) => (procedure._def.meta as ProcedureMeta | undefined)?.publicCache)
    .map(([path]) => path),
);

export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** True for a GET of /api/trpc/<a>,<b>... where every procedure is public data. */
export function isPublicQuery(req: Request): boolean {
  if (req.method !== "GET") return false;
  const paths = new URL(req.url).pathname.replace(/^\/api\/trpc\//, "").split(",");
  return paths.length > 0 && paths.every((p) => PUBLIC_QUERIES.has(decodeURIComponent(p)));
}
