import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { hasInsights } from "../../../shared/search.ts";
import { findSubtopic, findTopic, TAXONOMY } from "../../../shared/taxonomy.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass, inputClass } from "../../components/ui.ts";
import { useStudyMinutes } from "../../features/review/useStudyMinutes.ts";
import { trpc } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_subscribed/pulse-check")({
  // ?item= opens one item: AI answers link their citations here.
  validateSearch: (search: Record<string, unknown>): { item?: string } => (typeof search.item === "string" ? { item: search.item } : {}),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(trpc.review.counts.queryOptions()),
  component: ReviewPage,
});

/** An opened card: its full text comes from the server when it opens. */
function ItemBody({ id }: { id: string }) {
  const item = useQuery(trpc.review.item.queryOptions({ id }, { staleTime: Infinity }));
  if (item.isPending) return <p className="mt-3 text-sm text-slate-500">Loading...</p>;
  if (item.isError) return <p role="alert" className="mt-3 text-sm text-red-600">{item.error.message}</p>;
  return (
    <div className="mt-3 space-y-3">
      <div>
        <h2 className="text-sm font-semibold">Content</h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{item.data.content}</p>
      </div>
      {hasInsights(item.data.clinicalInsights) && (
        <div className="rounded-lg bg-teal-50 p-3 dark:bg-teal-950/40">
          <h2 className="text-sm font-semibold">Clinical Insights</h2>
          <p className="mt-1 text-sm">{item.data.clinicalInsights}</p>
        </div>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">{item.data.reference}</p>
    </div>
  );
}

function ReviewPage() {
  const counts = useQuery(trpc.review.counts.queryOptions());
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [topic, setTopic] = useState<string | null>(null);
  const [subtopic, setSubtopic] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const cards = useRef<Record<string, HTMLElement | null>>({});
  const more = useRef<HTMLDivElement>(null);
  const minutes = useStudyMinutes("review");
  const { item: linked } = Route.useSearch();
  const filter = { q, ...(topic ? { topicId: topic } : {}), ...(subtopic ? { subtopicId: subtopic } : {}) };
  const pages = useInfiniteQuery(trpc.review.page.infiniteQueryOptions(filter, { initialCursor: 0, getNextPageParam: (last) => last.nextCursor }));
  const cited = useQuery(trpc.review.item.queryOptions({ id: linked ?? "" }, { enabled: Boolean(linked), staleTime: Infinity, retry: false }));

  // A cited item: narrow the list to its subtopic and open it.
  useEffect(() => {
    if (!cited.data) return;
    setTopic(cited.data.topicId);
    setSubtopic(cited.data.subtopicId);
    setOpen(cited.data.id);
  }, [cited.data]);
  useEffect(() => {
    if (open && open === cited.data?.id) requestAnimationFrame(() => cards.current[open]?.scrollIntoView({ block: "center" }));
  }, [pages.data, open, cited.data]);

  // The next page loads as the end of the list comes into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const el = more.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (counts.isPending) return <Loading />;
  if (counts.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-red-600">Failed to fetch content</p>
        <button type="button" onClick={() => void counts.refetch()} className="mt-4 rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white">
          Try Again
        </button>
      </div>
    );
  }

  const has = (t: string, s?: string) => counts.data.some((c) => c.topicId === t && (!s || c.subtopicId === s));
  const topicsWithItems = TAXONOMY.filter((t) => has(t.id));
  const totalItems = counts.data.reduce((n, c) => n + c.n, 0);
  const shown = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const clearFilters = () => {
    setSearch("");
    setTopic(null);
    setSubtopic(null);
  };
  const toggle = (id: string) => {
    const next = open === id ? null : id;
    setOpen(next);
    if (next) requestAnimationFrame(() => cards.current[next]?.scrollIntoView({ behavior: "smooth", block: "nearest" }));
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Review</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {topicsWithItems.length} topics · {counts.data.length} subtopics · {totalItems} review items
          </p>
        </div>
        <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          Study time on this page: {minutes} min
        </p>
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <label htmlFor="review-search" className="sr-only">
          Search review content
        </label>
        <input id="review-search" type="search" placeholder="Search review content..." className={`${inputClass} max-w-md`} value={search} onChange={(e) => setSearch(e.target.value)} />
        {search && (
          <>
            <span className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {pages.isFetching && !isFetchingNextPage ? "Searching..." : `${total} result${total === 1 ? "" : "s"}`}
            </span>
            <button type="button" onClick={() => setSearch("")} className="text-sm font-medium text-teal-700 hover:underline dark:text-teal-400">
              Clear
            </button>
          </>
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label="Topics" className={`${cardClass} max-h-[70vh] overflow-y-auto p-3`}>
          <ul className="space-y-1">
            {topicsWithItems.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  aria-expanded={topic === t.id}
                  onClick={() => {
                    setTopic(topic === t.id ? null : t.id);
                    setSubtopic(null);
                  }}
                  className={`w-full rounded-md px-3 py-2 text-left text-sm font-medium ${topic === t.id ? "bg-teal-700 text-white" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
                >
                  {t.name}
                </button>
                {topic === t.id && (
                  <ul className="ml-3 mt-1 space-y-1 border-l border-slate-200 pl-2 dark:border-slate-700">
                    {t.subtopics
                      .filter((s) => has(t.id, s.id))
                      .map((s) => (
                        <li key={s.id}>
                          <button
                            type="button"
                            aria-pressed={subtopic === s.id}
                            onClick={() => setSubtopic(subtopic === s.id ? null : s.id)}
                            className={`w-full rounded-md px-2 py-1 text-left text-sm ${subtopic === s.id ? "bg-teal-100 font-semibold text-teal-900 dark:bg-teal-900 dark:text-teal-100" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
                          >
                            {s.name}
                          </button>
                        </li>
                      ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div>
          {pages.isPending ? (
            <Loading />
          ) : pages.isError ? (
            <p role="alert" className="text-red-600">
              {pages.error.message}
            </p>
          ) : shown.length === 0 ? (
            <div className={`${cardClass} text-center`}>
              <p className="font-medium">No results</p>
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Try other words, or clear the filters.</p>
              <button type="button" onClick={clearFilters} className="mt-4 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white">
                Clear Filters
              </button>
            </div>
          ) : (
            <>
              <ul className="space-y-3">
                {shown.map((item) => {
                  const expanded = open === item.id;
                  return (
                    <li key={item.id}>
                      <article ref={(el) => void (cards.current[item.id] = el)} className={cardClass}>
                        <button type="button" aria-expanded={expanded} onClick={() => toggle(item.id)} className="w-full text-left">
                          <p className="text-xs font-semibold uppercase tracking-wide text-teal-700 dark:text-teal-300">
                            {findTopic(item.topicId)?.name} · {findSubtopic(item.topicId, item.subtopicId)?.name}
                          </p>
                          {!expanded && <p className="mt-2 line-clamp-2 text-slate-700 dark:text-slate-300">{item.preview}</p>}
                        </button>
                        {expanded && <ItemBody id={item.id} />}
                      </article>
                    </li>
                  );
                })}
              </ul>
              <div ref={more} className="mt-4 text-center text-sm text-slate-500 dark:text-slate-400">
                {hasNextPage ? (
                  <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
                    {isFetchingNextPage ? "Loading more..." : `Show more (${shown.length} of ${total})`}
                  </button>
                ) : (
                  <span>
                    {shown.length} of {total} shown
                  </span>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
