// Non-streamed model calls that must return data (flashcards, adaptive questions): the model writes
// JSON, we pull it out of the text and validate it; anything else is a failure the caller falls
// back from.
import { generateText } from "ai";
import type { AiFailureKind } from "../../shared/ai.ts";
import { AiTimeout, classifyFailure, MalformedOutput } from "./failures.ts";
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

export async function generateValidated<T>(
  ai: Ai,
  opts: {
    system: string;
    prompt: string;
    timeoutMs?: number;
    /** Returns the validated value, or null when the data does not meet the rules. */
    validate: (data: unknown) => T | null;
  },
): Promise<GenerateResult<T>> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AiTimeout(timeoutMs)), timeoutMs);
  try {
    const { text } = await generateText({
      model: ai.model,
      system: opts.system,
      prompt: opts.prompt,
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const value = opts.validate(extractJson(text));
    if (value === null) throw new MalformedOutput("the data broke the rules");
    return { ok: true, value };
  } catch (error) {
    const cause = controller.signal.aborted ? new AiTimeout(timeoutMs) : error;
    const kind = classifyFailure(cause);
    console.warn(`AI ${ai.provider.kind} generate failed (${kind}):`, cause instanceof Error ? cause.message : cause);
    return { ok: false, kind, error: cause };
  } finally {
    clearTimeout(timer);
  }
}
