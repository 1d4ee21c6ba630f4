// Public data at the edge: GET requests whose every batched procedure is listed here are the same
// for everyone, so they are cached per data centre (Cache API) and marked shareable. Anything
// else, and any response of a signed-in procedure, is `private, no-store`.
// Freshness: five minutes at the edge; after `npm run seed -- --remote` new content shows within
// that, or at once after a cache purge in the Cloudflare dashboard.
export const PUBLIC_QUERIES = new Set([
  "billing.plans",
  "content.stats",
  "programs.list",
  "glossary.list",
  "interview.list",
  "free.flashcards",
  "free.reviewCards",
  "home.demo",
  "home.stats",
]);

export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** True for a GET of /api/trpc/<a>,<b>... where every procedure is public data. */
export function isPublicQuery(req: Request): boolean {
  if (req.method !== "GET") return false;
  const paths = new URL(req.url).pathname.replace(/^\/api\/trpc\//, "").split(",");
  return paths.length > 0 && paths.every((p) => PUBLIC_QUERIES.has(decodeURIComponent(p)));
}
