// The prompts every provider receives. The first line names the task and the sources are tagged
// blocks, so a hosted model reads them as instructions and the offline model can parse them.
import type { Retrieved } from "./retrieval.ts";

export type Task = "study-guide" | "tutor" | "flashcards" | "adaptive-question";

export function sourceBlocks(items: Retrieved[]): string {
  if (!items.length) return "<sources>\n(none found)\n</sources>";
  const blocks = items.map(
    (r, i) => `<source n="${i + 1}" kind="${r.kind}" id="${r.id}" title="${r.title.replace(/"/g, "'")}">\n${r.body}\n</source>`,
  );
  return `<sources>\n${blocks.join("\n")}\n</sources>`;
}

const GROUNDING = `Use only the facts in the sources below; if they do not cover something, say so rather than guess.
Cite the sources you use with their number in square brackets, e.g. [1] or [2][3], right after the sentence that uses them.`;

export function studyGuidePrompt(topic: string, subtopic: string, items: Retrieved[]) {
  return {
    system: `Task: study-guide
Topic: ${topic}
Subtopic: ${subtopic}
You are an anesthesia educator writing a study guide for anesthesiologist assistant students preparing for the NCCAA certifying exam.
${GROUNDING}
Write markdown with exactly these four second-level headings, in this order:
## Overview
(two or three short paragraphs separated by blank lines)
## Clinical Review Points
(a bulleted list of 6 to 10 exam-relevant facts)
## Clinical Scenarios
(a bulleted list of 2 to 4 short clinical scenarios with what to do)
## Practice Questions
(3 to 5 questions, each starting with a third-level heading "### Question N", then the question,
options written as "A) ..." on their own lines when it is multiple choice, and a line starting with "**Answer:**")

${sourceBlocks(items)}`,
    prompt: `Write the study guide on ${topic}: ${subtopic}.`,
  };
}

export function tutorSystem(items: Retrieved[], context?: string) {
  return `Task: tutor
You are a friendly, precise anesthesia tutor for anesthesiologist assistant students. Answer the student's last
question in a few short paragraphs or a short list (under 250 words), in markdown.
${context ? `${context}\n` : ""}${GROUNDING}

${sourceBlocks(items)}`;
}
