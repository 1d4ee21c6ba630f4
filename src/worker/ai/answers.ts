// The two streamed answers: a study guide on a topic, and a tutor reply in a conversation. Both
// retrieve their content first and take the model as a parameter (tests pass a mock model). A
// study guide streamed for a user is kept for them (see guides.ts), so it can be saved by its id.
import type { D1Database } from "@cloudflare/workers-types";
import type { ModelMessage } from "ai";
import { aiMessages } from "../../shared/ai.ts";
import { fallbackGuideMarkdown, isAnesthesiaTopic, isCompleteGuide, type GuideRequest } from "../../shared/study-guide.ts";
import { findSubtopic, findTopic, TAXONOMY } from "../../shared/taxonomy.ts";
import { createDb } from "../db.ts";
import { CHAT_LIMITS, GUIDE_LIMITS, type AiLimits } from "./failures.ts";
import { keepGeneratedGuide } from "./guides.ts";
import { studyGuidePrompt, tutorSystem } from "./prompts.ts";
import type { Ai } from "./provider.ts";
import { retrieveForSubtopic, retrieveForText, toSources, type Retrieved } from "./retrieval.ts";
import { streamAnswer } from "./stream.ts";

export class InvalidGuideTopic extends Error {}

/** A custom topic that names one of our subtopics is treated as that subtopic. */
function subtopicNamed(text: string) {
  const t = text.trim().toLowerCase();
  for (const topic of TAXONOMY) {
    for (const s of topic.subtopics) {
      const name = s.name.toLowerCase();
      if (name === t || t.includes(name)) return { topic, subtopic: s };
    }
  }
  return null;
}

async function guideSubject(db: D1Database, req: GuideRequest): Promise<{ topic: string; subtopic: string; items: Retrieved[] }> {
  if (req.mode === "predefined") {
    const topic = findTopic(req.topicId);
    const subtopic = findSubtopic(req.topicId, req.subtopicId);
    if (!topic || !subtopic) throw new InvalidGuideTopic("Please choose a topic from the list.");
    return { topic: topic.name, subtopic: subtopic.name, items: await retrieveForSubtopic(db, topic.id, subtopic.id) };
  }
  const text = req.text.trim();
  if (!isAnesthesiaTopic(text)) throw new InvalidGuideTopic(aiMessages.invalidTopic);
  const known = subtopicNamed(text);
  if (known) return { topic: known.topic.name, subtopic: known.subtopic.name, items: await retrieveForSubtopic(db, known.topic.id, known.subtopic.id) };
  return { topic: "Custom Topic", subtopic: text, items: await retrieveForText(db, text, { review: 4, glossary: 3, question: 3 }) };
}

/**
 * Streams a study guide. With `userId`, the guide the user was shown is kept for them when the
 * stream ends: the model's guide if it was complete, else the fallback guide built from the topic
 * (marked as such); the stream's last part names it.
 */
/** `owner`: the signed-in student and the request's time, under which the finished guide is kept for Save. */
export async function studyGuideAnswer(
  deps: { db: D1Database; ai: Ai; limits?: AiLimits; owner?: { userId: string; now: Date } },
  req: GuideRequest,
): Promise<Response> {
  const { topic, subtopic, items } = await guideSubject(deps.db, req);
  const prompt = studyGuidePrompt(topic, subtopic, items);
  const sources = toSources(items);
  const { owner } = deps;
  return streamAnswer({
    task: "guide",
    ai: deps.ai,
    system: prompt.system,
    messages: [{ role: "user", content: prompt.prompt }],
    sources,
    guide: { topic, subtopic },
    limits: deps.limits ?? GUIDE_LIMITS,
    accept: isCompleteGuide,
    onFailure: (kind) => ({
      message: kind === "timeout" ? aiMessages.timeout : aiMessages.guideUnavailable,
      fallbackText: fallbackGuideMarkdown(topic, subtopic),
    }),
    keep: owner
      ? ({ text, fallback }) =>
          keepGeneratedGuide(createDb(deps.db), owner.userId, { topic, subtopic, content: { markdown: text, sources, provider: deps.ai.provider.label, fallback } }, owner.now)
      : undefined,
  });
}

export type ChatTurn = { role: "user" | "assistant"; text: string };

export async function tutorAnswer(deps: { db: D1Database; ai: Ai; limits?: AiLimits }, turns: ChatTurn[], context?: string): Promise<Response> {
  const users = turns.filter((t) => t.role === "user").map((t) => t.text);
  const last = users.at(-1) ?? "";
  // A short follow-up ("why?", "and the dose?") is about the previous question.
  const query = [last.split(/\s+/).length < 5 ? users.at(-2) : "", last, context?.replace(/^Current study topic:\s*/, "")]
    .filter(Boolean)
    .join(" ");
  const items = await retrieveForText(deps.db, query, { review: 3, glossary: 2, question: 1 });
  const messages: ModelMessage[] = turns.map((t) => ({ role: t.role, content: t.text }));
  return streamAnswer({
    task: "chat",
    ai: deps.ai,
    system: tutorSystem(items, context),
    messages,
    sources: toSources(items),
    limits: deps.limits ?? CHAT_LIMITS,
    onFailure: () => ({ message: aiMessages.chatFailure, fallbackText: aiMessages.chatFailure }),
  });
}
