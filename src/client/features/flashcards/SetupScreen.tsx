import { aiMessages } from "../../../shared/ai.ts";
import {
  canStart,
  FLASHCARD_COUNTS,
  formatEstimatedStudyTime,
  formatNextReview,
  STUDY_MODE_LABELS,
  type FlashcardCount,
} from "../../../shared/flashcards.ts";
import { cardClass, inputClass, labelClass } from "../../components/ui.ts";
import { chipClass, linkButtonClass, smallPrimaryButtonClass } from "./styles.ts";
import type { Settings, SetupData } from "./types.ts";
import { DIFFICULTY_SETTINGS } from "../../../shared/vocab.ts";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const MODES: { mode: Settings["mode"]; help: string }[] = [
  { mode: "adaptive", help: "Cards from the topics you choose; the difficulty follows your ratings." },
  { mode: "weak_areas", help: "Cards from the subtopics where your answers are weakest." },
  { mode: "review", help: "Cards you have already rated in the chosen topics." },
];

/** Setup: study mode, difficulty, number of cards, topics (Select All / Clear All), start; and the due session. */
export function SetupScreen(props: {
  data: SetupData;
  settings: Settings;
  onChange: (s: Settings) => void;
  onStart: () => void;
  onStartDue: () => void;
  message: string | null;
  onClose?: () => void;
}) {
  const { data, settings, onChange } = props;
  const modelWrites = data.provider.kind !== "offline";
  // With no model, only topics that have bank cards can give cards.
  const topics = data.topics.filter((t) => modelWrites || t.count > 0);
  const chosen = settings.topicIds.filter((id) => topics.some((t) => t.id === id));
  const startable = canStart(settings.mode, topics.length, chosen.length);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => onChange({ ...settings, [key]: value });
  const toggle = (id: string) => set("topicIds", chosen.includes(id) ? chosen.filter((t) => t !== id) : [...chosen, id]);

  return (
    <section aria-labelledby="flashcards-setup" className="mx-auto max-w-3xl space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="flashcards-setup" className="text-2xl font-bold tracking-tight">
            AI Flashcards
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {modelWrites
              ? `Cards are written by ${data.provider.label} from our study library, with the flashcard bank as a fallback.`
              : "Cards come from our flashcard bank."}{" "}
            Every rating schedules the card for spaced repetition.
          </p>
        </div>
        {props.onClose && (
          <button type="button" onClick={props.onClose} className={linkButtonClass}>
            Close
          </button>
        )}
      </div>

      {props.message && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200">
          {props.message}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-300 bg-teal-50 p-4 dark:border-teal-800 dark:bg-teal-950/40">
        <div>
          <p className="font-semibold" aria-live="polite">
            Due today: {data.dueCount}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {data.dueCount
              ? "Cards whose review time has come."
              : data.nextDue
                ? `Your next card is due ${formatNextReview(data.nextDue, Date.now())}.`
                : "Nothing to review yet: rated cards come back here when they are due."}
          </p>
        </div>
        <button type="button" disabled={data.dueCount === 0} onClick={props.onStartDue} className={smallPrimaryButtonClass}>
          Review Due Cards
        </button>
      </div>

      <div className={`${cardClass} space-y-6`}>
        <fieldset>
          <legend className={labelClass}>Study mode</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {MODES.map(({ mode, help }) => (
              <label
                key={mode}
                className={`cursor-pointer rounded-xl border-2 p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-400 ${
                  settings.mode === mode ? "border-teal-600 bg-teal-50 dark:bg-teal-950/40" : "border-slate-200 dark:border-slate-700"
                }`}
              >
                <input type="radio" name="flashcard-mode" value={mode} checked={settings.mode === mode} onChange={() => set("mode", mode)} className="sr-only" />
                <span className="block font-semibold">{STUDY_MODE_LABELS[mode]}</span>
                <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{help}</span>
              </label>
            ))}
          </div>
          {settings.mode === "weak_areas" && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {data.weakAreas.length
                ? `Your weak areas: ${data.weakAreas.join(", ")}.`
                : "No weak areas yet: answer some questions first. Until then cards come from the topics you choose, or all topics."}
            </p>
          )}
        </fieldset>

        <div className="grid gap-6 sm:grid-cols-2">
          <fieldset>
            <legend className={labelClass}>Difficulty</legend>
            <div className="flex flex-wrap gap-2">
              {DIFFICULTY_SETTINGS.map((d) => (
                <label key={d} className={chipClass(settings.difficulty === d)}>
                  <input type="radio" name="flashcard-difficulty" value={d} checked={settings.difficulty === d} onChange={() => set("difficulty", d)} className="sr-only" />
                  {capitalise(d)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="flashcard-count" className={labelClass}>
              Number of cards
            </label>
            <select id="flashcard-count" className={inputClass} value={settings.count} onChange={(e) => set("count", Number(e.target.value) as FlashcardCount)}>
              {FLASHCARD_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n} cards
                </option>
              ))}
            </select>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Estimated study time: {formatEstimatedStudyTime(settings.count)}</p>
          </div>
        </div>

        <fieldset aria-labelledby="flashcard-topics">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id="flashcard-topics" className={labelClass}>
              Topics{settings.mode === "weak_areas" ? " (optional)" : ""}
            </span>
            {topics.length > 0 && (
              <div className="flex gap-1">
                <button type="button" className={linkButtonClass} onClick={() => set("topicIds", topics.map((t) => t.id))}>
                  Select All
                </button>
                <button type="button" className={linkButtonClass} onClick={() => set("topicIds", [])}>
                  Clear All
                </button>
              </div>
            )}
          </div>
          {topics.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{aiMessages.noTopics}</p>
          ) : (
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {topics.map((t) => (
                <label key={t.id} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800/60">
                  <input type="checkbox" checked={chosen.includes(t.id)} onChange={() => toggle(t.id)} className="h-4 w-4 accent-teal-600" />
                  <span>{t.name}</span>
                  <span className="ml-auto whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">{t.count} cards</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button type="button" disabled={!startable} onClick={props.onStart} className={smallPrimaryButtonClass}>
          Start Studying
        </button>
        {!startable && <p className="text-sm text-slate-600 dark:text-slate-300">Choose at least one topic.</p>}
      </div>
    </section>
  );
}
