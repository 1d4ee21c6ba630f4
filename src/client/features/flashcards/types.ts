import type { inferRouterOutputs } from "@trpc/server";
import type { Confidence, FlashcardCount, StudyMode } from "../../../shared/flashcards.ts";
import type { AppRouter } from "../../../worker/trpc/router.ts";
import { type DifficultySetting } from "../../../shared/vocab.ts";

type Outputs = inferRouterOutputs<AppRouter>;
export type SetupData = Outputs["flashcards"]["setup"];
export type BatchData = Outputs["flashcards"]["batch"];
export type SessionCard = BatchData["cards"][number];
export type RateData = Outputs["flashcards"]["rate"];

/** The choices on the setup screen. */
export type Settings = {
  mode: Exclude<StudyMode, "due">;
  difficulty: DifficultySetting;
  count: FlashcardCount;
  topicIds: string[];
};

/** One session: what to load, or (Review These Cards) the cards to go through again. */
export type SessionConfig = {
  id: string;
  mode: StudyMode;
  difficulty: DifficultySetting;
  topicIds: string[];
  target: number;
  cards?: SessionCard[];
};

/** A card as studied: its rating and what the server scheduled ("failed" when the rating was not saved). */
export type StudyCard = SessionCard & { confidence?: Confidence; result?: RateData | "failed" };
