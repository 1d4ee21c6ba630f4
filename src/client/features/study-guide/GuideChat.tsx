import { Chat } from "@ai-sdk/react";
import { useState } from "react";
import type { AnswerMessage } from "../../components/ai/answer.ts";
import { chatTransport } from "../../components/ai/transport.ts";
import { ChatThread } from "../../components/ai/ChatThread.tsx";

/** The sticky 'AI Study Assistant' beside a guide: the tutor, told which topic is being studied. */
export function GuideChat({ guideKey, topic, subtopic }: { guideKey: string; topic: string; subtopic: string }) {
  const [open, setOpen] = useState(true);
  const [chat] = useState(() => new Chat<AnswerMessage>({ id: `guide-${guideKey}`, transport: chatTransport(() => `Current study topic: ${topic}: ${subtopic}`) }));
  return (
    <aside aria-label="AI Study Assistant" className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="font-semibold">AI Study Assistant</h2>
        <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open} className="text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300">
          {open ? "Hide" : "Show"}
        </button>
      </div>
      {open ? (
        <div className="flex h-[26rem] flex-col lg:h-[32rem]">
          <ChatThread chat={chat} label="Study assistant conversation" greeting={`Hi! I'm here to help you master ${subtopic}. Ask me anything about this guide or the topic.`} />
        </div>
      ) : null}
    </aside>
  );
}
