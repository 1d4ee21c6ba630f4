import { describe, expect, it } from "vitest";
import {
  claimsAllow,
  decodeClaims,
  encodeClaims,
  FREE_QUESTION_ID_MAX,
  FREE_QUIZ_TOKEN_MAX,
  FREE_QUIZ_TOKEN_TTL_MS,
  fromBase64Url,
  joinToken,
  quizClaims,
  splitToken,
  toBase64Url,
} from "../../src/shared/free-quiz-token.ts";
import { FREE_QUIZ_SIZE } from "../../src/shared/free-pages.ts";

const NOW = Date.UTC(2026, 10, 1, 12);
const b64 = (text: string) => toBase64Url(new TextEncoder().encode(text));

describe("free quiz token claims", () => {
  it("last two hours from when the set was served", () => {
    expect(FREE_QUIZ_TOKEN_TTL_MS).toBe(2 * 60 * 60 * 1000);
    expect(quizClaims(["a", "b"], NOW)).toEqual({ ids: ["a", "b"], exp: NOW + FREE_QUIZ_TOKEN_TTL_MS });
  });

  it("round-trip through their text form", () => {
    const claims = quizClaims(["fq-1", "Zürich-ü"], NOW);
    expect(decodeClaims(encodeClaims(claims))).toEqual(claims);
    expect(encodeClaims(claims)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("are refused when not written by this version or not of the expected shape", () => {
    expect(decodeClaims(b64(JSON.stringify({ v: 2, ids: ["a"], exp: NOW })))).toBeNull();
    expect(decodeClaims(b64(JSON.stringify({ ids: ["a"], exp: NOW })))).toBeNull();
    expect(decodeClaims(b64(JSON.stringify({ v: 1, ids: "a", exp: NOW })))).toBeNull();
    expect(decodeClaims(b64(JSON.stringify({ v: 1, ids: [1], exp: NOW })))).toBeNull();
    expect(decodeClaims(b64(JSON.stringify({ v: 1, ids: ["a"], exp: "soon" })))).toBeNull();
    expect(decodeClaims(b64(JSON.stringify({ v: 1, ids: ["a"], exp: 1.5 })))).toBeNull();
    expect(decodeClaims(b64("null"))).toBeNull();
    expect(decodeClaims(b64("{not json"))).toBeNull();
    expect(decodeClaims("not base64!")).toBeNull();
    expect(decodeClaims(toBase64Url(new Uint8Array([0xff, 0xfe])))).toBeNull();
  });

  it("allow a listed question until the expiry, not at it, and never an unlisted one", () => {
    const claims = quizClaims(["q1", "q2"], NOW);
    expect(claimsAllow(claims, "q1", NOW)).toBe(true);
    expect(claimsAllow(claims, "q2", claims.exp - 1)).toBe(true);
    expect(claimsAllow(claims, "q2", claims.exp)).toBe(false);
    expect(claimsAllow(claims, "q3", NOW)).toBe(false);
    expect(claimsAllow(claims, "q", NOW)).toBe(false);
  });
});

describe("free quiz token text", () => {
  it("is payload.signature, both unpadded base64url", () => {
    expect(splitToken(joinToken("YWJj", "ZGVm"))).toEqual({ payload: "YWJj", signature: "ZGVm" });
    for (const bad of ["", "YWJj", "YWJj.", ".ZGVm", "YWJj.ZGVm.eA", "YW+j.ZGVm", "YWJj.ZGV=", "YWJjZ.ZGVm"]) expect(splitToken(bad)).toBeNull();
  });

  it("encodes bytes as base64url and back", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = toBase64Url(bytes);
    expect(text).not.toMatch(/[+/=]/);
    expect(fromBase64Url(text)).toEqual(bytes);
    expect(fromBase64Url("")).toEqual(new Uint8Array(0));
    expect(fromBase64Url("a")).toBeNull();
  });

  it("fits the check's bound even with a full set of the longest ids and a 32-byte signature", () => {
    const ids = Array.from({ length: FREE_QUIZ_SIZE }, (_, i) => `${i}`.padEnd(FREE_QUESTION_ID_MAX, "x"));
    const token = joinToken(encodeClaims(quizClaims(ids, NOW)), toBase64Url(new Uint8Array(32)));
    expect(token.length).toBeLessThanOrEqual(FREE_QUIZ_TOKEN_MAX);
  });
});
