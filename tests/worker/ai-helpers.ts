// Reading AI SDK UI message streams in tests, and model doubles that are as strict as real providers:
// a mock language model (on the SDK's MockLanguageModelV4) and a fake Workers AI binding.
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { APICallError, simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { ProviderInfo } from "../../src/shared/ai.ts";
import type { Ai } from "../../src/worker/ai/provider.ts";
import { createApp } from "../../src/worker/app.ts";

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
/** The stream's notice (a failure and its fallback), if any. */
export const noticeOf = (parts: StreamPart[]) => parts.find((p) => p.type === "data-notice")?.data;
/** The stream's context part: the provider and the sources. */
export const contextOf = (parts: StreamPart[]) => parts.find((p) => p.type === "data-context")?.data;

export function textAfterNotice(parts: StreamPart[]): string {
  let text = "";
  for (const p of parts) {
    if (p.type === "data-notice" && p.data.fallback) text = "";
    if (p.type === "text-delta") text += p.delta;
  }
  return text;
}

// ---------------------------------------------------------------- output tokens

/** The mocks count one output token per word (with its trailing whitespace). */
const words = (text: string) => text.match(/\s*\S+\s*/g) ?? [];
export const countTokens = (text: string) => words(text).length;

/** The first `budget` tokens of the pieces, and whether anything was cut. */
function cutPieces(pieces: string[], budget: number): { pieces: string[]; tokens: number; cut: boolean } {
  const kept: string[] = [];
  let tokens = 0;
  for (const piece of pieces) {
    const pieceWords = words(piece);
    if (tokens + pieceWords.length > budget) {
      const room = budget - tokens;
      if (room > 0) kept.push(pieceWords.slice(0, room).join(""));
      return { pieces: kept, tokens: budget, cut: true };
    }
    kept.push(piece);
    tokens += pieceWords.length;
  }
  return { pieces: kept, tokens, cut: false };
}

/**
 * The call's output budget. A call without one fails the running test (a real provider would cut
 * the answer at its own default, e.g. Workers AI's 256 tokens) and is refused.
 */
function requireBudget(options: LanguageModelV4CallOptions): number {
  const budget = options.maxOutputTokens;
  expect.soft(budget, "every model call must pass maxOutputTokens").toBeTypeOf("number");
  if (typeof budget !== "number") throw new Error("mock model: called without maxOutputTokens");
  return budget;
}

const usage = (outputTokens: number) => ({
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
});
const finishReason = (cut: boolean) => (cut ? { unified: "length" as const, raw: "length" } : { unified: "stop" as const, raw: "stop" });

// ---------------------------------------------------------------- the mock model

/** One reply: a text (streamed in these pieces when a list), or an error the provider throws. */
export type MockReply = string | string[] | Error;

const mockProvider: ProviderInfo = { kind: "openai-compatible", label: "Mock model", model: "mock" };

/**
 * A hosted model that plays `replies` in order, one per call (the last one repeats), through both
 * doGenerate and doStream. Like a real provider it requires an output budget, cuts its output at
 * `maxOutputTokens` (reporting finish reason "length") and reports its usage.
 * `structuredOutput` says whether the app may send it a JSON schema as the response format.
 */
export function mockModel(
  replies: MockReply[],
  opts: { structuredOutput?: boolean; delayMs?: number; provider?: ProviderInfo } = {},
): { ai: Ai; model: MockLanguageModelV4 } {
  const replyFor = (call: number) => replies[Math.min(call, replies.length - 1)]!;
  let calls = 0;
  const next = (options: LanguageModelV4CallOptions) => {
    const budget = requireBudget(options);
    const reply = replyFor(calls++);
    if (reply instanceof Error) throw reply;
    return cutPieces(typeof reply === "string" ? [reply] : reply, budget);
  };
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      const out = next(options);
      return { content: [{ type: "text", text: out.pieces.join("") }], finishReason: finishReason(out.cut), usage: usage(out.tokens), warnings: [] };
    },
    doStream: async (options) => {
      const out = next(options);
      return {
        stream: simulateReadableStream<LanguageModelV4StreamPart>({
          chunks: [
            { type: "text-start", id: "1" },
            ...out.pieces.map((delta) => ({ type: "text-delta", id: "1", delta }) as LanguageModelV4StreamPart),
            { type: "text-end", id: "1" },
            { type: "finish", finishReason: finishReason(out.cut), usage: usage(out.tokens) },
          ],
          chunkDelayInMs: opts.delayMs ?? 5,
        }),
      };
    },
  });
  return { ai: { model, provider: opts.provider ?? mockProvider, structuredOutput: opts.structuredOutput ?? false }, model };
}

/** A model that streams the given text in pieces, `delayMs` apart. */
export function streamingModel(pieces: string[], delayMs = 5): { ai: Ai; model: MockLanguageModelV4 } {
  return mockModel([pieces], { delayMs });
}

/** A model that never answers until aborted (a hung upstream). */
export function hangingModel(): { ai: Ai; model: MockLanguageModelV4 } {
  const model = new MockLanguageModelV4({
    doStream: (options) => {
      requireBudget(options);
      const { abortSignal } = options;
      return new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(abortSignal.reason), { once: true }));
    },
  });
  return { ai: { model, provider: mockProvider, structuredOutput: false }, model };
}

/** An error as the provider's HTTP layer reports it; the SDK marks 408, 409, 429 and 5xx retryable. */
export const httpError = (statusCode: number, message = `HTTP ${statusCode}`) =>
  new APICallError({ message, url: "https://llm.test/v1/chat", requestBodyValues: {}, statusCode, responseBody: "{}" });

/** A provider that answers HTTP 500. */
export function failingModel(): { ai: Ai; model: MockLanguageModelV4 } {
  return mockModel([httpError(500, "Internal Server Error")]);
}

/** A stream that sends some text, then breaks with `error` (a dropped connection by default). */
export function brokenStreamModel(error: unknown = new Error("connection reset")): { ai: Ai; model: MockLanguageModelV4 } {
  const model = new MockLanguageModelV4({
    doStream: async (options) => {
      requireBudget(options);
      return {
        stream: simulateReadableStream<LanguageModelV4StreamPart>({
          chunks: [
            { type: "text-start", id: "1" },
            { type: "text-delta", id: "1", delta: "## Overview\n\nThe first half of a" },
            { type: "error", error },
          ],
          chunkDelayInMs: 5,
        }),
      };
    },
  });
  return { ai: { model, provider: mockProvider, structuredOutput: false }, model };
}

/** A stream whose provider reports it ended without finishing (Workers AI: an SSE stream with no [DONE]). */
export function unfinishedStreamModel(text: string): { ai: Ai; model: MockLanguageModelV4 } {
  const model = new MockLanguageModelV4({
    doStream: async (options) => {
      requireBudget(options);
      return {
        stream: simulateReadableStream<LanguageModelV4StreamPart>({
          chunks: [
            { type: "text-start", id: "1" },
            { type: "text-delta", id: "1", delta: text },
            { type: "text-end", id: "1" },
            { type: "finish", finishReason: { unified: "error", raw: "stream-truncated" }, usage: usage(countTokens(text)) },
          ],
          chunkDelayInMs: 5,
        }),
      };
    },
  });
  return { ai: { model, provider: mockProvider, structuredOutput: false }, model };
}

export const WELL_FORMED_GUIDE = [
  "## Overview\n\nPropofol is a ",
  "GABA-A agonist [1].\n\n",
  "## Clinical Review Points\n\n- Induction dose 1.5-2.5 mg/kg [1]\n- Causes hypotension [1]\n\n",
  "## Clinical Scenarios\n\n- An elderly patient becomes hypotensive after induction [1]\n\n",
  "## Practice Questions\n\n### Question 1\nTrue or false: propofol is an opioid.\n\n**Answer:** False [1]",
];

// ---------------------------------------------------------------- a fake Workers AI binding

/** Workers AI's own output limit when a request names none. */
export const WORKERS_AI_DEFAULT_MAX_TOKENS = 256;

export type BindingCall = { model: string; inputs: Record<string, any> };
/** One binding reply: text, a JSON value (answered as JSON mode does), or what the binding throws. */
export type BindingReply = string | Record<string, unknown> | Error;

/**
 * Stands in for `env.AI` as workers-ai-provider drives it: `run(model, inputs)` answers in the
 * binding's own format (`{ response, usage }`, or an SSE stream when `stream` is set), cuts the
 * output at `max_tokens` (256 when absent, as Workers AI does) and, like older Workers AI models,
 * reports only the usage, no finish reason. Replies are played in order, the last one repeating.
 */
export function fakeWorkersAi(replies: BindingReply[]) {
  const list = replies;
  const calls: BindingCall[] = [];
  const binding = {
    async run(model: string, inputs: Record<string, any>) {
      calls.push({ model, inputs });
      const reply = list[Math.min(calls.length - 1, list.length - 1)]!;
      if (reply instanceof Error) throw reply;
      const text = typeof reply === "string" ? reply : JSON.stringify(reply);
      const out = cutPieces([text], inputs.max_tokens ?? WORKERS_AI_DEFAULT_MAX_TOKENS);
      const answer = out.pieces.join("");
      const tokenUsage = { prompt_tokens: 100, completion_tokens: out.tokens, total_tokens: 100 + out.tokens };
      if (inputs.stream) return sseStream(words(answer), tokenUsage);
      // JSON mode answers the parsed object; a reply cut short can only be text.
      const response = typeof reply !== "string" && inputs.response_format && !out.cut ? reply : answer;
      return { response, usage: tokenUsage };
    },
  };
  return { binding, calls };
}

function sseStream(pieces: string[], usage: Record<string, number>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const events = [...pieces.map((response) => ({ response })), { response: "", usage }].map((e) => `data: ${JSON.stringify(e)}\n\n`);
  events.push("data: [DONE]\n\n");
  return new ReadableStream({
    start(controller) {
      for (const e of events) controller.enqueue(encoder.encode(e));
      controller.close();
    },
  });
}

/** The error Workers AI's binding throws when no data centre has room for the model. */
export const workersAiCapacityError = () => new Error("3040: Capacity temporarily exceeded, please try again.");

