// The blueprint file's shape and its checks against the taxonomy, for content:check and the tests.
import * as z from "zod";
import { TAXONOMY } from "./taxonomy.ts";

export const blueprintSchema = z.strictObject({
  exam: z.string().min(1),
  source: z.string().min(1),
  items: z.number().int().positive(),
  blocks: z.number().int().positive(),
  itemsPerBlock: z.number().int().positive(),
  minutesPerBlock: z.number().int().positive(),
  domains: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        name: z.string().min(1),
        weight: z.number().positive(),
        subtopics: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
});

/** Reads a blueprint and lists what is wrong with it against the taxonomy (empty when it is sound). */
export function blueprintProblems(raw: unknown): string[] {
  const parsed = blueprintSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => `blueprint: ${i.path.join(".")}: ${i.message}`);
  const b = parsed.data;
  const problems: string[] = [];
  // The published weights are rounded and add up to 97 %, so they are kept as published, not rescaled.
  const total = b.domains.reduce((sum, d) => sum + d.weight, 0);
  if (total > 100) problems.push(`blueprint: domain weights add up to ${total} %, more than the whole exam`);
  if (b.blocks * b.itemsPerBlock !== b.items) problems.push(`blueprint: ${b.blocks} blocks of ${b.itemsPerBlock} is not ${b.items} items`);
  const owner = new Map<string, string>();
  for (const d of b.domains) {
    for (const s of d.subtopics) {
      const earlier = owner.get(s);
      if (earlier) problems.push(`blueprint: subtopic "${s}" is in both "${earlier}" and "${d.id}"`);
      owner.set(s, d.id);
    }
  }
  const known = new Set(TAXONOMY.flatMap((t) => t.subtopics.map((s) => s.id)));
  for (const s of owner.keys()) if (!known.has(s)) problems.push(`blueprint: subtopic "${s}" is not in src/shared/taxonomy.ts`);
  for (const s of known) if (!owner.has(s)) problems.push(`blueprint: subtopic "${s}" belongs to no domain`);
  return problems;
}

export type Blueprint = z.output<typeof blueprintSchema>;
