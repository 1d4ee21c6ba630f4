// The offline provider's writing: study guides and tutor answers composed from the sources in the
// prompt (our own review items, glossary and questions), every statement cited. No model, no
// network; deterministic for the same sources and question.
import { keywords } from "../../../shared/search.ts";
import { glossaryParts, questionParts, reviewParts, sentences, type ParsedPrompt, type ParsedSource } from "./parse.ts";

const cite = (s: ParsedSource) => `[${s.n}]`;
const byKind = (p: ParsedPrompt, kind: string) => p.sources.filter((s) => s.kind === kind);

/** Sentences likely to be exam facts: numbers, comparisons, causes and actions. */
function factScore(sentence: string): number {
  let score = 0;
  if (/\d/.test(sentence)) score += 2;
  if (/\b(because|therefore|causes?|leads? to|results? in|increases?|decreases?|reduces?|avoid|contraindicated|first-line|treat|give|should)\b/i.test(sentence)) score += 1;
  if (sentence.length > 220) score -= 1;
  return score;
}

function asQuestionBlock(q: ReturnType<typeof questionParts>, n: number, source: ParsedSource): string {
  const options = q.options.filter(([, text]) => text).map(([l, text]) => `${l}) ${text}`);
  const correctText = q.options.find(([l]) => l === q.correct)?.[1] ?? "";
  const why = sentences(q.explanation)[0] ?? q.explanation;
  return `### Question ${n}\n${q.stem}\n\n${options.join("\n")}\n\n**Answer:** ${q.correct}) ${correctText}. ${why} ${cite(source)}`;
}

export function composeStudyGuide(p: ParsedPrompt): string {
  const topic = p.header.Topic ?? "";
  const subtopic = p.header.Subtopic ?? p.userTurns.at(-1) ?? "this topic";
  const reviews = byKind(p, "review").map((s) => ({ s, ...reviewParts(s.body) }));
  const terms = byKind(p, "glossary").map((s) => ({ s, ...glossaryParts(s.body) }));
  const questions = byKind(p, "question").map((s) => ({ s, q: questionParts(s.body) }));

  if (!reviews.length && !terms.length && !questions.length) return "";

  // Overview: the opening sentences of the first two review items, one paragraph each.
  const used = new Set<string>();
  const overview = reviews.slice(0, 2).map(({ s, content }) => {
    const first = sentences(content).slice(0, 3);
    first.forEach((x) => used.add(x));
    return `${first.join(" ")} ${cite(s)}`;
  });
  if (!overview.length && terms[0]) overview.push(`${terms[0].term}: ${terms[0].definition} ${cite(terms[0].s)}`);
  overview.unshift(`This guide reviews **${subtopic}**${topic ? ` within ${topic}` : ""} for the NCCAA certifying exam, built from ${reviews.length} review note${reviews.length === 1 ? "" : "s"}${questions.length ? ` and ${questions.length} practice question${questions.length === 1 ? "" : "s"}` : ""} in our library.`);

  // Review points: the most fact-dense remaining sentences, then key terms.
  const candidates = reviews.flatMap(({ s, content }) =>
    sentences(content)
      .filter((x) => !used.has(x))
      .map((x, i) => ({ text: x, s, score: factScore(x) - i * 0.1 })),
  );
  candidates.sort((a, b) => b.score - a.score);
  const points = candidates.slice(0, 8).map((c) => `- ${c.text} ${cite(c.s)}`);
  for (const t of terms.slice(0, 3)) points.push(`- **${t.term}**: ${t.definition} ${cite(t.s)}`);

  // Scenarios: each review item's clinical insight, then case-style question stems with their answer.
  const scenarios = reviews.filter((r) => r.insight).map((r) => `- ${r.insight} ${cite(r.s)}`);
  for (const { s, q } of questions) {
    if (scenarios.length >= 2) break;
    if (!/\b(patient|year-old|during|after|undergoing)\b/i.test(q.stem)) continue;
    const answer = q.options.find(([l]) => l === q.correct)?.[1] ?? "";
    scenarios.push(`- ${q.stem} Best answer: ${answer}. ${sentences(q.explanation)[0] ?? ""} ${cite(s)}`);
  }
  if (!scenarios.length) scenarios.push(`- Apply these points to your next case involving ${subtopic}: state the key risk, how you would monitor for it, and your first action if it occurs.`);

  // Practice: the bank's questions, then a true-or-false from a fact not already used.
  const practice = questions.slice(0, 3).map(({ s, q }, i) => asQuestionBlock(q, i + 1, s));
  const tf = candidates[8] ?? candidates[0];
  if (tf) practice.push(`### Question ${practice.length + 1}\nTrue or false: ${tf.text}\n\n**Answer:** True. ${tf.text} ${cite(tf.s)}`);

  return [
    "## Overview",
    overview.join("\n\n"),
    "## Clinical Review Points",
    points.join("\n"),
    "## Clinical Scenarios",
    scenarios.join("\n"),
    "## Practice Questions",
    practice.join("\n\n"),
  ].join("\n\n");
}

export function composeTutorAnswer(p: ParsedPrompt): string {
  const question = p.userTurns.at(-1) ?? "";
  const words = new Set(keywords(`${question} ${p.header["Current study topic"] ?? ""}`));
  if (!p.sources.length) {
    return [
      "I couldn't find that in our study material, so I won't guess.",
      "Try naming a specific drug, condition, monitor or procedure (for example *sugammadex*, *malignant hyperthermia* or *capnography waveforms*), or browse the Review area for the topic.",
    ].join("\n\n");
  }

  const score = (text: string) => keywords(text).filter((w) => words.has(w)).length;
  const reviews = byKind(p, "review").map((s) => ({ s, ...reviewParts(s.body) }));
  const ranked = reviews
    .flatMap(({ s, content }) => sentences(content).map((text, i) => ({ text, s, score: score(text) * 3 + factScore(text) - i * 0.2 })))
    .sort((a, b) => b.score - a.score)
    .slice(0, 4);

  const parts: string[] = [];
  const focus = reviews[0]?.s.title.replace(/ \(.*\)$/, "");
  if (ranked.length) {
    parts.push(focus ? `Here is what our review notes on **${focus}** say:` : "Here is what our review notes say:");
    // Keep each source's sentences together so the answer reads in order.
    const bySource = new Map<number, string[]>();
    for (const r of ranked) bySource.set(r.s.n, [...(bySource.get(r.s.n) ?? []), r.text]);
    for (const [n, texts] of bySource) parts.push(`${texts.join(" ")} [${n}]`);
    const insight = reviews.find((r) => r.insight && bySource.has(r.s.n));
    if (insight) parts.push(`**Clinical insight:** ${insight.insight} ${cite(insight.s)}`);
  }
  const term = byKind(p, "glossary")
    .map((s) => ({ s, ...glossaryParts(s.body) }))
    .sort((a, b) => score(b.term + " " + b.definition) - score(a.term + " " + a.definition))[0];
  if (term) parts.push(`**Key term, ${term.term}:** ${term.definition} ${cite(term.s)}`);
  const practice = byKind(p, "question")[0];
  if (practice) {
    const q = questionParts(practice.body);
    parts.push(`**Check yourself:** try this practice question on the topic ${cite(practice)}: *${q.stem}*`);
  }
  return parts.join("\n\n");
}
