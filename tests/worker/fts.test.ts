import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";

const insertQuestion = (id: string, stem: string, explanation: string) =>
  env.DB.prepare(
    `insert into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d,
       correct_letter, explanation, reference, created_at, updated_at)
     values (?1, 'pharmacology', 'inhaled-anesthetics', 'easy', ?2, 'a', 'b', 'c', 'd', 'A', ?3, 'ref', 0, 0)`,
  )
    .bind(id, stem, explanation)
    .run();

const search = async (table: string, q: string) =>
  (await env.DB.prepare(`select rowid from ${table} where ${table} match ?1`).bind(q).all()).results.length;

describe("full-text search (FTS5) kept in step by triggers", () => {
  it("finds questions by stem and explanation, with stemming, and follows updates and deletes", async () => {
    await insertQuestion("q-fts-1", "Which volatile anesthetic has the lowest blood-gas partition coefficient?", "Desflurane is least soluble.");
    expect(await search("questions_fts", "anesthetics")).toBe(1);
    expect(await search("questions_fts", "desflurane")).toBe(1);

    await env.DB.prepare("update questions set explanation = 'Nitrous oxide is discussed.' where id = 'q-fts-1'").run();
    expect(await search("questions_fts", "desflurane")).toBe(0);
    expect(await search("questions_fts", "nitrous")).toBe(1);

    await env.DB.prepare("delete from questions where id = 'q-fts-1'").run();
    expect(await search("questions_fts", "nitrous")).toBe(0);
  });

  it("indexes review items and glossary terms", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `insert into review_items (id, topic_id, subtopic_id, content, clinical_insights, reference, created_at, updated_at)
         values ('rv-fts', 'emergency-management', 'malignant-hyperthermia', 'Dantrolene treats malignant hyperthermia.', 'Call for help early.', 'MHAUS', 0, 0)`,
      ),
      env.DB.prepare(
        `insert into glossary_terms (id, term, abbreviation, category, definition)
         values ('g-fts', 'Minimum alveolar concentration', 'MAC', 'Pharmacology', 'Potency of an inhaled agent.')`,
      ),
    ]);
    expect(await search("review_items_fts", "dantrolene")).toBe(1);
    expect(await search("review_items_fts", "help")).toBe(1);
    expect(await search("glossary_terms_fts", "MAC")).toBe(1);
    expect(await search("glossary_terms_fts", "potency")).toBe(1);
  });
});
