import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useDeferredValue, useState } from "react";
import { subtopicName } from "../../../shared/taxonomy.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass, inputClass } from "../../components/ui.ts";
import { trpc } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_subscribed/notes")({
  component: NotesPage,
});

/** The notes a student kept on questions, newest first, searchable in the note and the question. */
function NotesPage() {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const notes = useInfiniteQuery(
    trpc.practice.notes.infiniteQueryOptions({ search: deferred }, { initialCursor: null, getNextPageParam: (last) => last.nextBefore }),
  );
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">My Notes</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Notes you kept on questions during exams and reviews.</p>
      <label htmlFor="notes-search" className="sr-only">
        Search notes
      </label>
      <input id="notes-search" type="search" className={`${inputClass} mt-6`} placeholder="Search notes and questions" maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
      {notes.isPending ? (
        <Loading label="Loading notes..." />
      ) : notes.isError ? (
        <p role="alert" className="mt-6 text-red-600">
          {notes.error.message}
        </p>
      ) : (
        <>
          <ul className="mt-6 space-y-4">
            {notes.data.pages.flatMap((p) => p.notes).map((n) => (
              <li key={n.questionId} className={cardClass}>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {subtopicName(n.topicId, n.subtopicId)} · {new Date(n.updatedAt).toLocaleDateString("en-US")}
                </p>
                <p className="mt-2 whitespace-pre-wrap">{n.body}</p>
                <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{n.stem}</p>
              </li>
            ))}
          </ul>
          {notes.data.pages[0]?.notes.length === 0 && (
            <p className="mt-6 text-slate-500 dark:text-slate-400">{deferred ? "No notes match your search." : "No notes yet. Add one under any question in an exam or its review."}</p>
          )}
          {notes.hasNextPage && (
            <button type="button" onClick={() => void notes.fetchNextPage()} disabled={notes.isFetchingNextPage} className="mt-6 rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
              {notes.isFetchingNextPage ? "Loading..." : "Show more"}
            </button>
          )}
        </>
      )}
    </section>
  );
}
