import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { aiMessages } from "../../../shared/ai.ts";
import { Loading } from "../../components/Loading.tsx";
import { errorMessage, trpc } from "../../lib/trpc.ts";

/** 'Saved Study Guides': the caller's guides, newest first. */
export function SavedGuides({ onView, onCreate, onDeleted }: { onView: (id: string) => void; onCreate: () => void; onDeleted: (id: string, ok: boolean) => void }) {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.studyGuides.list.queryOptions());
  const remove = useMutation(
    trpc.studyGuides.remove.mutationOptions({
      onSuccess: (_, { id }) => {
        queryClient.setQueryData(trpc.studyGuides.list.queryKey(), (old) => old?.filter((g) => g.id !== id));
        onDeleted(id, true);
      },
      onError: (_, { id }) => onDeleted(id, false),
    }),
  );

  return (
    <section aria-labelledby="saved-guides" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-guides" className="text-xl font-semibold">
          Saved Study Guides
        </h2>
        <button type="button" onClick={onCreate} className="rounded-lg border border-teal-600 px-3 py-1.5 text-sm font-semibold text-teal-700 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-teal-950">
          Create New Guide
        </button>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <p role="alert" className="text-red-600">
          {errorMessage(list.error, aiMessages.studyGuidesFetchFailed)}
        </p>
      ) : list.data.length === 0 ? (
        <div className="py-8 text-center">
          <p className="text-lg font-semibold">No Saved Study Guides</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Guides you save appear here for quick review.</p>
          <button type="button" onClick={onCreate} className="mt-4 rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700">
            Create Your First Study Guide
          </button>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {list.data.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{g.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {g.topic} · {g.subtopic} · {g.estimatedReadTime} min read · {new Date(g.createdAt).toLocaleDateString()}
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" onClick={() => onView(g.id)} className="rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-700" aria-label={`View ${g.title}`}>
                  View
                </button>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => window.confirm(aiMessages.confirmDelete) && remove.mutate({ id: g.id })}
                  className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
                  aria-label={`Delete ${g.title}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
