import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, query } from "./http.ts";

type Demo = {
  questions: { id: string; topic: string; stem: string; options: Record<string, string>; correctLetter: string; explanation: string }[];
  flashcards: { id: string; topic: string; subtopic: string; front: string; back: string }[];
};
type Stats = { questions: number; flashcards: number; reviewItems: number; programs: number; topics: number; glossaryTerms: number; studyingNow: number };

// Public answers are cached at the edge by URL: a distinct (ignored) parameter per call reads the database again.
let n = 0;
const fresh = (path: string) => `${path}?fresh=${++n}`;

const MINUTE = 60_000;

describe("home", () => {
  beforeAll(async () => {
    const q = env.DB.prepare(
      `insert into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, status, created_at, updated_at)
       values (?1, ?2, 'x', 'easy', ?3, 'a', 'b', 'c', 'd', 'B', ?4, 'ref', ?5, 0, 0)`,
    );
    const f = env.DB.prepare(
      `insert into flashcards (id, topic_id, subtopic_id, difficulty, front, back, status, created_at, updated_at)
       values (?1, ?2, ?3, 'easy', ?4, 'Back', ?5, 0, 0)`,
    );
    const question = (id: string, topic: string, status = "published") => q.bind(id, topic, `Stem ${id}?`, `Why ${id}`, status);
    const user = env.DB.prepare("insert into user (id, name, email, created_at, updated_at) values (?1, ?1, ?1 || '@example.com', 0, 0)");
    const answer = env.DB.prepare(
      `insert into answers (id, user_id, question_id, topic_id, subtopic_id, chosen_letter, correct, mode, answered_at, day)
       values (?1, ?2, 'hq-phys-1', 'physiology', 'x', 'B', 1, 'quiz', ?3, '2026-01-01')`,
    );
    const session = env.DB.prepare(
      "insert into session (id, expires_at, token, created_at, updated_at, user_id) values (?1, ?2, ?1, ?3, ?3, ?4)",
    );
    const now = Date.now();
    await env.DB.batch([
      // A draft sorts first in pharmacology; pathophysiology has only a draft; specialty is the sixth topic.
      question("hq-pharm-0", "pharmacology", "draft"),
      question("hq-pharm-2", "pharmacology"),
      question("hq-pharm-1", "pharmacology"),
      question("hq-phys-1", "physiology"),
      question("hq-patho-0", "pathophysiology", "draft"),
      question("hq-equip-1", "equipment-technology"),
      question("hq-clin-1", "clinical-procedures"),
      question("hq-emerg-1", "emergency-management"),
      question("hq-spec-1", "specialty-anesthesia"),
      f.bind("hf-pharm-0", "pharmacology", "opioids", "Draft card", "draft"),
      f.bind("hf-pharm-1", "pharmacology", "opioids", "Opioid card", "published"),
      f.bind("hf-equip-1", "equipment-technology", "pulse-oximetry", "Oximetry card", "published"),
      env.DB.prepare("insert into glossary_terms (id, term, category, definition, status) values ('hg-1', 'Apnea', 'c', 'd', 'published'), ('hg-2', 'Draft', 'c', 'd', 'draft')"),
      env.DB.prepare("insert into review_items (id, topic_id, subtopic_id, content, reference, status, created_at, updated_at) values ('hr-1', 'physiology', 'x', 'c', 'r', 'published', 0, 0), ('hr-2', 'physiology', 'x', 'c', 'r', 'draft', 0, 0)"),
      user.bind("u-answered-5"),
      user.bind("u-answered-20"),
      user.bind("u-session-3"),
      user.bind("u-both"),
      user.bind("u-session-30"),
      answer.bind("ha-1", "u-answered-5", now - 5 * MINUTE),
      answer.bind("ha-2", "u-answered-20", now - 20 * MINUTE),
      answer.bind("ha-3", "u-both", now - 2 * MINUTE),
      answer.bind("ha-4", "u-both", now - 1 * MINUTE),
      session.bind("hs-1", now + 86_400_000, now - 3 * MINUTE, "u-session-3"),
      session.bind("hs-2", now + 86_400_000, now - 1 * MINUTE, "u-both"),
      session.bind("hs-3", now + 86_400_000, now - 30 * MINUTE, "u-session-30"),
    ]);
  });

  it("demo: the first published question and card of each topic, taxonomy order, at most five, stable", async () => {
    const first = await query(fresh("home.demo"));
    expect(first.ok).toBe(true);
    const demo = (first as { data: Demo }).data;
    expect(demo.questions.map((q) => q.id)).toEqual(["hq-pharm-1", "hq-phys-1", "hq-equip-1", "hq-clin-1", "hq-emerg-1"]);
    // A demo shows the verdict in the browser, so it carries the answer and explanation.
    expect(demo.questions[0]).toEqual({
      id: "hq-pharm-1",
      topic: "Pharmacology",
      stem: "Stem hq-pharm-1?",
      figure: null,
      options: { A: "a", B: "b", C: "c", D: "d" },
      correctLetter: "B",
      explanation: "Why hq-pharm-1",
    });
    expect(demo.flashcards).toEqual([
      { id: "hf-pharm-1", topic: "Pharmacology", subtopic: "Opioids", front: "Opioid card", back: "Back" },
      { id: "hf-equip-1", topic: "Equipment and Technology", subtopic: "Pulse Oximetry", front: "Oximetry card", back: "Back" },
    ]);

    const again = (await query(fresh("home.demo"))) as { data: Demo };
    expect(again.data).toEqual(demo);
  });

  it("demo is marked cacheable for everyone", async () => {
    const res = await call(`/api/trpc/${fresh("home.demo")}`);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
  });

  it("stats count published rows only, and who answered or used a session in the last 15 minutes", async () => {
    const res = await query(fresh("home.stats"));
    expect(res.ok).toBe(true);
    const stats = (res as { data: Stats }).data;
    expect(stats).toEqual({
      questions: 7,
      flashcards: 2,
      reviewItems: 1,
      programs: 0,
      topics: 99,
      glossaryTerms: 1,
      // u-answered-5, u-session-3 and u-both (once); not u-answered-20 nor u-session-30.
      studyingNow: 3,
    });
  });
});
