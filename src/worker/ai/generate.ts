// Non-streamed model calls that must return data (flashcards, adaptive questions). Providers with
// structured output get the JSON schema as the response format; the others are asked for JSON in
// the prompt and it is pulled out of their text. Either way the caller's rules validate the data,
// and anything else is a failure the caller falls back from.
import { generateText, NoObjectGeneratedError, Output, type FlexibleSchema, type LanguageModelUsage } from "ai";
import { AI_OUTPUT_TOKENS, wasCutOff, type AiFailureKind } from "../../shared/ai.ts";
import { AiTimeout, classifyFailure, isRetryableProviderError, MalformedOutput, retryPolicy, sleep } from "./failures.ts";
import type { Ai } from "./provider.ts";

export type GenerateResult<T> = { ok: true; value: T } | { ok: false; kind: AiFailureKind; error: unknown };

/** The first JSON object or array in a model's reply (models like to wrap JSON in prose or code fences). */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1];
  const candidate = fenced ?? text;
  const start = candidate.search(/[[{]/);
  if (start < 0) throw new MalformedOutput("no JSON in the reply");
  const open = candidate[start]!;
  const end = candidate.lastIndexOf(open === "{" ? "}" : "]");
  if (end < start) throw new MalformedOutput("unterminated JSON");
  try {
    return JSON.parse(candidate.slice(start, end + 1));
  } catch {
    throw new MalformedOutput("invalid JSON");
  }
}

const GENERATE_TIMEOUT_MS = 60_000;

export type GenerateJob<T> = {
  task: "flashcards" | "adaptive";
  system: string;
  prompt: string;
  /** The shape of the JSON the prompt asks for, sent as the response format where supported. */
  schema: FlexibleSchema<unknown>;
  timeoutMs?: number;
  /** Tests shorten the pause before a busy provider's retry. */
  capacityRetryDelayMs?: number;
  /** Returns the validated value, or null when the data does not meet the rules. */
  validate: (data: unknown) => T | null;
};

/** One call, and the same retries as a stream: a busy provider once more, a timeout not again. */
export async function generateValidated<T>(ai: Ai, job: GenerateJob<T>): Promise<GenerateResult<T>> {
  const nextTry = retryPolicy({ timeoutMs: job.timeoutMs ?? GENERATE_TIMEOUT_MS, attempts: 1, retryDelayMs: 0, capacityRetryDelayMs: job.capacityRetryDelayMs });
  for (;;) {
    const attempt = await generateOnce(ai, job);
    if (attempt.ok) return attempt;
    const pause = nextTry(attempt.error);
    if (pause !== null) {
      console.warn(`AI ${ai.provider.kind} busy, trying once more:`, errorText(attempt.error));
      await sleep(pause);
      continue;
    }
    const kind = classifyFailure(attempt.error);
    console.warn(`AI ${ai.provider.kind} generate failed (${kind}):`, errorText(attempt.error));
    return { ok: false, kind, error: attempt.error };
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : error);

async function generateOnce<T>(ai: Ai, job: GenerateJob<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  const timeoutMs = job.timeoutMs ?? GENERATE_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AiTimeout(timeoutMs)), timeoutMs);
  try {
    const value = job.validate(await replyData(ai, job, controller.signal));
    if (value === null) throw new MalformedOutput("the data broke the rules");
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: controller.signal.aborted ? new AiTimeout(timeoutMs) : error };
  } finally {
    clearTimeout(timer);
  }
}

/** An error about the response format itself ("JSON Mode couldn't be met", an unsupported response_format). */
const refusedJsonFormat = (error: unknown) =>
  !isRetryableProviderError(error) && !(error instanceof MalformedOutput) && /json|schema|response.?format/i.test(String(errorText(error)));

/** The reply's data, unvalidated; throws when there is none or the reply was cut off. */
async function replyData(ai: Ai, job: GenerateJob<unknown>, abortSignal: AbortSignal): Promise<unknown> {
  const budget = AI_OUTPUT_TOKENS[job.task];
  const call = { model: ai.model, system: job.system, prompt: job.prompt, maxOutputTokens: budget, maxRetries: 0, abortSignal };
  const complete = (finishReason: string | undefined, usage: LanguageModelUsage | undefined) => {
    if (wasCutOff(finishReason, usage?.outputTokens, budget)) throw new MalformedOutput(`cut off at the ${budget}-token output limit`);
  };
  const asText = async () => {
    const { text, finishReason, usage } = await generateText(call);
    complete(finishReason, usage);
    return extractJson(text);
  };

  if (!ai.structuredOutput) return asText();
  try {
    const result = await generateText({ ...call, output: Output.object({ schema: job.schema }) });
    complete(result.finishReason, result.usage);
    return result.output;
  } catch (error) {
    // The model ignored the format (prose or a code fence around the JSON) or strayed from the
    // schema: its text is still read, and the caller's rules decide what is usable.
    if (NoObjectGeneratedError.isInstance(error) && error.text) {
      complete(error.finishReason, error.usage);
      return extractJson(error.text);
    }
    // The model refused the JSON-schema format itself (not every Workers AI model has a JSON mode):
    // ask once more as plain text. Busy providers, cut-off answers and timeouts keep their own rules.
    if (abortSignal.aborted || !refusedJsonFormat(error)) throw error;
    console.warn(`AI ${ai.provider.kind} refused the JSON format, asking for text:`, errorText(error));
    return asText();
  }
}
