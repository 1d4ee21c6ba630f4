import { DefaultChatTransport } from "ai";
import type { AnswerMessage } from "./answer.ts";

/** The tutor endpoint takes plain turns, not the SDK's message objects, plus an optional topic context. */
export function chatTransport(getContext: () => string | undefined = () => undefined) {
  return new DefaultChatTransport<AnswerMessage>({
    api: "/api/ai/chat",
    prepareSendMessagesRequest: ({ messages }) => ({
      body: {
        context: getContext(),
        messages: messages
          .map((m) => ({
            role: m.role === "user" ? "user" : "assistant",
            text: m.parts.map((p) => (p.type === "text" ? p.text : "")).join(""),
          }))
          .filter((m) => m.text.trim()),
      },
    }),
  });
}
