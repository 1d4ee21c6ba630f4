import { describe, expect, it } from "vitest";
import { aaSchools, questions } from "../../drizzle/content.ts";
import { diffRows, sqlLiteral, unpublishMissing, upsertStatements } from "../../scripts/seed/sql.ts";

describe("seed SQL", () => {
  it("quotes strings safely and maps null", () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(3)).toBe("3");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it("upserts by id, skipping identical rows and never rewriting createdAt", () => {
    const [sql] = upsertStatements(
      questions,
      [{ id: "q1", stem: "Why?", status: "published", createdAt: 1, updatedAt: 1 }],
      { insertOnly: ["createdAt"], touch: ["updatedAt"] },
    );
    expect(sql).toBe(
      `INSERT INTO "questions" ("id", "stem", "status", "created_at", "updated_at") VALUES ('q1', 'Why?', 'published', 1, 1)` +
        ` ON CONFLICT("id") DO UPDATE SET "stem" = excluded."stem", "status" = excluded."status", "updated_at" = excluded."updated_at"` +
        ` WHERE "questions"."stem" IS NOT excluded."stem" OR "questions"."status" IS NOT excluded."status";`,
    );
  });

  it("refuses a field the table does not have", () => {
    expect(() => upsertStatements(aaSchools, [{ id: "x", colour: "red" }])).toThrow('aa_schools has no column for "colour"');
  });

  it("unpublishes what left the files instead of deleting it", () => {
    expect(unpublishMissing(aaSchools, ["a", "b"])).toBe(
      `UPDATE "aa_schools" SET "status" = 'draft' WHERE "status" = 'published' AND "id" NOT IN ('a', 'b');`,
    );
    expect(unpublishMissing(aaSchools, [])).toBe(`UPDATE "aa_schools" SET "status" = 'draft' WHERE "status" = 'published';`);
  });

  it("diffs content against the database rows", () => {
    const rows = [
      { id: "a", name: "A", status: "published" },
      { id: "b", name: "B2", status: "published" },
      { id: "c", name: "C", status: "published" },
    ];
    const existing = [
      { id: "a", name: "A", status: "published" },
      { id: "b", name: "B", status: "published" },
      { id: "gone", name: "G", status: "published" },
      { id: "old", name: "O", status: "draft" },
    ];
    expect(diffRows(aaSchools, rows, existing)).toEqual({ added: 1, changed: 1, unchanged: 1, unpublished: 1 });
  });
});
