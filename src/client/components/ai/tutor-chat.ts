// The floating tutor's conversation lives for the browser session: it survives closing the panel,
// moving between pages and reloading the tab, and is gone when the tab closes.
import { Chat } from "@ai-sdk/react";
import type { AnswerMessage } from "./answer.ts";
import { chatTransport } from "./transport.ts";

const KEY = "tutorConversation";
let chat: Chat<AnswerMessage> | null = null;

function restore(): AnswerMessage[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as AnswerMessage[];
    return Array.isArray(saved) ? saved : [];
  } catch {
    return [];
  }
}

export function tutorChat(): Chat<AnswerMessage> {
  chat ??= new Chat<AnswerMessage>({
    id: "tutor",
    messages: restore(),
    transport: chatTransport(),
    onFinish: ({ messages }) => sessionStorage.setItem(KEY, JSON.stringify(messages.slice(-40))),
  });
  return chat;
}

/** Signing out must not leave one user's conversation for the next. */
export function forgetTutorChat() {
  sessionStorage.removeItem(KEY);
  chat = null;
}
