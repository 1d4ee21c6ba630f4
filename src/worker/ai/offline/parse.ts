// Reads back what prompts.ts wrote: the task header and the tagged sources.
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { LETTERS } from "../../../shared/vocab.ts";

export type ParsedSource = { n: number; kind: string; id: string; title: string; body: string };

export type ParsedPrompt = {
  task: string;
  header: Record<string, string>;
  sources: ParsedSource[];
  /** The user turns, oldest first. */
  userTurns: string[];
};

const SOURCE = /<source n="(\d+)" kind="(\w+)" id="([^"]*)" title="([^"]*)">\n([\s\S]*?)\n<\/source>/g;

export function parsePrompt(prompt: LanguageModelV4Prompt): ParsedPrompt {
  const system = prompt
    .filter((m) => m.role === "system")
    .map((m) => m.content)
    .join("\n");
  const header: Record<string, string> = {};
  for (const line of system.split("\n")) {
    const m = /^(Task|Topic|Subtopic|Current study topic): (.+)$/.exec(line.trim());
    if (m) header[m[1]!] = m[2]!.trim();
  }
  const sources = [...system.matchAll(SOURCE)].map((m) => ({
    n: Number(m[1]),
    kind: m[2]!,
    id: m[3]!,
    title: m[4]!,
    body: m[5]!,
  }));
  const userTurns = prompt
    .filter((m) => m.role === "user")
    .map((m) =>
      m.content
        .filter((p) => p.type === "text")
        .map((p) => (p as { text: string }).text)
        .join("\n"),
    );
  return { task: header.Task ?? "", header, sources, userTurns };
}

/** Sentences of a text; short abbreviations like "e.g." do not end one. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);
}

/** A review source's main text and its clinical insight. */
export function reviewParts(body: string): { content: string; insight: string } {
  const [content, insight = ""] = body.split("\nClinical insight: ");
  return { content: content!.trim(), insight: insight.trim() };
}

export type ParsedQuestion = { stem: string; options: [string, string][]; correct: string; explanation: string };

export function questionParts(body: string): ParsedQuestion {
  const line = (label: string) => new RegExp(`^${label}: (.*)$`, "m").exec(body)?.[1]?.trim() ?? "";
  const options = LETTERS.map((l) => [l, new RegExp(`^${l}\\) (.*)$`, "m").exec(body)?.[1]?.trim() ?? ""] as [string, string]);
  return { stem: line("Question"), options, correct: line("Correct answer"), explanation: line("Explanation") };
}

export function glossaryParts(body: string): { term: string; definition: string } {
  return {
    term: /^Term: (.*)$/m.exec(body)?.[1]?.trim() ?? "",
    definition: /^Definition: (.*)$/m.exec(body)?.[1]?.trim() ?? "",
  };
}
