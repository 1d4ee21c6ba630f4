// Which model answers: a Workers AI binding when present, else an OpenAI-compatible endpoint when
// configured, else the built-in offline provider. Hosted providers are imported only when used.
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { ProviderInfo } from "../../shared/ai.ts";
import type { Env } from "../env.ts";
import { createOfflineModel, OFFLINE_MODEL_ID } from "./offline/model.ts";

export type Ai = { model: LanguageModelV4; provider: ProviderInfo };

export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export function describeProvider(env: Env): ProviderInfo {
  if (env.AI) {
    const model = env.AI_MODEL || DEFAULT_WORKERS_AI_MODEL;
    return { kind: "workers-ai", label: `Workers AI (${model})`, model };
  }
  if (env.AI_BASE_URL && env.AI_MODEL) {
    return { kind: "openai-compatible", label: `${env.AI_MODEL} (${new URL(env.AI_BASE_URL).host})`, model: env.AI_MODEL };
  }
  return { kind: "offline", label: "Offline tutor (answers from our study library)", model: OFFLINE_MODEL_ID };
}

export async function chooseAi(env: Env): Promise<Ai> {
  const provider = describeProvider(env);
  if (provider.kind === "workers-ai") {
    const { createWorkersAI } = await import("workers-ai-provider");
    const workersai = createWorkersAI({ binding: env.AI as never });
    return { model: workersai(provider.model as never) as unknown as LanguageModelV4, provider };
  }
  if (provider.kind === "openai-compatible") {
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    const openai = createOpenAICompatible({ name: "configured", baseURL: env.AI_BASE_URL!, apiKey: env.AI_API_KEY });
    return { model: openai.chatModel(provider.model), provider };
  }
  const delay = Number(env.AI_OFFLINE_CHUNK_DELAY_MS);
  return { model: createOfflineModel({ chunkDelayMs: Number.isFinite(delay) && env.AI_OFFLINE_CHUNK_DELAY_MS ? delay : 12 }), provider };
}
