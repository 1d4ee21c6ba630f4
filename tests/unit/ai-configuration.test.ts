import { describe, expect, it } from "vitest";
import { aiConfiguration, configurationProblems as problem, DEFAULT_WORKERS_AI_MODEL, OFFLINE_PROVIDER } from "../../src/worker/ai/configuration.ts";

/** A Workers AI binding is only ever checked for presence. */
const binding = {} as never;

describe("which AI provider the settings choose, and what is wrong with them", () => {
  it("answers offline when nothing is set, with nothing to report", () => {
    expect(aiConfiguration({})).toEqual({ provider: OFFLINE_PROVIDER, problems: [], fellBack: false });
  });

  it("uses Workers AI with its default model, or the one WORKERS_AI_MODEL names", () => {
    expect(aiConfiguration({ AI: binding })).toEqual({
      provider: { kind: "workers-ai", label: `Workers AI (${DEFAULT_WORKERS_AI_MODEL})`, model: DEFAULT_WORKERS_AI_MODEL },
      problems: [],
      fellBack: false,
    });
    expect(aiConfiguration({ AI: binding, WORKERS_AI_MODEL: " @cf/meta/llama-3.1-8b-instruct " }).provider.model).toBe("@cf/meta/llama-3.1-8b-instruct");
    expect(aiConfiguration({ AI: binding, WORKERS_AI_MODEL: "@hf/thebloke/mistral-7b-instruct-v0.1-awq" }).problems).toEqual([]);
  });

  it("never lets AI_MODEL pick the Workers AI model, and says so", () => {
    const config = aiConfiguration({ AI: binding, AI_MODEL: "@cf/meta/llama-3.1-8b-instruct" });
    expect(config.provider.model).toBe(DEFAULT_WORKERS_AI_MODEL);
    expect(config).toMatchObject({ problems: [problem.modelForWorkersAi], fellBack: false });
  });

  it("answers offline when WORKERS_AI_MODEL is not a Workers AI model id", () => {
    expect(aiConfiguration({ AI: binding, WORKERS_AI_MODEL: "gpt-4o-mini" })).toEqual({
      provider: OFFLINE_PROVIDER,
      problems: [problem.workersModelMalformed("gpt-4o-mini")],
      fellBack: true,
    });
  });

  it("keeps Workers AI when it is there, reporting a malformed AI_BASE_URL it does not need", () => {
    const config = aiConfiguration({ AI: binding, AI_BASE_URL: "not a url", AI_MODEL: "gpt-4o-mini" });
    expect(config).toMatchObject({ provider: { kind: "workers-ai" }, problems: [problem.baseUrlMalformed("not a url")], fellBack: false });
  });

  it("uses an OpenAI-compatible endpoint when AI_BASE_URL is an http(s) URL and AI_MODEL is set", () => {
    expect(aiConfiguration({ AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4o-mini" })).toEqual({
      provider: { kind: "openai-compatible", label: "gpt-4o-mini (api.openai.com)", model: "gpt-4o-mini" },
      problems: [],
      fellBack: false,
    });
    expect(aiConfiguration({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3" }).provider.label).toBe("llama3 (127.0.0.1:11434)");
  });

  it.each(["api.openai.com/v1", "https//api.openai.com", "ftp://models.example.com/v1", "localhost:11434", "javascript:alert(1)"])(
    "answers offline, and says why, when AI_BASE_URL is %j",
    (url) => {
      expect(aiConfiguration({ AI_BASE_URL: url, AI_MODEL: "gpt-4o-mini" })).toEqual({
        provider: OFFLINE_PROVIDER,
        problems: [problem.baseUrlMalformed(url)],
        fellBack: true,
      });
    },
  );

  it("reports AI_BASE_URL without AI_MODEL, and AI_MODEL without AI_BASE_URL, instead of going offline silently", () => {
    expect(aiConfiguration({ AI_BASE_URL: "https://api.openai.com/v1" })).toEqual({ provider: OFFLINE_PROVIDER, problems: [problem.baseUrlWithoutModel], fellBack: true });
    expect(aiConfiguration({ AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "  " })).toMatchObject({ problems: [problem.baseUrlWithoutModel] });
    expect(aiConfiguration({ AI_MODEL: "gpt-4o-mini" })).toEqual({ provider: OFFLINE_PROVIDER, problems: [problem.modelWithoutBaseUrl], fellBack: true });
  });

  it("reports WORKERS_AI_MODEL without a binding", () => {
    expect(aiConfiguration({ WORKERS_AI_MODEL: DEFAULT_WORKERS_AI_MODEL })).toEqual({ provider: OFFLINE_PROVIDER, problems: [problem.workersModelWithoutBinding], fellBack: true });
    const withEndpoint = aiConfiguration({ WORKERS_AI_MODEL: DEFAULT_WORKERS_AI_MODEL, AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4o-mini" });
    expect(withEndpoint).toMatchObject({ provider: { kind: "openai-compatible" }, problems: [problem.workersModelWithoutBinding], fellBack: false });
  });

  it("states every problem as a sentence that names the variable", () => {
    const sentences = [
      problem.baseUrlMalformed("x"),
      problem.baseUrlWithoutModel,
      problem.modelWithoutBaseUrl,
      problem.modelForWorkersAi,
      problem.workersModelMalformed("x"),
      problem.workersModelWithoutBinding,
    ];
    for (const s of sentences) expect(s).toMatch(/^(AI_BASE_URL|AI_MODEL|WORKERS_AI_MODEL) .*\.$/);
    expect(problem.baseUrlWithoutModel).toMatch(/^AI_BASE_URL is set but AI_MODEL is not/);
  });

  it("says AI_BASE_URL and AI_MODEL are ignored while the Workers AI binding answers", () => {
    const config = aiConfiguration({ AI: binding, AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4o-mini" });
    expect(config).toMatchObject({ provider: { kind: "workers-ai" }, problems: [problem.ignoredWithBinding], fellBack: false });
  });

  it("refuses a base URL with credentials in it (fetch would refuse every call), offline instead", () => {
    const config = aiConfiguration({ AI_BASE_URL: "https://user:sk-secret@api.example.com/v1", AI_MODEL: "gpt-4o-mini" });
    expect(config).toEqual({ provider: OFFLINE_PROVIDER, problems: [problem.baseUrlWithCredentials], fellBack: true });
  });

  it("never shows an administrator a whole misplaced value (it may be a key)", () => {
    const key = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789";
    const [message] = aiConfiguration({ AI_BASE_URL: key, AI_MODEL: "gpt-4o-mini" }).problems;
    expect(message).not.toContain(key);
    expect(message).toContain(`${key.length} characters`);
  });

  it("treats a setting that is not text (a number or table in wrangler.toml) as unset instead of failing", () => {
    expect(aiConfiguration({ AI_BASE_URL: 42 as never, AI_MODEL: { id: "x" } as never })).toEqual({ provider: OFFLINE_PROVIDER, problems: [], fellBack: false });
  });
});
