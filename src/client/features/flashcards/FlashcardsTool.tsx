import { useQuery } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { DEFAULT_DIFFICULTY_SETTING, DEFAULT_FLASHCARD_COUNT, DEFAULT_STUDY_MODE, FLASHCARD_COUNTS } from "../../../shared/flashcards.ts";
import { Loading } from "../../components/Loading.tsx";
import { trpc } from "../../lib/trpc.ts";
import { FlashcardSession } from "./FlashcardSession.tsx";
import { SetupScreen } from "./SetupScreen.tsx";
import { secondaryButtonClass } from "./styles.ts";
import type { SessionConfig, Settings, StudyCard } from "./types.ts";
import type { Difficulty } from "../../../shared/vocab.ts";

const DEFAULT_SETTINGS: Settings = {
  mode: DEFAULT_STUDY_MODE,
  difficulty: DEFAULT_DIFFICULTY_SETTING,
  count: DEFAULT_FLASHCARD_COUNT,
  topicIds: [],
};

const MAX_COUNT = FLASHCARD_COUNTS[FLASHCARD_COUNTS.length - 1]!;

/** The AI flashcards tool: setup, the session, 'Session Complete!'. */
export function FlashcardsTool(props: { onClose?: () => void; missedSession?: boolean }) {
  // Cards come due as time passes, so the count is fetched afresh each time the tool opens.
  const setup = useQuery({ ...trpc.flashcards.setup.queryOptions(), staleTime: 0 });
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  // "Review missed" (from the dashboard) opens straight into the due cards made from missed questions.
  const [session, setSession] = useState<SessionConfig | null>(() =>
    props.missedSession ? { mode: "missed", difficulty: "mixed", topicIds: [], target: MAX_COUNT, id: "session-missed" } : null,
  );
  const [message, setMessage] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // Cards used in this visit: later sessions get new ones until the server says all were used.
  const usedIds = useRef<string[]>([]);
  const sessions = useRef(0);

  const begin = useCallback((config: Omit<SessionConfig, "id">) => {
    sessions.current += 1;
    setMessage(null);
    setSession({ ...config, id: `session-${sessions.current}` });
  }, []);

  const startFromSettings = useCallback(
    (s: Settings) => begin({ mode: s.mode, difficulty: s.difficulty, topicIds: s.topicIds, target: s.count }),
    [begin],
  );

  const { refetch: refetchSetup } = setup;
  const onReset = useCallback(
    (text?: string) => {
      setSession(null);
      setMessage(text ?? null);
      // The ratings changed the due count: the setup screen waits for the new one rather than show the old.
      setRefreshing(true);
      void refetchSetup().finally(() => setRefreshing(false));
    },
    [refetchSetup],
  );

  const onDifficulty = useCallback((d: Difficulty) => setSettings((s) => ({ ...s, difficulty: d })), []);

  if (!session) {
    if (setup.isPending || refreshing) return <Loading label="Loading topics..." />;
    if (setup.isError) {
      return (
        <div role="alert" className="mx-auto max-w-xl py-10 text-center">
          <p className="text-red-600 dark:text-red-400">Failed to fetch topics</p>
          <button type="button" onClick={() => void setup.refetch()} className={`${secondaryButtonClass} mt-4`}>
            Try Again
          </button>
        </div>
      );
    }
    return (
      <SetupScreen
        data={setup.data}
        settings={settings}
        onChange={setSettings}
        message={message}
        onStart={() => startFromSettings(settings)}
        onStartDue={() => begin({ mode: "due", difficulty: settings.difficulty, topicIds: [], target: Math.min(setup.data.dueCount, MAX_COUNT) })}
        onClose={props.onClose}
      />
    );
  }

  return (
    <FlashcardSession
      key={session.id}
      config={session}
      usedIds={usedIds}
      onDifficulty={onDifficulty}
      onReset={onReset}
      // New cards with the setup's choices (the difficulty as the ratings moved it); the due session has no "more".
      onGenerateMore={() => (session.mode === "due" || session.mode === "missed" ? onReset() : startFromSettings(settings))}
      onReviewAgain={(cards: StudyCard[]) =>
        begin({
          mode: session.mode,
          difficulty: settings.difficulty,
          topicIds: session.topicIds,
          target: cards.length,
          cards: cards.map(({ confidence: _c, result: _r, ...card }) => card),
        })
      }
      onClose={props.onClose}
    />
  );
}
