import { Chat, useChat } from "@ai-sdk/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DefaultChatTransport } from "ai";
import { useEffect, useRef, useState } from "react";
import { aiMessages, type AnswerNotice, type Source } from "../../../shared/ai.ts";
import { parseStudyGuide, READY_DELAY_MS, TOAST_MS, type GuideRequest } from "../../../shared/study-guide.ts";
import { Loading } from "../../components/Loading.tsx";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { aiErrorMessage, readAnswer, type AnswerMessage } from "../../components/ai/answer.ts";
import { ProviderNote } from "../../components/ai/Sources.tsx";
import { GuideChat } from "./GuideChat.tsx";
import { GuideProgress } from "./GuideProgress.tsx";
import { GuideView } from "./GuideView.tsx";
import { SavedGuides } from "./SavedGuides.tsx";
import { TopicPicker } from "./TopicPicker.tsx";

type Current = { kind: "run"; id: string; request: GuideRequest } | { kind: "saved"; id: string } | null;

/** Spec 001 section 2.6 study guide tool: selection, generating, result, saved list. */
export function StudyGuideTool() {
  const [current, setCurrent] = useState<Current>(null);
  const [toast, setToast] = useState<{ text: string; ok: boolean } | null>(null);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);

  const reset = () => {
    setCurrent(null);
    requestAnimationFrame(() => document.getElementById("guide-generator")?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };
  const notify = (text: string, ok: boolean) => setToast({ text, ok });

  return (
    <div ref={top} className="space-y-6">
      {current === null ? (
        <>
          <TopicPicker busy={false} onGenerate={(request) => setCurrent({ kind: "run", id: crypto.randomUUID(), request })} />
          <SavedGuides
            onCreate={reset}
            onView={(id) => {
              setCurrent({ kind: "saved", id });
              window.scrollTo({ top: 0 });
            }}
            onDeleted={(_, ok) => notify(ok ? aiMessages.toastRemoved : aiMessages.toastRemoveFailed, ok)}
          />
        </>
      ) : current.kind === "run" ? (
        <GuideRun key={current.id} id={current.id} request={current.request} onNew={reset} notify={notify} />
      ) : (
        <SavedGuide id={current.id} onNew={reset} notify={notify} />
      )}
      {toast ? (
        <div role="status" className={`fixed bottom-24 left-1/2 z-50 -translate-x-1/2 rounded-lg px-4 py-2 text-sm font-medium text-white shadow-lg ${toast.ok ? "bg-emerald-600" : "bg-red-600"}`}>
          {toast.text}
        </div>
      ) : null}
    </div>
  );
}

type Notify = (text: string, ok: boolean) => void;

function GuideRun({ id, request, onNew, notify }: { id: string; request: GuideRequest; onNew: () => void; notify: Notify }) {
  const [chat] = useState(
    () =>
      new Chat<AnswerMessage>({
        id: `guide-run-${id}`,
        transport: new DefaultChatTransport<AnswerMessage>({ api: "/api/ai/study-guide", prepareSendMessagesRequest: () => ({ body: request }) }),
      }),
  );
  const { messages, status, error } = useChat({ chat, experimental_throttle: 60 });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void chat.sendMessage({ text: request.mode === "custom" ? request.text : `${request.topicId}/${request.subtopicId}` });
  }, [chat, request]);

  const answer = readAnswer(messages.find((m) => m.role === "assistant"));
  const done = status === "ready" && answer.text.length > 0;
  // 'Ready!' is shown for 1.5 s before the result (and its chat) takes over.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => setSettled(true), READY_DELAY_MS);
    return () => clearTimeout(t);
  }, [done]);

  if (status === "error" || (status === "ready" && !answer.text)) {
    return <GuideError message={aiErrorMessage(error, aiMessages.guideUnavailable)} onNew={onNew} />;
  }
  const parsed = parseStudyGuide(answer.text);
  const guide = answer.context?.guide;
  return (
    <GuideResult
      id={id}
      guideId={answer.stored?.id ?? null}
      title={guide ? `${guide.topic}: ${guide.subtopic}` : "Generating your study guide..."}
      topic={guide?.topic ?? ""}
      subtopic={guide?.subtopic ?? ""}
      text={answer.text}
      sources={answer.context?.sources ?? []}
      providerLabel={answer.context?.provider.label ?? null}
      notice={answer.notice}
      progress={settled ? null : { sections: parsed.sectionsStarted, done }}
      initiallySaved={false}
      onNew={onNew}
      notify={notify}
    />
  );
}

function SavedGuide({ id, onNew, notify }: { id: string; onNew: () => void; notify: Notify }) {
  const guide = useQuery(trpc.studyGuides.get.queryOptions({ id }));
  if (guide.isPending) return <Loading />;
  if (guide.isError) return <GuideError message={errorMessage(guide.error, aiMessages.studyGuideFetchFailed)} onNew={onNew} />;
  const g = guide.data;
  return (
    <GuideResult
      id={g.id}
      guideId={g.id}
      title={g.title}
      topic={g.topic}
      subtopic={g.subtopic}
      text={g.content.markdown}
      sources={g.content.sources}
      providerLabel={g.content.provider || null}
      notice={null}
      progress={null}
      initiallySaved
      onNew={onNew}
      notify={notify}
    />
  );
}

function GuideError({ message, onNew }: { message: string; onNew: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
      <p>{message}</p>
      <button type="button" onClick={onNew} className="mt-4 rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700">
        Generate New
      </button>
    </div>
  );
}

function GuideResult(props: {
  /** Names this view (its tutor chat); a run has it before the server has kept the guide. */
  id: string;
  /** The id the server kept the guide under (the stream's last part), which saves and removes it. */
  guideId: string | null;
  title: string;
  topic: string;
  subtopic: string;
  text: string;
  sources: Source[];
  providerLabel: string | null;
  notice: AnswerNotice | null;
  progress: { sections: ReturnType<typeof parseStudyGuide>["sectionsStarted"]; done: boolean } | null;
  initiallySaved: boolean;
  onNew: () => void;
  notify: Notify;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(props.initiallySaved);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.studyGuides.list.queryKey() });
  const save = useMutation(
    trpc.studyGuides.save.mutationOptions({
      onSuccess: () => {
        setSaved(true);
        props.notify(aiMessages.toastSaved, true);
        void invalidate();
      },
      onError: () => props.notify(aiMessages.toastSaveFailed, false),
    }),
  );
  const remove = useMutation(
    trpc.studyGuides.remove.mutationOptions({
      onSuccess: () => {
        setSaved(false);
        props.notify(aiMessages.toastRemoved, true);
        void invalidate();
      },
      onError: () => props.notify(aiMessages.toastRemoveFailed, false),
    }),
  );
  const parsed = parseStudyGuide(props.text);
  const streaming = props.progress !== null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">
            {props.title}
            {saved ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">Saved</span> : null}
          </h2>
          {props.providerLabel ? <ProviderNote label={props.providerLabel} /> : null}
        </div>
        <div className="flex gap-2">
          {!streaming && props.topic ? (
            saved ? (
              <button type="button" disabled={remove.isPending} onClick={() => props.guideId && remove.mutate({ id: props.guideId })} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800">
                Remove
              </button>
            ) : (
              <button
                type="button"
                disabled={save.isPending}
                // Without an id the server could not keep the guide, so there is nothing to save.
                onClick={() => (props.guideId ? save.mutate({ id: props.guideId }) : props.notify(aiMessages.toastSaveFailed, false))}
                className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-700 disabled:opacity-60"
              >
                Save Guide
              </button>
            )
          ) : null}
          <button type="button" onClick={props.onNew} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800">
            Generate New
          </button>
        </div>
      </div>
      {props.notice ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          {props.notice.message}
        </p>
      ) : null}
      {props.progress ? <GuideProgress sections={props.progress.sections} done={props.progress.done} /> : null}
      <div className={streaming ? "" : "grid gap-6 lg:grid-cols-[1fr_22rem]"}>
        <GuideView guide={parsed} sources={props.sources} text={props.text} />
        {!streaming && props.topic ? <GuideChat guideKey={props.id} topic={props.topic} subtopic={props.subtopic} /> : null}
      </div>
    </div>
  );
}
