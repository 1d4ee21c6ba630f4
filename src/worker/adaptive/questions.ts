// The next adaptive question, without its answer: a configured model's (checked and kept), else the
// best unused question of the bank, else a built-in one. When the model was asked and failed, the
// fallback carries its notice and says it is a fallback.
import { and, sql } from "drizzle-orm";
import { answers, questions } from "../../../drizzle/schema.ts";
import { ADAPTIVE, pickBuiltInQuestion, repeatKey, type RotationTopic } from "../../shared/adaptive.ts";
import { aiMessages } from "../../shared/ai.ts";
import { subtopicName, TAXONOMY } from "../../shared/taxonomy.ts";
import { optionTextsOf, type Difficulty } from "../../shared/vocab.ts";
import { writesContent } from "../ai/grounded-generation.ts";
import { askedQuestionColumns, isPublished } from "../content/published.ts";
import { generateQuestion } from "./generation.ts";
import { type AdaptiveQuestionView, type Deps, type NextDeps, type NextInput } from "./types.ts";

function anyTaxonomyTopic(random: () => number): RotationTopic {
  const subs = TAXONOMY.flatMap((t) => t.subtopics.map((s) => ({ topicId: t.id, subtopicId: s.id, name: s.name })));
  return subs[Math.floor(random() * subs.length)]!;
}

export async function nextQuestion(deps: NextDeps, input: NextInput): Promise<AdaptiveQuestionView> {
  const random = deps.random ?? Math.random;
  const topic = input.topic ?? anyTaxonomyTopic(random);
  const seen = new Set(input.recent.map((r) => repeatKey(r.question, r.topic)));
  let notice: string | null = null;

  if (writesContent(deps.ai)) {
    const generated = await generateQuestion(deps, topic, input.difficulty, seen, input.recent);
    if (generated.ok) return generated.view;
    notice = generated.notice;
  }

  const bank = await pickBankQuestion(deps, topic, input.difficulty, input.usedIds, seen);
  if (bank) {
    const exact = bank.subtopicId === topic.subtopicId && bank.topicId === topic.topicId && bank.difficulty === input.difficulty;
    const adaptiveReason = notice
      ? aiMessages.adaptiveFallbackReason
      : exact
        ? `${input.difficulty === "easy" ? "An" : "A"} ${input.difficulty} question on ${topic.name}, chosen from the question bank to match your level.`
        : `No unused ${input.difficulty} question on ${topic.name} was left, so this is the closest match from the question bank.`;
    return { ...bank, adaptiveReason, source: "bank", notice };
  }

  const builtIn = pickBuiltInQuestion({ topicId: topic.topicId, difficulty: input.difficulty }, input.usedIds, random);
  return {
    id: builtIn.id,
    question: builtIn.question,
    options: [...builtIn.options],
    topic: builtIn.topic,
    topicId: builtIn.topicId,
    subtopicId: builtIn.subtopicId,
    difficulty: builtIn.difficulty,
    adaptiveReason: aiMessages.adaptiveFallbackReason,
    source: "fallback",
    notice,
  };
}

/**
 * The best stored question for the topic: same subtopic, then same topic, then same difficulty,
 * then one the user has not answered before; never one shown this session or a repeat. Up to
 * ADAPTIVE.fallbackPoolSize candidates are read, best first and in random order within a rank.
 */
async function pickBankQuestion(deps: Deps, topic: RotationTopic, difficulty: Difficulty, usedIds: string[], seen: Set<string>) {
  const rows = await deps.db
    .select({ ...askedQuestionColumns, topicId: questions.topicId, subtopicId: questions.subtopicId, difficulty: questions.difficulty })
    .from(questions)
    .where(and(isPublished(questions), sql`${questions.id} not in (select value from json_each(${JSON.stringify(usedIds)}))`))
    .orderBy(
      sql`(${questions.topicId} = ${topic.topicId} and ${questions.subtopicId} = ${topic.subtopicId}) desc`,
      sql`(${questions.topicId} = ${topic.topicId}) desc`,
      sql`(${questions.difficulty} = ${difficulty}) desc`,
      sql`exists (select 1 from ${answers} where ${answers.userId} = ${deps.userId} and ${answers.questionId} = ${questions.id})`,
      sql`random()`,
    )
    .limit(ADAPTIVE.fallbackPoolSize);
  for (const r of rows) {
    const name = subtopicName(r.topicId, r.subtopicId);
    if (seen.has(repeatKey(r.stem, name))) continue;
    return {
      id: r.id,
      question: r.stem,
      figure: r.figure,
      options: optionTextsOf(r),
      topic: name,
      topicId: r.topicId,
      subtopicId: r.subtopicId,
      difficulty: r.difficulty,
    };
  }
  return null;
}
