// The next cards of a flashcards session. Review and due sessions replay the student's rated cards.
// The other modes take a configured model's new cards first, then fill the batch from the bank (or
// the built-in cards); a model that failed leaves its notice on the batch, and the bank still serves.
import { failureMessage } from "../../shared/ai.ts";
import { writesContent } from "../ai/grounded-generation.ts";
import type { BatchInput, BatchResult, Deps, SessionCard } from "./cards.ts";
import { modelCards, type ModelOutcome } from "./generation.ts";
import { bankBatch, scheduledBatch, sessionScope } from "./selection.ts";

export async function nextBatch(deps: Deps, input: BatchInput): Promise<BatchResult> {
  const exclude = new Set(input.excludeIds);
  if (input.mode === "review" || input.mode === "due" || input.mode === "missed") return scheduledBatch(deps, input, exclude);

  const scope = await sessionScope(deps, input);
  let notice: string | null = null;
  let fromModel: SessionCard[] = [];
  const { ai } = deps;
  if (writesContent(ai)) {
    const generated = await modelCards(deps, ai, input, scope).catch((error: unknown): ModelOutcome => {
      // Retrieval or storage failed: the bank still serves the session.
      console.warn("flashcards: model cards failed", error instanceof Error ? error.message : error);
      return { ok: false, notice: failureMessage("other") };
    });
    if (generated.ok) fromModel = generated.cards;
    else notice = generated.notice;
  }
  if (fromModel.length >= input.size) return { cards: fromModel, exhausted: false, reset: false, notice };

  for (const c of fromModel) exclude.add(c.id);
  const bank = await bankBatch(deps.db, { ...input, size: input.size - fromModel.length }, scope, exclude);
  return { ...bank, cards: [...fromModel, ...bank.cards], exhausted: fromModel.length ? false : bank.exhausted, notice };
}
