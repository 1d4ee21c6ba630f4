// Builds the model the configuration chose (configuration.ts). Hosted providers are imported only when used.
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { ProviderInfo } from "../../shared/ai.ts";
import type { Env } from "../env.ts";
import { aiConfiguration, logConfigurationProblems } from "./configuration.ts";
import { createOfflineModel } from "./offline/model.ts";

export type Ai = {
  model: LanguageModelV4;
  provider: ProviderInfo;
  /**
   * Whether the provider takes a JSON schema as the response format (structured output). Workers AI
   * does (its JSON mode). OpenAI-compatible endpoints differ in which formats they accept and refuse
   * the others with an error, so they get the JSON shape in the prompt and the reply is read as text.
   */
  structuredOutput: boolean;
};

export function describeProvider(env: Env): ProviderInfo {
  return aiConfiguration(env).provider;
}

export async function chooseAi(env: Env): Promise<Ai> {
  const configuration = aiConfiguration(env);
  logConfigurationProblems(configuration);
  const { provider } = configuration;
  if (provider.kind === "workers-ai") {
    const { createWorkersAI } = await import("workers-ai-provider");
    const workersai = createWorkersAI({ binding: env.AI as never });
    return { model: workersai(provider.model as never) as unknown as LanguageModelV4, provider, structuredOutput: true };
  }
  if (provider.kind === "openai-compatible") {
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    const openai = createOpenAICompatible({ name: "configured", baseURL: env.AI_BASE_URL!.trim(), apiKey: env.AI_API_KEY });
    return { model: openai.chatModel(provider.model), provider, structuredOutput: false };
  }
  const delay = Number(env.AI_OFFLINE_CHUNK_DELAY_MS);
  return {
    model: createOfflineModel({ chunkDelayMs: Number.isFinite(delay) && env.AI_OFFLINE_CHUNK_DELAY_MS ? delay : 12 }),
    provider,
    structuredOutput: false,
  };
}
