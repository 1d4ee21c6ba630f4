// Turns whatever a provider threw into one failure kind (timeout, network, upstream, configuration,
// malformed, other), each with its own message for the user.
import { APICallError, LoadAPIKeyError } from "ai";
import type { AiFailureKind } from "../../shared/ai.ts";

export class AiTimeout extends Error {
  constructor(ms: number) {
    super(`Edge function timeout after ${ms} ms`);
    this.name = "AiTimeout";
  }
}

export class MalformedOutput extends Error {
  constructor(detail: string) {
    super(`Malformed model output: ${detail}`);
    this.name = "MalformedOutput";
  }
}

export function classifyFailure(error: unknown): AiFailureKind {
  if (error instanceof AiTimeout) return "timeout";
  if (error instanceof MalformedOutput) return "malformed";
  if (error instanceof LoadAPIKeyError) return "configuration";
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 401 || error.statusCode === 403) return "configuration";
    if (/failed to fetch/i.test(`${error.message} ${error.responseBody ?? ""}`)) return "upstream";
    if (error.statusCode === undefined) return "network";
    return "other";
  }
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return "network";
  // workerd reports an unreachable host as a plain Error.
  if (error instanceof Error && /failed to fetch|network|connection (lost|refused)/i.test(error.message)) return "network";
  return "other";
}

/** Workers AI's binding reports a full data centre as a plain Error, e.g. "3040: Capacity temporarily exceeded". */
const WORKERS_AI_CAPACITY = /\b3040\s*:|capacity temporarily exceeded|out of capacity/i;

/**
 * A provider failure that may pass on a second try: what the provider marks retryable (HTTP 408,
 * 409, 429 and 5xx; workers-ai-provider turns the binding's known capacity codes into a 429), and
 * Workers AI capacity errors that arrive without a status. Refusals (400, 401, 403) are final.
 */
export function isRetryableProviderError(error: unknown): boolean {
  if (APICallError.isInstance(error)) return error.isRetryable || WORKERS_AI_CAPACITY.test(error.message);
  return error instanceof Error && WORKERS_AI_CAPACITY.test(error.message);
}

/** A busy provider gets one more try after a short pause, then the task's fallback is used. */
export const CAPACITY_RETRY = { retries: 1, delayMs: 1_000 } as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long a call may take, and how often a timed-out call is tried again (`attempts` in all,
 * `retryDelayMs` apart); `capacityRetryDelayMs` overrides the pause before a busy provider's retry.
 * Tests shorten them.
 */
export type AiLimits = { timeoutMs: number; attempts: number; retryDelayMs: number; capacityRetryDelayMs?: number };
export const GUIDE_LIMITS: AiLimits = { timeoutMs: 60_000, attempts: 3, retryDelayMs: 1_000 };
export const CHAT_LIMITS: AiLimits = { timeoutMs: 60_000, attempts: 1, retryDelayMs: 0 };

/**
 * Whether a failed call is tried again, and after what pause: a timeout until `attempts` calls were
 * made, a busy provider once (CAPACITY_RETRY), anything else never. A stream asks only while nothing
 * was sent yet.
 */
export function retryPolicy(limits: AiLimits): (error: unknown) => number | null {
  let timeouts = 0;
  let capacityRetries = 0;
  return (error) => {
    if (error instanceof AiTimeout) return ++timeouts < limits.attempts ? limits.retryDelayMs : null;
    if (isRetryableProviderError(error) && capacityRetries++ < CAPACITY_RETRY.retries) {
      return limits.capacityRetryDelayMs ?? CAPACITY_RETRY.delayMs;
    }
    return null;
  };
}
