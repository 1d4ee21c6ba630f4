// The free quiz's token, without the cryptography: what it claims (the question ids served and until
// when), how those claims travel as text, and when they let a visitor check an answer. The worker
// signs and verifies it (src/worker/free/quiz-token.ts); the browser only keeps it and sends it back.
// Without it the free check would answer for any question id and the paid bank could be copied.

/** Long enough to finish a relaxed set; short enough that an old token is worth nothing. */
export const FREE_QUIZ_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** The check's bound on a token: 10 ids at the check's 120-character limit still fit. */
export const FREE_QUIZ_TOKEN_MAX = 2000;
/** The longest question id the free check accepts. */
export const FREE_QUESTION_ID_MAX = 120;

export type QuizClaims = { ids: string[]; exp: number };

const VERSION = 1;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Null for anything that is not unpadded base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function quizClaims(ids: readonly string[], now: number, ttlMs = FREE_QUIZ_TOKEN_TTL_MS): QuizClaims {
  return { ids: [...ids], exp: now + ttlMs };
}

/** The claims as the text that gets signed. */
export function encodeClaims(claims: QuizClaims): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ v: VERSION, ids: claims.ids, exp: claims.exp })));
}

/** Null unless the text is claims this version wrote: a token from elsewhere is refused, not guessed at. */
export function decodeClaims(payload: string): QuizClaims | null {
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { v, ids, exp } = data as Record<string, unknown>;
  if (v !== VERSION || !Number.isSafeInteger(exp)) return null;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) return null;
  return { ids: ids as string[], exp: exp as number };
}

/** `payload.signature`, both base64url; null when the token is not of that shape. */
export function splitToken(token: string): { payload: string; signature: string } | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!payload || !signature || !fromBase64Url(payload) || !fromBase64Url(signature)) return null;
  return { payload, signature };
}

export const joinToken = (payload: string, signature: string) => `${payload}.${signature}`;

/** Whether (already verified) claims let the visitor check this question now. Expired at exp itself. */
export function claimsAllow(claims: QuizClaims, questionId: string, now: number): boolean {
  return now < claims.exp && claims.ids.includes(questionId);
}
