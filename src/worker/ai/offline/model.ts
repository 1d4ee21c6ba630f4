// The built-in offline provider: a real AI SDK language model (LanguageModelV4) that writes its
// answer from the sources in its prompt and streams it in small chunks, so every code path that
// serves a hosted model (streaming, citations, fallbacks) is the one `npm start` uses.
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { composeStudyGuide, composeTutorAnswer } from "./compose.ts";
import { parsePrompt } from "./parse.ts";

export const OFFLINE_MODEL_ID = "aa-offline-composer-1";

function compose(options: LanguageModelV4CallOptions): string {
  const parsed = parsePrompt(options.prompt);
  switch (parsed.task) {
    case "study-guide":
      return composeStudyGuide(parsed);
    case "tutor":
      return composeTutorAnswer(parsed);
    default:
      // Flashcards and adaptive questions come straight from the bank when no model is configured.
      throw new Error(`The offline provider does not handle the task '${parsed.task}'.`);
  }
}

/** Splits text into chunks of a few words, keeping the whitespace, as a model's tokens arrive. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(""));
  // Leading whitespace (e.g. a blank line before a heading) belongs to the first chunk.
  const lead = /^\s*/.exec(text)![0];
  if (lead && chunks.length) chunks[0] = lead + chunks[0];
  return chunks;
}

const usage = (text: string) => ({
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: Math.ceil(text.length / 4), text: Math.ceil(text.length / 4), reasoning: undefined },
});

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

export function createOfflineModel(opts: { chunkDelayMs?: number } = {}): LanguageModelV4 {
  const delay = opts.chunkDelayMs ?? 12;
  return {
    specificationVersion: "v4",
    provider: "offline",
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      const text = compose(options);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(text),
        warnings: [],
      };
    },
    async doStream(options) {
      const text = compose(options);
      const chunks = chunkText(text);
      const signal = options.abortSignal;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          try {
            controller.enqueue({ type: "stream-start", warnings: [] });
            controller.enqueue({ type: "text-start", id: "t0" });
            for (const delta of chunks) {
              if (delay > 0) await sleep(delay, signal);
              controller.enqueue({ type: "text-delta", id: "t0", delta });
            }
            controller.enqueue({ type: "text-end", id: "t0" });
            controller.enqueue({ type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: usage(text) });
            controller.close();
          } catch (error) {
            controller.enqueue({ type: "error", error });
            controller.close();
          }
        },
      });
      return { stream };
    },
  };
}
