// Signs and verifies the free quiz's token (HMAC-SHA256, WebCrypto). The key is derived from the
// app secret with HKDF under its own label, so a quiz token can never pass for anything else signed
// with that secret, nor the other way round.
import {
  claimsAllow,
  decodeClaims,
  encodeClaims,
  fromBase64Url,
  joinToken,
  quizClaims,
  splitToken,
  toBase64Url,
  type QuizClaims,
} from "../../shared/free-quiz-token.ts";
import { ConfigurationError } from "../errors.ts";

const encoder = new TextEncoder();

async function quizKey(secret: string | undefined): Promise<CryptoKey> {
  // Never a built-in fallback: anyone reading the source could mint tokens with it.
  if (!secret) throw new ConfigurationError("BETTER_AUTH_SECRET is not set: free quiz tokens cannot be signed");
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("aa-board-prep/free-quiz-token/v1") },
    base,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign", "verify"],
  );
}

/** A token naming the questions just served, valid for the token lifetime from `now`. */
export async function signQuizToken(secret: string | undefined, ids: readonly string[], now: number): Promise<string> {
  const key = await quizKey(secret);
  const payload = encodeClaims(quizClaims(ids, now));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload)));
  return joinToken(payload, toBase64Url(signature));
}

/** The token's claims if this server signed them; null when malformed or forged (expiry is the caller's call). */
export async function verifyQuizToken(secret: string | undefined, token: string): Promise<QuizClaims | null> {
  const key = await quizKey(secret);
  const parts = splitToken(token);
  if (!parts) return null;
  const signature = fromBase64Url(parts.signature)!;
  // subtle.verify compares in constant time.
  const genuine = await crypto.subtle.verify("HMAC", key, signature, encoder.encode(parts.payload));
  return genuine ? decodeClaims(parts.payload) : null;
}

/** Whether the token was signed here, is still valid at `now`, and lists the question. */
export async function quizTokenAllows(secret: string | undefined, token: string, questionId: string, now: number): Promise<boolean> {
  const claims = await verifyQuizToken(secret, token);
  return claims !== null && claimsAllow(claims, questionId, now);
}
