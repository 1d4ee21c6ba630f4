// `npm run content:sample -- --since <commit> [--n 30] [--seed 1]`: a reproducible random sample of the
// library items (review items and flashcards) added since a commit, printed in full for a second read.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { seededRandom, shuffle } from "../src/shared/random.ts";
import { loadContent } from "./content.ts";
import { root } from "./lib.ts";

const { values } = parseArgs({ options: { since: { type: "string" }, n: { type: "string", default: "30" }, seed: { type: "string", default: "1" } } });
if (!values.since) {
  console.error("content:sample: name the commit the new items came after, e.g. -- --since main");
  process.exit(1);
}

/** Ids of the library as it was at `commit`. */
function idsAt(commit: string): Set<string> {
  const files = execFileSync("git", ["-C", root, "ls-tree", "-r", "--name-only", commit, "content/review", "content/flashcards"]).toString().split("\n").filter((f) => f.endsWith(".json"));
  const ids = new Set<string>();
  for (const f of files) for (const item of JSON.parse(execFileSync("git", ["-C", root, "show", `${commit}:${f}`]).toString()) as { id: string }[]) ids.add(item.id);
  return ids;
}

const before = idsAt(values.since);
const { content } = await loadContent();
const added = [...content.reviewItems.map((r) => ({ kind: "review", ...r })), ...content.flashcards.map((f) => ({ kind: "flashcard", ...f }))].filter((i) => !before.has(i.id));
const sample = shuffle(added, seededRandom(Number(values.seed))).slice(0, Number(values.n));
console.log(`${added.length} items added since ${values.since}; a sample of ${sample.length} (seed ${values.seed}):\n`);
for (const item of sample) console.log(`${JSON.stringify(item, null, 2)}\n`);
