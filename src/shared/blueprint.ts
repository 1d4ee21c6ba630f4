// The certifying exam's content outline: its six domains, their weights and which subtopics count
// toward each. The numbers live in content/blueprint.json with their source, so a new outline is a
// data change; this module answers questions about it.
import type { Blueprint } from "./blueprint-check.ts";
import data from "../../content/blueprint.json" with { type: "json" };

// Checked by content:check and the unit tests (blueprint-check.ts), not here: building a zod schema
// at import would probe for eval in the browser before the no-eval setting is applied.
const blueprint = data as Blueprint;

export type Domain = { id: string; name: string; weight: number };

export const EXAM_OUTLINE = {
  name: blueprint.exam,
  source: blueprint.source,
  items: blueprint.items,
  blocks: blueprint.blocks,
  itemsPerBlock: blueprint.itemsPerBlock,
  minutesPerBlock: blueprint.minutesPerBlock,
} as const;

export const DOMAINS: readonly Domain[] = blueprint.domains.map(({ id, name, weight }) => ({ id, name, weight }));
export const DOMAIN_IDS: readonly string[] = DOMAINS.map((d) => d.id);

const domainOfSubtopic = new Map(blueprint.domains.flatMap((d) => d.subtopics.map((s) => [s, d.id] as const)));

/** The domain a subtopic counts toward. Every taxonomy subtopic has one (checked above). */
export function domainOf(subtopicId: string): string | undefined {
  return domainOfSubtopic.get(subtopicId);
}

/** The subtopics of a domain, in blueprint order. */
export function subtopicsOfDomain(domainId: string): readonly string[] {
  return blueprint.domains.find((d) => d.id === domainId)?.subtopics ?? [];
}

/** A domain's name, or its id when the outline no longer has it. */
export const domainName = (domainId: string): string => DOMAINS.find((d) => d.id === domainId)?.name ?? domainId;
