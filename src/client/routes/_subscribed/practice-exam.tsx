import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { useState } from "react";
import { Loading } from "../../components/Loading.tsx";
import { BreakScreen } from "../../features/exam/BreakScreen.tsx";
import { ExamResult } from "../../features/exam/ExamResult.tsx";
import { ExamRunner } from "../../features/exam/ExamRunner.tsx";
import { trpc } from "../../lib/trpc.ts";

export const Route = createFileRoute("/_subscribed/practice-exam")({
  validateSearch: (search: Record<string, unknown>) => ({ id: typeof search.id === "string" ? search.id : undefined }),
  // No exam named: resume the one in progress, or go to the builder to make one.
  beforeLoad: async ({ search, context }) => {
    if (search.id) return;
    const current = await context.queryClient.fetchQuery(trpc.exam.current.queryOptions());
    throw redirect(current ? { to: "/practice-exam", search: { id: current.id }, replace: true } : { to: "/practice-builder", replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps: { id } }) =>
    id ? queryClient.prefetchQuery(trpc.exam.get.queryOptions({ examId: id }, { staleTime: Infinity, retry: false })) : null,
  component: PracticeExamPage,
});

function PracticeExamPage() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const exam = useQuery(trpc.exam.get.queryOptions({ examId: id! }, { staleTime: Infinity, retry: false }));

  if (exam.isPending) return <Loading />;
  if (exam.isError) {
    // A corrupt or foreign exam id goes back to the builder, as the spec does for bad stored data.
    void navigate({ to: "/practice-builder", replace: true });
    return <Loading />;
  }
  if (exam.data.status === "submitted") return <ExamResult exam={exam.data} saved={saved} />;
  if (exam.data.block?.onBreak) return <BreakScreen exam={exam.data} />;
  return (
    <ExamRunner
      // A mock's next block is a fresh set of questions: a fresh runner.
      key={`${exam.data.id}:${exam.data.block?.current ?? 0}`}
      exam={exam.data}
      onSubmitted={(ok) => {
        setSaved(ok);
        void queryClient.invalidateQueries({ queryKey: trpc.exam.current.queryKey() });
      }}
    />
  );
}
