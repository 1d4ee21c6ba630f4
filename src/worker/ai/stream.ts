// One streamed answer as an AI SDK UI message stream: a `data-context` part (provider and sources),
// the model's text as it arrives, and, when the model fails (timeout after the allowed attempts,
// provider error, broken stream, answer cut off at its output budget, malformed result), a
// `data-notice` part followed by the fallback text. A job that keeps its answers stores the text
// the user was shown and ends with a `data-stored` part naming it. Failures never escape as
// unhandled errors.
import { createUIMessageStream, createUIMessageStreamResponse, streamText, type ModelMessage } from "ai";
import {
  AI_OUTPUT_TOKENS,
  wasCutOff,
  type AiFailureKind,
  type AnswerContext,
  type AnswerNotice,
  type Source,
  type StoredAnswer,
} from "../../shared/ai.ts";
import { chunkText } from "./offline/model.ts";
import { AiTimeout, classifyFailure, MalformedOutput, retryPolicy, sleep, type AiLimits } from "./failures.ts";
import type { Ai } from "./provider.ts";

export type StreamJob = {
  task: "guide" | "chat";
  ai: Ai;
  system: string;
  messages: ModelMessage[];
  sources: Source[];
  guide?: AnswerContext["guide"];
  limits: AiLimits;
  /** Checks the finished text; a false result counts as malformed output. */
  accept?: (text: string) => boolean;
  /** What to say, and what to show instead, when the model fails. */
  onFailure: (kind: AiFailureKind) => { message: string; fallbackText?: string };
  /**
   * Stores the finished answer and returns its id. Called once, with exactly the text the client
   * was sent: the model's text when it succeeded and passed `accept`, else the fallback text
   * (`fallback: true`); never with a rejected or partial model answer, nor when nothing was sent.
   */
  keep?: (answer: { text: string; fallback: boolean }) => Promise<string>;
};

type Attempt = { ok: true; text: string } | { ok: false; error: unknown; streamed: boolean };

export function streamAnswer(job: StreamJob): Response {
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const keep = async (text: string, fallback: boolean) => {
        if (!job.keep) return;
        try {
          writer.write({ type: "data-stored", data: { id: await job.keep({ text, fallback }) } satisfies StoredAnswer });
        } catch (error) {
          // The answer has been read already; it only cannot be saved, and the client says so if asked.
          console.warn(`AI ${job.task} answer not kept:`, error instanceof Error ? error.message : error);
        }
      };
      writer.write({ type: "data-context", data: { provider: job.ai.provider, sources: job.sources, guide: job.guide } satisfies AnswerContext });
      let partCounter = 0;
      let outcome: Attempt;
      const nextTry = retryPolicy(job.limits);
      for (;;) {
        const textId = `text-${partCounter++}`;
        outcome = await runAttempt(job, (delta, first) => {
          if (first) writer.write({ type: "text-start", id: textId });
          writer.write({ type: "text-delta", id: textId, delta });
        });
        // Once text has reached the client, a second try would show two answers: fall back instead.
        if (outcome.ok || outcome.streamed) {
          writer.write({ type: "text-end", id: textId });
          break;
        }
        const pauseMs = nextTry(outcome.error);
        if (pauseMs === null) break;
        await sleep(pauseMs);
      }

      if (outcome.ok && (!job.accept || job.accept(outcome.text))) {
        await keep(outcome.text, false);
        return;
      }
      const error = outcome.ok ? new MalformedOutput("the answer did not have the expected form") : outcome.error;
      const kind = classifyFailure(error);
      console.warn(`AI ${job.ai.provider.kind} failed (${kind}):`, error instanceof Error ? error.message : error);
      const { message, fallbackText } = job.onFailure(kind);
      writer.write({ type: "data-notice", data: { kind, message, fallback: Boolean(fallbackText) } satisfies AnswerNotice });
      if (fallbackText) {
        const id = `text-${partCounter++}`;
        const deltas = chunkText(fallbackText, 12);
        writer.write({ type: "text-start", id });
        for (const delta of deltas) writer.write({ type: "text-delta", id, delta });
        writer.write({ type: "text-end", id });
        await keep(deltas.join(""), true);
      }
    },
    onError: () => job.onFailure("other").message,
  });
  // identity: compression would buffer the stream and deliver it all at once.
  return createUIMessageStreamResponse({ stream, headers: { "Content-Encoding": "identity", "Cache-Control": "no-store" } });
}

/**
 * One call of the model. The time limit is on silence, not on the whole answer: it runs until the
 * first text and again after every piece, so a model that keeps writing a long guide is never cut
 * off by the clock, while one that stalls (before or during the answer) times out.
 */
async function runAttempt(job: StreamJob, emit: (delta: string, first: boolean) => void): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new AiTimeout(job.limits.timeoutMs));
    }, job.limits.timeoutMs);
  };
  armTimer();
  let text = "";
  const budget = AI_OUTPUT_TOKENS[job.task];
  try {
    const result = streamText({
      model: job.ai.model,
      system: job.system,
      messages: job.messages,
      maxOutputTokens: budget,
      // Retries are ours (retryPolicy): one for a busy provider, and never after text was streamed.
      maxRetries: 0,
      abortSignal: controller.signal,
      // The failure is logged once, classified, by streamAnswer (the SDK's default logs whole errors).
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        armTimer();
        emit(part.text, text.length === 0);
        text += part.text;
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw new AiTimeout(job.limits.timeoutMs);
      } else if (part.type === "finish" && wasCutOff(part.finishReason, part.totalUsage.outputTokens, budget)) {
        throw new MalformedOutput(`cut off at the ${budget}-token output limit`);
      }
    }
    if (timedOut) throw new AiTimeout(job.limits.timeoutMs);
    if (!text.trim()) throw new MalformedOutput("empty answer");
    return { ok: true, text };
  } catch (error) {
    return { ok: false, error: timedOut ? new AiTimeout(job.limits.timeoutMs) : error, streamed: text.length > 0 };
  } finally {
    clearTimeout(timer);
  }
}
