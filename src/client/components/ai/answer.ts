// Reads a streamed answer (an AI SDK UI message) back into what the screens show: who answered,
// the sources, a failure notice, and the text the user should read.
import type { UIMessage } from "ai";
import type { AnswerContext, AnswerNotice } from "../../../shared/ai.ts";

export type AnswerMessage = UIMessage<unknown, { context: AnswerContext; notice: AnswerNotice }>;

export type Answer = { context: AnswerContext | null; notice: AnswerNotice | null; text: string };

export function readAnswer(message: AnswerMessage | undefined): Answer {
  let context: AnswerContext | null = null;
  let notice: AnswerNotice | null = null;
  let text = "";
  for (const part of message?.parts ?? []) {
    if (part.type === "data-context") context = part.data;
    else if (part.type === "data-notice") {
      notice = part.data;
      // A fallback replaces whatever the model managed to stream before it failed.
      if (part.data.fallback) text = "";
    } else if (part.type === "text") text += part.text;
  }
  return { context, notice, text };
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
