import type { Chat } from "@ai-sdk/react";
import { useChat } from "@ai-sdk/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { aiMessages } from "../../../shared/ai.ts";
import { aiErrorMessage, readAnswer, type AnswerMessage } from "./answer.ts";
import { Markdown } from "./Markdown.tsx";
import { ProviderNote, SourceList } from "./Sources.tsx";

const timeOf = (m: AnswerMessage) => (m.metadata as { at?: number } | undefined)?.at;

/** A conversation with the tutor: streamed, cited replies; Enter sends, Shift+Enter starts a new line. */
export function ChatThread({ chat, greeting, label }: { chat: Chat<AnswerMessage>; greeting: string; label: string }) {
  const { messages, sendMessage, status, error } = useChat({ chat });
  const [input, setInput] = useState("");
  const pending = status === "submitted" || status === "streaming";
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages, status]);

  function send(e?: FormEvent) {
    e?.preventDefault();
    const text = input.trim();
    if (!text || pending) return;
    setInput("");
    void sendMessage({ text, metadata: { at: Date.now() } });
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  }

  const last = messages.at(-1);
  const waiting = pending && (last?.role === "user" || !readAnswer(last).text);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite" aria-label={label} role="log">
        <BotBubble>
          <p>{greeting}</p>
        </BotBubble>
        {messages.map((m) => {
          if (m.role === "user") {
            const text = m.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
            return (
              <div key={m.id} className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-teal-700 px-3 py-2 text-sm text-white">
                <p className="whitespace-pre-wrap">{text}</p>
                {timeOf(m) ? <p className="mt-1 text-right text-[10px] text-teal-100">{new Date(timeOf(m)!).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}</p> : null}
              </div>
            );
          }
          const answer = readAnswer(m);
          if (!answer.text) return null;
          return (
            <BotBubble key={m.id}>
              <div data-testid="bot-answer">
                <Markdown text={answer.text} sources={answer.context?.sources} />
              </div>
              {answer.context && !answer.notice ? <SourceList sources={answer.context.sources} text={answer.text} /> : null}
              {answer.context ? (
                <div className="mt-2">
                  <ProviderNote label={answer.context.provider.label} />
                </div>
              ) : null}
            </BotBubble>
          );
        })}
        {waiting ? (
          <BotBubble>
            <p className="animate-pulse text-slate-500 dark:text-slate-400">Thinking...</p>
          </BotBubble>
        ) : null}
        {error && !pending ? (
          <BotBubble>
            <p role="alert">{aiErrorMessage(error, aiMessages.chatFailure)}</p>
          </BotBubble>
        ) : null}
        <div ref={end} />
      </div>
      <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 p-2 dark:border-slate-800">
        <label className="sr-only" htmlFor={`${chat.id}-input`}>
          Your question
        </label>
        <textarea
          id={`${chat.id}-input`}
          rows={1}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={2000}
          placeholder="Ask about a drug, condition or concept..."
          className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-teal-500 focus:outline-none focus:ring-2 focus:ring-teal-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        <button
          type="submit"
          disabled={!input.trim() || pending}
          className="rounded-lg bg-teal-700 px-3 py-2 text-sm font-semibold text-white hover:bg-teal-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Send
        </button>
      </form>
    </div>
  );
}

function BotBubble({ children }: { children: React.ReactNode }) {
  return (
    <div className="max-w-[92%] rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      {children}
    </div>
  );
}
