// The prompt for one adaptive question: grounded on content items, at the requested difficulty,
// answered as a single JSON object that validateGeneratedQuestion can check.
import type { Retrieved } from "../ai/retrieval.ts";
import { sourceBlocks } from "../ai/prompts.ts";
import type { Difficulty } from "../../shared/vocab.ts";

const LEVEL: Record<Difficulty, string> = {
  easy: "easy: recall of one core fact or definition",
  medium: "medium: applying a concept to a short clinical situation",
  hard: "hard: a clinical scenario that needs reasoning across two or more concepts, with plausible distractors",
};

export function adaptiveQuestionPrompt(opts: { topic: string; difficulty: Difficulty; items: Retrieved[]; avoid: string[] }) {
  const avoid = opts.avoid.length
    ? `\nDo not repeat or closely paraphrase these questions the student has already seen:\n${opts.avoid.map((s) => `- ${s}`).join("\n")}\n`
    : "";
  return {
    system: `Task: adaptive-question
Topic: ${opts.topic}
Difficulty: ${opts.difficulty}
You write one multiple-choice practice question for anesthesiologist assistant students preparing for the NCCAA certifying exam.
Difficulty level ${LEVEL[opts.difficulty]}.
Base the question on the facts in the sources below; do not invent doses or values they do not support.
Write exactly four answer options, all different, with exactly one correct answer.
Reply with only a JSON object, no prose and no code fence, of this shape:
{"question": "...", "options": ["...", "...", "...", "..."], "correctAnswer": "<the correct option, copied exactly>", "explanation": "why the answer is right and the others are wrong, in 2 to 4 sentences"}
${avoid}
${sourceBlocks(opts.items)}`,
    prompt: `Write one ${opts.difficulty} question on ${opts.topic}.`,
  };
}
