import { useEffect, useRef } from "react";
import { ChatThread } from "../../components/ai/ChatThread.tsx";
import { tutorChat } from "../../components/ai/tutor-chat.ts";

export default function TutorPanel({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector("textarea")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label="AI Tutor"
      className="fixed inset-x-2 bottom-20 z-40 flex h-[70vh] max-h-[600px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-[400px] dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between bg-teal-700 px-4 py-3 text-white">
        <h2 className="font-semibold">AI Tutor</h2>
        <button type="button" onClick={onClose} aria-label="Close tutor" className="rounded p-1 hover:bg-teal-700">
          ✕
        </button>
      </div>
      <ChatThread
        chat={tutorChat()}
        label="Tutor conversation"
        greeting="Hi! I'm your AI tutor. Ask me anything about anesthesia: drugs, physiology, equipment or clinical scenarios. I answer from our study library and cite my sources."
      />
    </div>
  );
}
