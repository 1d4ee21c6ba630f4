// Grounding: the content items an answer is built on, fetched from D1 before any model is called.
// Every provider gets the same items in its prompt and cites them as [n].
import type { D1Database } from "@cloudflare/workers-types";
import type { Source, SourceKind } from "../../shared/ai.ts";
import { ftsAnyQuery } from "../../shared/search.ts";
import { subtopicName, topicName } from "../../shared/taxonomy.ts";
import { publishedSql } from "../content/published.ts";

export type Retrieved = {
  kind: SourceKind;
  id: string;
  topicId: string;
  subtopicId: string;
  title: string;
  /** The text the model reads. */
  body: string;
};

type ReviewRow = { id: string; topic_id: string; subtopic_id: string; content: string; clinical_insights: string | null };
type GlossaryRow = { id: string; term: string; abbreviation: string | null; category: string; definition: string };
type QuestionRow = {
  id: string;
  topic_id: string;
  subtopic_id: string;
  stem: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_letter: string;
  explanation: string;
};


function fromReview(r: ReviewRow): Retrieved {
  const insight = r.clinical_insights && r.clinical_insights.trim() !== "EMPTY" ? r.clinical_insights.trim() : "";
  return {
    kind: "review",
    id: r.id,
    topicId: r.topic_id,
    subtopicId: r.subtopic_id,
    title: `${subtopicName(r.topic_id, r.subtopic_id)} (${topicName(r.topic_id)})`,
    body: insight ? `${r.content.trim()}\nClinical insight: ${insight}` : r.content.trim(),
  };
}

function fromGlossary(g: GlossaryRow): Retrieved {
  return {
    kind: "glossary",
    id: g.id,
    topicId: "",
    subtopicId: "",
    title: g.abbreviation ? `${g.term} (${g.abbreviation})` : g.term,
    body: `Term: ${g.term}${g.abbreviation ? ` (${g.abbreviation})` : ""}\nDefinition: ${g.definition.trim()}`,
  };
}

function fromQuestion(q: QuestionRow): Retrieved {
  return {
    kind: "question",
    id: q.id,
    topicId: q.topic_id,
    subtopicId: q.subtopic_id,
    title: `Practice question: ${subtopicName(q.topic_id, q.subtopic_id)}`,
    body: [
      `Question: ${q.stem.trim()}`,
      `A) ${q.option_a}`,
      `B) ${q.option_b}`,
      `C) ${q.option_c}`,
      `D) ${q.option_d}`,
      `Correct answer: ${q.correct_letter}`,
      `Explanation: ${q.explanation.trim()}`,
    ].join("\n"),
  };
}

const REVIEW_COLUMNS = "r.id, r.topic_id, r.subtopic_id, r.content, r.clinical_insights";
const QUESTION_COLUMNS =
  "q.id, q.topic_id, q.subtopic_id, q.stem, q.option_a, q.option_b, q.option_c, q.option_d, q.correct_letter, q.explanation";

async function all<T>(db: D1Database, sql: string, ...params: unknown[]): Promise<T[]> {
  return (await db.prepare(sql).bind(...params).all<T>()).results;
}

/** Items for a study guide on one subtopic of the taxonomy: its review items, some of its questions, matching glossary terms. */
export async function retrieveForSubtopic(db: D1Database, topicId: string, subtopicId: string): Promise<Retrieved[]> {
  const name = subtopicName(topicId, subtopicId);
  const match = ftsAnyQuery(name);
  const [reviews, questions, terms] = await Promise.all([
    all<ReviewRow>(
      db,
      `select ${REVIEW_COLUMNS} from review_items r where ${publishedSql("r")} and r.topic_id = ?1 and r.subtopic_id = ?2 order by r.id limit 4`,
      topicId,
      subtopicId,
    ),
    all<QuestionRow>(
      db,
      `select ${QUESTION_COLUMNS} from questions q where ${publishedSql("q")} and q.topic_id = ?1 and q.subtopic_id = ?2 order by q.id limit 3`,
      topicId,
      subtopicId,
    ),
    match ? searchGlossary(db, match, 3) : Promise.resolve([]),
  ]);
  return [...reviews.map(fromReview), ...terms.map(fromGlossary), ...questions.map(fromQuestion)];
}

function searchGlossary(db: D1Database, match: string, limit: number) {
  return all<GlossaryRow>(
    db,
    `select g.id, g.term, g.abbreviation, g.category, g.definition from glossary_terms_fts f join glossary_terms g on g.rowid = f.rowid
     where glossary_terms_fts match ?1 and ${publishedSql("g")} order by f.rank limit ?2`,
    match,
    limit,
  );
}

/** Items for free text (a tutor question, a custom guide topic), best matches first. */
export async function retrieveForText(db: D1Database, text: string, limits = { review: 4, glossary: 2, question: 2 }): Promise<Retrieved[]> {
  const match = ftsAnyQuery(text);
  if (!match) return [];
  const [reviews, terms, questions] = await Promise.all([
    all<ReviewRow>(
      db,
      `select ${REVIEW_COLUMNS} from review_items_fts f join review_items r on r.rowid = f.rowid
       where review_items_fts match ?1 and ${publishedSql("r")} order by f.rank limit ?2`,
      match,
      limits.review,
    ),
    searchGlossary(db, match, limits.glossary),
    all<QuestionRow>(
      db,
      `select ${QUESTION_COLUMNS} from questions_fts f join questions q on q.rowid = f.rowid
       where questions_fts match ?1 and ${publishedSql("q")} order by f.rank limit ?2`,
      match,
      limits.question,
    ),
  ]);
  return [...reviews.map(fromReview), ...terms.map(fromGlossary), ...questions.map(fromQuestion)];
}

const HREF: Record<SourceKind, (r: Retrieved) => string> = {
  review: (r) => `/pulse-check?item=${encodeURIComponent(r.id)}`,
  glossary: (r) => `/glossary?q=${encodeURIComponent(r.title.replace(/ \(.*\)$/, ""))}`,
  question: (r) => `/question/${encodeURIComponent(r.id)}`,
};

/** Numbers the items [1]..[n] as the answer cites them. */
export function toSources(items: Retrieved[]): Source[] {
  return items.map((r, i) => ({ n: i + 1, kind: r.kind, id: r.id, title: r.title, href: HREF[r.kind](r) }));
}
