// The AA program directory: accredited and developing programs both listed, each with its standing
// and source, and only accredited ones counted as accredited programs.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { query } from "./http.ts";

describe("AA programs", () => {
  beforeAll(async () => {
    const program = (id: string, accreditation: string, status = "published") =>
      env.DB.prepare(
        `insert into aa_schools (id, name, location, website_url, degree, accreditation, source, status)
         values (?1, ?2, 'Columbus, OH', 'https://example.edu', 'Master of Science', ?3, 'https://www.caahep.org/', ?4)`,
      ).bind(id, `Program ${id}`, accreditation, status);
    await env.DB.batch([program("p-acc-1", "accredited"), program("p-acc-2", "accredited"), program("p-dev", "developing"), program("p-draft", "accredited", "draft")]);
  });

  it("lists both kinds with their standing and counts only the accredited ones", async () => {
    const list = await query("programs.list");
    expect(list.ok).toBe(true);
    const rows = (list as { data: { id: string; accreditation: string; source: string | null; region: string }[] }).data;
    expect(rows.map((r) => r.id).sort()).toEqual(["p-acc-1", "p-acc-2", "p-dev"]);
    expect(rows.find((r) => r.id === "p-dev")).toMatchObject({ accreditation: "developing", source: "https://www.caahep.org/", region: "Midwest" });
    const stats = await query("content.stats");
    expect((stats as { data: { programs: number } }).data.programs).toBe(2);
  });
});
