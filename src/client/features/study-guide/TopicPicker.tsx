import { useState } from "react";
import { aiMessages } from "../../../shared/ai.ts";
import { isAnesthesiaTopic, type GuideRequest } from "../../../shared/study-guide.ts";
import { TAXONOMY } from "../../../shared/taxonomy.ts";
import { Tabs } from "../../components/Tabs.tsx";
import { inputClass } from "../../components/ui.ts";


/** 'Pre-defined Topics' (the taxonomy) or 'Custom Topic' (checked to be about anesthesia). */
export function TopicPicker({ onGenerate, busy }: { onGenerate: (req: GuideRequest) => void; busy: boolean }) {
  const [mode, setMode] = useState<"predefined" | "custom">("predefined");
  const [topicId, setTopicId] = useState(TAXONOMY[0]!.id);
  const [subtopicId, setSubtopicId] = useState<string | null>(null);
  const [custom, setCustom] = useState("");
  const customError = custom.trim() && !isAnesthesiaTopic(custom) ? aiMessages.invalidTopic : null;
  const topic = TAXONOMY.find((t) => t.id === topicId)!;
  const disabled = busy || (mode === "predefined" ? !subtopicId : !custom.trim() || Boolean(customError));

  function generate() {
    if (disabled) return;
    onGenerate(mode === "predefined" ? { mode, topicId, subtopicId: subtopicId! } : { mode, text: custom.trim() });
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" id="guide-generator">
      <h2 className="mb-3 text-xl font-semibold">Create a Study Guide</h2>
      <Tabs
        label="Topic source"
        active={mode}
        onChange={setMode}
        tabs={[
          { key: "predefined", label: "Pre-defined Topics" },
          { key: "custom", label: "Custom Topic" },
        ]}
      >
        {mode === "predefined" ? (
          <div className="grid gap-4 pt-4 md:grid-cols-[14rem_1fr]">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-300">Category</legend>
              <div className="flex flex-wrap gap-2 md:flex-col">
                {TAXONOMY.map((t) => (
                  <button
                    key={t.id}
                    type="button"
                    aria-pressed={t.id === topicId}
                    onClick={() => {
                      setTopicId(t.id);
                      setSubtopicId(null);
                    }}
                    className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm ${
                      t.id === topicId ? "bg-teal-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100"
                    }`}
                  >
                    {t.name}
                    <span className="text-xs opacity-80">{t.guideSubtopics.length} topics</span>
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-300">{topic.name} topics</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {topic.guideSubtopics.map((s) => (
                  <label
                    key={s.id}
                    className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
                      s.id === subtopicId ? "border-teal-600 bg-teal-50 dark:bg-teal-950/40" : "border-slate-200 dark:border-slate-700"
                    }`}
                  >
                    <input type="radio" name="subtopic" value={s.id} checked={s.id === subtopicId} onChange={() => setSubtopicId(s.id)} className="accent-teal-600" />
                    {s.name}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        ) : (
          <div className="pt-4">
            <label htmlFor="custom-topic" className="mb-1 block text-sm font-medium">
              Topic
            </label>
            <input
              id="custom-topic"
              className={inputClass}
              value={custom}
              maxLength={120}
              onChange={(e) => setCustom(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && generate()}
              placeholder="e.g. Sugammadex dosing, one-lung ventilation, pediatric airway"
              aria-invalid={Boolean(customError)}
              aria-describedby={customError ? "custom-topic-error" : undefined}
            />
            {customError ? (
              <p id="custom-topic-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
                {customError}
              </p>
            ) : null}
          </div>
        )}
      </Tabs>
      <div role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        AI can make mistakes. Double-check anything that looks inconsistent against the cited sources, and send feedback to our team from Profile &gt; Support.
      </div>
      <button
        type="button"
        onClick={generate}
        disabled={disabled}
        className="mt-4 inline-flex items-center justify-center rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-teal-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Generate Study Guide
      </button>
    </div>
  );
}
