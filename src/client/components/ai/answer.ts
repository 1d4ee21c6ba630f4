// Reads a streamed answer (an AI SDK UI message) back into what the screens show: who answered,
// the sources, a failure notice, the text the user should read, and the id the server kept it under.
import type { UIMessage } from "ai";
import type { AnswerContext, AnswerNotice, StoredAnswer } from "../../../shared/ai.ts";

export type AnswerMessage = UIMessage<unknown, { context: AnswerContext; notice: AnswerNotice; stored: StoredAnswer }>;

export type Answer = { context: AnswerContext | null; notice: AnswerNotice | null; text: string; stored: StoredAnswer | null };

export function readAnswer(message: AnswerMessage | undefined): Answer {
  let context: AnswerContext | null = null;
  let notice: AnswerNotice | null = null;
  let stored: StoredAnswer | null = null;
  let text = "";
  for (const part of message?.parts ?? []) {
    if (part.type === "data-context") context = part.data;
    else if (part.type === "data-notice") {
      notice = part.data;
      // A fallback replaces whatever the model managed to stream before it failed.
      if (part.data.fallback) text = "";
    } else if (part.type === "data-stored") stored = part.data;
    else if (part.type === "text") text += part.text;
  }
  return { context, notice, text, stored };
}

/** The user-facing message of a refused or failed AI request (the server sends { error: { message } }). */
export function aiErrorMessage(error: Error | undefined, fallback: string): string {
  if (!error) return fallback;
  try {
    const parsed = JSON.parse(error.message) as { error?: { message?: string } };
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // not JSON: a network failure
  }
  return fallback;
}
