// What a configured model is asked for flashcards, and the rules its reply must meet.
import { normalizeDifficulty } from "../../shared/flashcards.ts";
import { sourceBlocks } from "../ai/prompts.ts";
import type { Retrieved } from "../ai/retrieval.ts";
import { type Difficulty, type DifficultySetting } from "../../shared/vocab.ts";

export const FRONT_LIMITS = { min: 8, max: 300 } as const;
export const BACK_LIMITS = { min: 2, max: 700 } as const;

export type GeneratedCard = { front: string; back: string; difficulty: Difficulty };

export function flashcardsPrompt(opts: {
  topic: string;
  subtopic: string;
  difficulty: DifficultySetting;
  count: number;
  items: Retrieved[];
  /** Fronts the student has already seen, so the model writes new cards. */
  avoid?: string[];
}) {
  const level =
    opts.difficulty === "mixed"
      ? "a mix of easy, medium and hard cards"
      : `${opts.difficulty} cards (easy: definitions and key numbers; medium: mechanisms and applications; hard: clinical reasoning and exceptions)`;
  const avoid = opts.avoid?.length ? `\nDo not repeat these cards the student has already seen:\n${opts.avoid.map((f) => `- ${f}`).join("\n")}\n` : "";
  return {
    system: `Task: flashcards
Topic: ${opts.topic}
Subtopic: ${opts.subtopic}
You write flashcards for anesthesiologist assistant students preparing for the NCCAA certifying exam.
Write exactly ${opts.count} flashcards: ${level}.
Each card tests one fact. The front is a question (under ${FRONT_LIMITS.max} characters); the back is a precise answer
of one to three sentences (under ${BACK_LIMITS.max} characters) with doses, values or steps where they matter.
Use only the facts in the sources below; do not invent numbers they do not give.
${avoid}
Reply with JSON only, no prose, in this shape:
{"cards":[{"front":"...","back":"...","difficulty":"easy|medium|hard"}]}

${sourceBlocks(opts.items)}`,
    prompt: `Write ${opts.count} flashcards on ${opts.topic}: ${opts.subtopic}.`,
  };
}

const text = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : "");

/** The valid cards of a reply (at most `max`, no duplicate fronts), or null when none is valid. */
export function validateCards(data: unknown, max: number, fallbackDifficulty: Difficulty): GeneratedCard[] | null {
  const list = Array.isArray(data) ? data : data && typeof data === "object" ? (data as { cards?: unknown }).cards : null;
  if (!Array.isArray(list)) return null;
  const seen = new Set<string>();
  const cards: GeneratedCard[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const r = raw as Record<string, unknown>;
    const front = text(r.front);
    const back = text(r.back);
    if (front.length < FRONT_LIMITS.min || front.length > FRONT_LIMITS.max) continue;
    if (back.length < BACK_LIMITS.min || back.length > BACK_LIMITS.max) continue;
    const key = front.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    cards.push({ front, back, difficulty: typeof r.difficulty === "string" ? normalizeDifficulty(r.difficulty) : fallbackDifficulty });
    if (cards.length >= max) break;
  }
  return cards.length ? cards : null;
}
