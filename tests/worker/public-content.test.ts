import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { query } from "./http.ts";

type Term = { id: string; term: string; abbreviation: string | null; category: string; definition: string };
type Question = { id: string; category: string; question: string; answer: string };

describe("public glossary and interview content", () => {
  beforeAll(async () => {
    const term = env.DB.prepare(
      "insert into glossary_terms (id, term, abbreviation, category, definition, status) values (?1, ?2, ?3, ?4, ?5, ?6)",
    );
    const question = env.DB.prepare(
      "insert into interview_questions (id, kind, category, question, answer, position, status) values (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    );
    // Inserted out of order, with mixed case, so a plain binary ORDER BY would put capitals first.
    await env.DB.batch([
      term.bind("pc-bradycardia", "Bradycardia", null, "Vital Signs", "A slow heart rate.", "published"),
      term.bind("pc-apnea", "apnea", null, "Physiology", "Absence of breathing.", "published"),
      term.bind("pc-draft", "Aardvark Sign", null, "Assessment", "Not ready yet.", "draft"),
      term.bind("pc-bis", "bispectral index", "BIS", "Monitoring", "Processed EEG depth index.", "published"),
      term.bind("pc-atropine", "Atropine", null, "Pharmacology", "An antimuscarinic.", "published"),
      question.bind("pc-s2", "school", "Teamwork", "School second?", "Advice two.", 2, "published"),
      question.bind("pc-j1", "job", "Clinical Skills", "Job first?", "Advice J1.", 1, "published"),
      question.bind("pc-s1", "school", "Motivation", "School first?", "Advice one.", 1, "published"),
      question.bind("pc-s0", "school", "Closing", "Draft question?", "Hidden.", 0, "draft"),
      question.bind("pc-s3", "school", "Ethics", "School third?", "Advice three.", 3, "published"),
    ]);
  });

  it("glossary.list serves signed-out visitors every published term A-Z, ignoring case", async () => {
    const res = await query("glossary.list");
    expect(res.ok).toBe(true);
    const terms = (res as { data: Term[] }).data.filter((t) => t.id.startsWith("pc-"));
    expect(terms.map((t) => t.term)).toEqual(["apnea", "Atropine", "bispectral index", "Bradycardia"]);
    expect(terms[2]).toEqual({
      id: "pc-bis",
      term: "bispectral index",
      abbreviation: "BIS",
      category: "Monitoring",
      definition: "Processed EEG depth index.",
    });
  });

  it("interview.list serves signed-out visitors published school and job questions in position order", async () => {
    const res = await query("interview.list");
    expect(res.ok).toBe(true);
    const { school, job } = (res as { data: { school: Question[]; job: Question[] } }).data;
    expect(school.filter((q) => q.id.startsWith("pc-")).map((q) => q.id)).toEqual(["pc-s1", "pc-s2", "pc-s3"]);
    expect(job.filter((q) => q.id.startsWith("pc-"))).toEqual([
      { id: "pc-j1", category: "Clinical Skills", question: "Job first?", answer: "Advice J1." },
    ]);
  });
});
