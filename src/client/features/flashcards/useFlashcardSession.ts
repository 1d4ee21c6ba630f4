// One flashcard session (spec 001 section 4 "Flashcards (AI tool)"): a first batch, the rest in the
// background, ratings that schedule each card, and the 'Loading Next Batch' wait when the student
// is faster than the loading.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import {
  adaptDifficulty,
  BACKGROUND_BATCH_GAP_MS,
  FLASHCARD_BATCH_SIZE,
  NEXT_BATCH_POLL_INTERVAL_MS,
  NEXT_BATCH_POLL_START_MS,
  NEXT_CARD_DELAY_MS,
  type CardDifficulty,
  type Confidence,
} from "../../../shared/flashcards.ts";
import { trpc } from "../../lib/trpc.ts";
import type { SessionConfig, StudyCard } from "./types.ts";

export type Phase = "loading" | "card" | "waiting" | "complete" | "empty" | "error";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useFlashcardSession(
  config: SessionConfig,
  opts: {
    /** Cards already used in earlier sessions, excluded until the server says they ran out. */
    usedIds: RefObject<string[]>;
    onDifficulty: (d: CardDifficulty) => void;
  },
) {
  const { mutateAsync: fetchBatch } = useMutation(trpc.flashcards.batch.mutationOptions());
  const queryClient = useQueryClient();
  const { mutateAsync: sendRating } = useMutation(
    trpc.flashcards.rate.mutationOptions({
      // The due count and the dashboard figures changed: refetched when next shown, not during the session.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.flashcards.setup.queryKey(), refetchType: "none" });
        void queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey(), refetchType: "none" });
      },
    }),
  );

  const [cards, setCards] = useState<StudyCard[]>(() => config.cards?.map((c) => ({ ...c })) ?? []);
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>(config.cards ? "card" : "loading");
  const [loadingDone, setLoadingDone] = useState(Boolean(config.cards));
  const [flipped, setFlipped] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [finishedAt, setFinishedAt] = useState<number | null>(null);

  // Timers and the background loop read the latest state through this.
  const live = useRef({ cards, index, loadingDone });
  useEffect(() => {
    live.current = { cards, index, loadingDone };
  }, [cards, index, loadingDone]);
  const shownAt = useRef(Date.now());
  const advancing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const difficulty = useRef(config.difficulty);
  const adapts = config.mode === "adaptive" || config.mode === "weak_areas";
  const { usedIds, onDifficulty } = opts;

  useEffect(() => {
    if (config.cards) return;
    let cancelled = false;
    const inSession: string[] = [];
    const load = async (size: number) => {
      const excludeIds = adapts ? [...new Set([...usedIds.current, ...inSession])] : inSession;
      const r = await fetchBatch({ mode: config.mode, difficulty: difficulty.current, topicIds: config.topicIds, excludeIds, size });
      if (cancelled) return null;
      if (r.reset) usedIds.current = [];
      for (const c of r.cards) {
        inSession.push(c.id);
        if (adapts) usedIds.current.push(c.id);
      }
      if (r.notice) setNotice(r.notice);
      return r;
    };
    void (async () => {
      let total = 0;
      let done = false;
      try {
        const first = await load(Math.min(FLASHCARD_BATCH_SIZE, config.target));
        if (!first) return;
        total = first.cards.length;
        setCards(first.cards);
        if (!total) {
          setPhase("empty");
          return;
        }
        shownAt.current = Date.now();
        setStartedAt(Date.now());
        setPhase("card");
        done = first.exhausted || total >= config.target;
      } catch {
        if (!cancelled) setPhase("error");
        return;
      }
      while (!done) {
        await sleep(BACKGROUND_BATCH_GAP_MS);
        if (cancelled) return;
        try {
          const next = await load(Math.min(FLASHCARD_BATCH_SIZE, config.target - total));
          if (!next) return;
          total += next.cards.length;
          setCards((list) => [...list, ...next.cards]);
          done = next.exhausted || next.cards.length === 0 || total >= config.target;
        } catch {
          // The cards loaded so far still make a session.
          done = true;
        }
      }
      if (!cancelled) setLoadingDone(true);
    })();
    return () => {
      cancelled = true;
    };
    // One load per session: the tool remounts this hook (by key) for every new session.
  }, []);

  useEffect(
    () => () => {
      if (advancing.current) clearTimeout(advancing.current);
    },
    [],
  );

  const complete = useCallback(() => {
    setFinishedAt(Date.now());
    setPhase("complete");
  }, []);

  const go = useCallback((i: number) => {
    setIndex(i);
    setFlipped(Boolean(live.current.cards[i]?.confidence));
    shownAt.current = Date.now();
    setPhase("card");
  }, []);

  const advance = useCallback(
    (from: number) => {
      const { cards: list, loadingDone: done } = live.current;
      const studied = list.filter((c) => c.confidence).length;
      if (studied >= config.target) complete();
      else if (from + 1 < list.length) go(from + 1);
      else if (done) complete();
      else setPhase("waiting");
    },
    [complete, config.target, go],
  );

  // Waiting for the background loading: first look after 1 s, then every 0.5 s.
  useEffect(() => {
    if (phase !== "waiting") return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      const { cards: list, index: at, loadingDone: done } = live.current;
      if (at + 1 < list.length) go(at + 1);
      else if (done) complete();
    };
    const start = setTimeout(() => {
      check();
      interval = setInterval(check, NEXT_BATCH_POLL_INTERVAL_MS);
    }, NEXT_BATCH_POLL_START_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [phase, go, complete]);

  const rate = useCallback(
    (confidence: Confidence) => {
      const at = live.current.index;
      const card = live.current.cards[at];
      if (!card || !flipped || card.confidence || advancing.current || phase !== "card") return;
      const seconds = Math.min(3600, Math.round((Date.now() - shownAt.current) / 1000));
      const patch = (p: Partial<StudyCard>) => setCards((list) => list.map((c, i) => (i === at ? { ...c, ...p } : c)));
      patch({ confidence });
      live.current = { ...live.current, cards: live.current.cards.map((c, i) => (i === at ? { ...c, confidence } : c)) };
      if (adapts) {
        // Spec: the chosen difficulty follows the ratings for later cards.
        difficulty.current = adaptDifficulty(card.difficulty, confidence);
        onDifficulty(difficulty.current);
      }
      sendRating({ cardId: card.id, confidence, seconds }).then(
        (result) => patch({ result }),
        // Spec: progress failures are ignored; the summary shows the card as not saved.
        () => patch({ result: "failed" }),
      );
      advancing.current = setTimeout(() => {
        advancing.current = null;
        advance(at);
      }, NEXT_CARD_DELAY_MS);
    },
    [adapts, advance, flipped, onDifficulty, phase, sendRating],
  );

  const previous = useCallback(() => {
    if (live.current.index > 0 && !advancing.current) go(live.current.index - 1);
  }, [go]);

  /** Forward from a card already rated (after going back). */
  const next = useCallback(() => {
    const card = live.current.cards[live.current.index];
    if (card?.confidence && !advancing.current) advance(live.current.index);
  }, [advance]);

  const flip = useCallback(() => {
    if (phase === "card") setFlipped((f) => !f);
  }, [phase]);

  // While loading, the total is the target; once loading stops short, it is what arrived.
  const total = loadingDone ? Math.min(config.target, cards.length) : config.target;
  const studied = cards.filter((c) => c.confidence).length;
  return { cards, index, card: cards[index], phase, flipped, notice, total, studied, startedAt, finishedAt, rate, previous, next, flip };
}
