// Reading AI SDK UI message streams in tests, and model doubles built on the SDK's own mock model.
import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { APICallError, simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import type { ProviderInfo } from "../../src/shared/ai.ts";
import type { Ai } from "../../src/worker/ai/provider.ts";

export type StreamPart = { type: string; delta?: string; data?: any };

/** Reads a streamed response, keeping how many network chunks it arrived in. */
export async function readStream(res: Response): Promise<{ parts: StreamPart[]; chunks: number; text: string }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = "";
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks += 1;
    raw += decoder.decode(value, { stream: true });
  }
  const parts = raw
    .split("\n")
    .filter((l) => l.startsWith("data: {"))
    .map((l) => JSON.parse(l.slice(6)) as StreamPart);
  return { parts, chunks, text: textAfterNotice(parts) };
}

/** What the client shows: text parts, where a fallback notice discards the text before it. */
export function textAfterNotice(parts: StreamPart[]): string {
  let text = "";
  for (const p of parts) {
    if (p.type === "data-notice" && p.data.fallback) text = "";
    if (p.type === "text-delta") text += p.delta;
  }
  return text;
}

const provider: ProviderInfo = { kind: "openai-compatible", label: "Mock model", model: "mock" };
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const finish = { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage } as LanguageModelV4StreamPart;

/** A model that streams the given text in pieces, `delayMs` apart. */
export function streamingModel(pieces: string[], delayMs = 5): { ai: Ai; model: MockLanguageModelV4 } {
  const model = new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream<LanguageModelV4StreamPart>({
        chunks: [
          { type: "text-start", id: "1" },
          ...pieces.map((delta) => ({ type: "text-delta", id: "1", delta }) as LanguageModelV4StreamPart),
          { type: "text-end", id: "1" },
          finish,
        ],
        chunkDelayInMs: delayMs,
      }),
    }),
  });
  return { ai: { model, provider }, model };
}

/** A model that never answers until aborted (a hung upstream). */
export function hangingModel(): { ai: Ai; model: MockLanguageModelV4 } {
  const model = new MockLanguageModelV4({
    doStream: ({ abortSignal }) =>
      new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(abortSignal.reason), { once: true })),
  });
  return { ai: { model, provider }, model };
}

/** A provider that answers HTTP 500. */
export function failingModel(): { ai: Ai; model: MockLanguageModelV4 } {
  const model = new MockLanguageModelV4({
    doStream: async () => {
      throw new APICallError({ message: "Internal Server Error", url: "https://llm.test/v1/chat", requestBodyValues: {}, statusCode: 500, responseBody: "{}" });
    },
  });
  return { ai: { model, provider }, model };
}

/** A stream that sends some text, then breaks. */
export function brokenStreamModel(): { ai: Ai; model: MockLanguageModelV4 } {
  const model = new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream<LanguageModelV4StreamPart>({
        chunks: [
          { type: "text-start", id: "1" },
          { type: "text-delta", id: "1", delta: "## Overview\n\nThe first half of a" },
          { type: "error", error: new Error("connection reset") },
        ],
        chunkDelayInMs: 5,
      }),
    }),
  });
  return { ai: { model, provider }, model };
}

export const WELL_FORMED_GUIDE = [
  "## Overview\n\nPropofol is a ",
  "GABA-A agonist [1].\n\n",
  "## Clinical Review Points\n\n- Induction dose 1.5-2.5 mg/kg [1]\n- Causes hypotension [1]\n\n",
  "## Clinical Scenarios\n\n- An elderly patient becomes hypotensive after induction [1]\n\n",
  "## Practice Questions\n\n### Question 1\nTrue or false: propofol is an opioid.\n\n**Answer:** False [1]",
];
