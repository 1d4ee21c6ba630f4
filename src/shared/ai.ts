// What every AI answer carries besides its text, and the AI texts users read (failures, fallbacks), word for word.

/** Which model answered; the UI shows `label`. */
export type ProviderKind = "workers-ai" | "openai-compatible" | "offline";
export type ProviderInfo = { kind: ProviderKind; label: string; model: string };

/** A content item given to the model; replies cite it as [n]. */
export type SourceKind = "review" | "glossary" | "question";
export type Source = { n: number; kind: SourceKind; id: string; title: string; href: string };

/** The first part of every streamed answer (a `data-context` part). */
export type AnswerContext = { provider: ProviderInfo; sources: Source[]; guide?: { topic: string; subtopic: string } };

/**
 * Sent last when the Worker kept the finished answer (a `data-stored` part): the id that saves it.
 * The id is chosen by the server, so only text the Worker itself streamed can be saved.
 */
export type StoredAnswer = { id: string };

/** Sent when the model failed and the answer that follows (if any) is a fallback (`data-notice`). */
export type AnswerNotice = { kind: AiFailureKind; message: string; fallback: boolean };

export type AiFailureKind = "timeout" | "network" | "upstream" | "configuration" | "malformed" | "rate-limit" | "other";

export const aiMessages = {
  timeout: "Edge function timeout. The AI service is taking too long to respond. Using fallback content instead.",
  network:
    "Network connection failed. The Edge Function cannot connect to external services. Please check your network connection and try again.",
  upstream: "The AI service cannot connect to its upstream AI provider. Please try again later.",
  configuration: "AI service configuration error: Using fallback questions instead.",
  other: "Failed to call AI service. Using fallback questions instead.",
  guideUnavailable: "The AI service is currently unavailable. Please try again or select a different topic.",
  questionHelperUnavailable:
    "I apologize, but the AI service is currently unavailable. Please try again later or check your connection.",
  chatFailure: "I apologize, but I'm having trouble connecting right now. Please try again in a moment.",
  explanationUnavailable: "Unable to generate explanation at this time. Please check your connection and try again.",
  feedbackCorrect: "Correct! Great job understanding this concept.",
  feedbackIncorrect: (answer: string) =>
    `Incorrect. The correct answer is: ${answer}. Review this topic to strengthen your understanding.`,
  flashcardsFailed: "Failed to generate flashcards. Please try again.",
  noTopics: "No topics available in the database",
  adaptiveFallbackReason: "Using fallback question due to AI service unavailability",
  studyGuidesFetchFailed: "Failed to fetch study guides",
  studyGuideSaveFailed: "Failed to save study guide",
  studyGuideDeleteFailed: "Failed to delete study guide",
  studyGuideFetchFailed: "Failed to fetch study guide",
  toastSaved: "Study guide saved successfully!",
  toastSaveFailed: "Failed to save study guide. Please try again.",
  toastRemoved: "Study guide removed successfully!",
  toastRemoveFailed: "Failed to remove study guide. Please try again.",
  confirmDelete: "Are you sure you want to delete this study guide?",
  invalidTopic:
    "Please select an anesthesia-related topic. This study guide is specifically designed for anesthesia education.",
  rateLimited: (limit: number, minutes: number) =>
    `You've reached the AI limit of ${limit} requests in ${minutes} minutes. Please wait a few minutes and try again.`,
} as const;

/** The message a user reads for each kind of failure: timeout, network, upstream, configuration, malformed, other. */
export function failureMessage(kind: AiFailureKind): string {
  switch (kind) {
    case "timeout":
      return aiMessages.timeout;
    case "network":
      return aiMessages.network;
    case "upstream":
      return aiMessages.upstream;
    case "configuration":
      return aiMessages.configuration;
    default:
      return aiMessages.other;
  }
}

/** Cost control: requests per user in a fixed window. */
export const AI_RATE_LIMITS = {
  chat: { limit: 30, windowMinutes: 10 },
  guide: { limit: 10, windowMinutes: 10 },
  generate: { limit: 60, windowMinutes: 10 },
} as const;
export type AiRateLimitKind = keyof typeof AI_RATE_LIMITS;

/**
 * The most output tokens each AI task may use: every model call passes its task's number as
 * `maxOutputTokens`. Without one, providers apply their own default (Workers AI: 256 tokens), which
 * cuts a study guide after its overview. Each budget is above the longest answer its prompt asks
 * for (about twice, except flashcards, sized for the largest batch at the longest card the rules
 * accept), so only a runaway answer reaches it, and an answer that reaches it counts as cut off.
 */
export const AI_OUTPUT_TOKENS = {
  /** Overview, 6-10 review points, 2-4 scenarios and 3-5 practice questions with answers: ~2,000 tokens. */
  guide: 4096,
  /** A tutor answer "under 250 words": ~350 tokens. */
  chat: 1024,
  /** Up to 10 cards of at most 300 + 700 characters, as JSON: at most ~2,700 tokens. */
  flashcards: 3072,
  /** One question, four options, the answer and a 2-4 sentence explanation, as JSON: ~400 tokens. */
  adaptive: 1024,
  /** The diagnostics test question asks for one sentence; any text proves the path works. */
  probe: 80,
} as const;
export type AiTask = keyof typeof AI_OUTPUT_TOKENS;

/**
 * Whether a finished answer was cut off: by its output budget (the provider says `length`, or the
 * whole budget was used: some providers report every end as a normal stop), or mid-stream (`error`:
 * the provider's stream ended without finishing). A cut-off answer is incomplete, so it fails like a
 * malformed one.
 */
export function wasCutOff(finishReason: string | undefined, outputTokens: number | undefined, budget: number): boolean {
  return finishReason === "length" || finishReason === "error" || (outputTokens !== undefined && outputTokens >= budget);
}
