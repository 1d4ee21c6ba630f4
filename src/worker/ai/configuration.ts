// The AI settings read and checked in one place: which provider answers, and what is wrong with the
// settings, in sentences for administrators. Settings that cannot work (a malformed URL, an endpoint
// without a model) never break a request: the offline provider answers and diagnostics says why.
import type { ProviderInfo } from "../../shared/ai.ts";
import type { Env } from "../env.ts";
import { OFFLINE_MODEL_ID } from "./offline/model.ts";

export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export type AiConfiguration = {
  provider: ProviderInfo;
  /** What is wrong with the AI settings, one sentence each; empty when nothing is. */
  problems: string[];
  /** True when the settings ask for a hosted model that cannot be used, so the offline provider answers. */
  fellBack: boolean;
};

type AiSettings = Pick<Env, "AI" | "WORKERS_AI_MODEL" | "AI_BASE_URL" | "AI_MODEL">;

export const OFFLINE_PROVIDER: ProviderInfo = { kind: "offline", label: "Offline tutor (answers from our study library)", model: OFFLINE_MODEL_ID };

/** Workers AI model ids are catalogue names such as @cf/meta/llama-3.3-70b-instruct-fp8-fast. */
const WORKERS_AI_MODEL_ID = /^@(cf|hf)\/\S+$/;

export const configurationProblems = {
  workersModelMalformed: (value: string) =>
    `WORKERS_AI_MODEL is "${value}", which is not a Workers AI model id (they start with @cf/ or @hf/, e.g. ${DEFAULT_WORKERS_AI_MODEL}).`,
  workersModelWithoutBinding:
    'WORKERS_AI_MODEL is set but there is no Workers AI binding: add [ai] binding = "AI" to wrangler.toml, or remove WORKERS_AI_MODEL.',
  modelForWorkersAi:
    "AI_MODEL is set but AI_BASE_URL is not: AI_MODEL only names the model of an OpenAI-compatible endpoint. Workers AI answers with WORKERS_AI_MODEL (or its default), so move the model id there.",
  modelWithoutBaseUrl: "AI_MODEL is set but AI_BASE_URL is not: set AI_BASE_URL to the OpenAI-compatible endpoint, or remove AI_MODEL.",
  baseUrlMalformed: (value: string) =>
    `AI_BASE_URL (${redacted(value)}) is not an http:// or https:// URL (e.g. https://api.openai.com/v1).`,
  baseUrlWithCredentials: "AI_BASE_URL carries a user name or password: put the key in AI_API_KEY and remove it from the URL.",
  ignoredWithBinding: "AI_BASE_URL and AI_MODEL are ignored while the Workers AI binding is present: Workers AI answers.",
  baseUrlWithoutModel: "AI_BASE_URL is set but AI_MODEL is not: set AI_MODEL to a chat model the endpoint serves (e.g. gpt-4o-mini).",
} as const;

// Each distinct set of problems is logged once per Worker instance: visible in the logs at the first AI
// request, without repeating on every request.
const logged = new Set<string>();

/** Logs the configuration's problems (once per instance), so they show outside /diagnostic too. */
export function logConfigurationProblems(config: AiConfiguration) {
  const key = config.problems.join("\n");
  if (!key || logged.has(key)) return;
  logged.add(key);
  console.warn(`AI settings: ${config.problems.join(" ")}${config.fellBack ? " The offline provider answers until this is fixed." : ""}`);
}

/** A setting's value as shown to administrators: its start only, in case a key was pasted in the wrong place. */
function redacted(value: string): string {
  return value.length <= 12 ? `"${value.slice(0, 4)}…"` : `"${value.slice(0, 12)}…", ${value.length} characters`;
}

/** A setting as text: a value that is not a string (a number or a table in wrangler.toml) counts as unset. */
const setting = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** The host of an http(s) URL, or null when the text is not one. */
function httpHost(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
}

/**
 * Which provider answers: the Workers AI binding when present, else an OpenAI-compatible endpoint
 * when AI_BASE_URL and AI_MODEL are both usable, else the offline provider.
 */
export function aiConfiguration(env: AiSettings): AiConfiguration {
  const problems: string[] = [];
  const workersModel = setting(env.WORKERS_AI_MODEL);
  const baseUrl = setting(env.AI_BASE_URL);
  const model = setting(env.AI_MODEL);
  const host = baseUrl ? httpHost(baseUrl) : null;
  if (baseUrl && !host) problems.push(configurationProblems.baseUrlMalformed(baseUrl));
  // fetch refuses URLs with credentials, so every call would fail.
  const withCredentials = Boolean(host && baseUrl && /^[a-z]+:\/\/[^/]*@/i.test(baseUrl));
  if (withCredentials) problems.push(configurationProblems.baseUrlWithCredentials);

  if (env.AI) {
    if (model && !baseUrl) problems.push(configurationProblems.modelForWorkersAi);
    if (baseUrl && host && !withCredentials) problems.push(configurationProblems.ignoredWithBinding);
    if (workersModel && !WORKERS_AI_MODEL_ID.test(workersModel)) {
      problems.push(configurationProblems.workersModelMalformed(workersModel));
      return { provider: OFFLINE_PROVIDER, problems, fellBack: true };
    }
    const id = workersModel ?? DEFAULT_WORKERS_AI_MODEL;
    return { provider: { kind: "workers-ai", label: `Workers AI (${id})`, model: id }, problems, fellBack: false };
  }

  if (workersModel) problems.push(configurationProblems.workersModelWithoutBinding);
  if (baseUrl && !model) problems.push(configurationProblems.baseUrlWithoutModel);
  if (model && !baseUrl) problems.push(configurationProblems.modelWithoutBaseUrl);
  if (baseUrl && model && host && !withCredentials) {
    return { provider: { kind: "openai-compatible", label: `${model} (${host})`, model }, problems, fellBack: false };
  }
  return { provider: OFFLINE_PROVIDER, problems, fellBack: Boolean(baseUrl || model || workersModel) };
}
