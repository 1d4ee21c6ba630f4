// Turns whatever a provider threw into one of the failure kinds of spec 001 section 8.
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Limits of spec 001 section 9; tests shorten them. */
export type AiLimits = { timeoutMs: number; attempts: number; retryDelayMs: number };
export const GUIDE_LIMITS: AiLimits = { timeoutMs: 60_000, attempts: 3, retryDelayMs: 1_000 };
export const CHAT_LIMITS: AiLimits = { timeoutMs: 60_000, attempts: 1, retryDelayMs: 0 };
