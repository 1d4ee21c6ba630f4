// Checks that run before any route: a malformed address, a cross-site write, a non-JSON write and
// an oversized tRPC batch are refused with a sentence, before they cost a session read.
import type { MiddlewareHandler } from "hono";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "../shared/auth-validation.ts";
import { messages } from "../shared/messages.ts";
import { MAX_BATCH_SIZE } from "../shared/validation.ts";
import { trustedOrigins } from "./deployment.ts";
import type { AppEnv } from "./viewer.ts";

export { MAX_BATCH_SIZE };

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function refuse(c: Parameters<MiddlewareHandler<AppEnv>>[0], status: 400 | 403 | 415, message: string) {
  return c.json({ error: { message, requestId: c.get("requestId") } }, status);
}

/** A percent-encoding that does not decode (e.g. "%E0%A4%A") is a bad request, not a server error. */
export const wellFormedUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const pathAndQuery = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  try {
    decodeURIComponent(pathAndQuery.replace(/\+/g, " "));
  } catch {
    return refuse(c, 400, messages.badUrl);
  }
  await next();
};

/**
 * Writes with the user's cookies must come from our own pages as JSON. SameSite=Lax already keeps
 * cookies off most cross-site POSTs; this also refuses a cross-site form or a text/plain body
 * (which a browser sends without asking the server first), and anything a browser says came from
 * another site. Clients that send neither Origin nor Sec-Fetch-Site are not browsers and carry no
 * victim's cookies.
 */
export const sameOriginJsonWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  if (origin !== undefined) {
    if (!trustedOrigins(c.env).includes(origin)) return refuse(c, 403, messages.crossSite);
  } else if (site !== undefined && site !== "same-origin" && site !== "none") {
    return refuse(c, 403, messages.crossSite);
  }
  const type = c.req.header("content-type");
  const hasBody = c.req.raw.body !== null && c.req.header("content-length") !== "0";
  if (type ? type.split(";")[0]!.trim().toLowerCase() !== "application/json" : hasBody) {
    return refuse(c, 415, messages.jsonOnly);
  }
  await next();
};

/** tRPC batches are capped so one request cannot run an unbounded number of procedures. */
export const boundedBatch: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.query("batch") === "1") {
    const paths = c.req.path.slice(c.req.path.lastIndexOf("/") + 1).split(",");
    if (paths.length > MAX_BATCH_SIZE) {
      return c.json(
        { error: { message: messages.batchTooLarge(MAX_BATCH_SIZE), code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } },
        400,
      );
    }
  }
  await next();
};

/**
 * better-auth bounds the password but not the name: sign-up's name and e-mail get the same limits
 * as the profile form before the request reaches it.
 */
export const boundedSignUp: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = (await peekJson(c.req.raw)) as { name?: unknown; email?: unknown } | null;
  if (typeof body?.name === "string" && body.name.length > MAX_NAME_LENGTH) return c.json({ code: "INVALID_INPUT", message: messages.nameTooLong }, 400);
  if (typeof body?.email === "string" && body.email.length > MAX_EMAIL_LENGTH) return c.json({ code: "INVALID_INPUT", message: messages.emailTooLong }, 400);
  await next();
};

/** The JSON body of a request that still goes on to its handler (read from a copy); null if not JSON. */
export function peekJson(req: Request): Promise<unknown> {
  return req
    .clone()
    .json()
    .catch(() => null);
}
