import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { HTTPException } from "hono/http-exception";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { sql } from "drizzle-orm";
import { messages } from "../shared/messages.ts";
import { aiRoutes } from "./ai/routes.ts";
import { createAuth } from "./auth.ts";
import { stripeWebhook } from "./billing/webhook.ts";
import { createDb } from "./db.ts";
import { misconfiguredHost } from "./deployment.ts";
import { ConfigurationError } from "./errors.ts";
import { isPublicQuery, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./public-cache.ts";
import { boundedBatch, boundedSignUp, MAX_BATCH_SIZE, sameOriginJsonWrites, wellFormedUrl } from "./request-guards.ts";
import { securityHeadersMiddleware } from "./security-headers.ts";
import { signInThrottle } from "./sign-in-throttle.ts";
import { createContext } from "./trpc/init.ts";
import { appRouter } from "./trpc/router.ts";
import { viewerMiddleware, type AppEnv } from "./viewer.ts";

export type { AppEnv };

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(securityHeadersMiddleware);
  app.use(requestId());
  app.use(async (c, next) => {
    c.set("now", new Date());
    await next();
  });
  app.use(async (c, next) => {
    const problem = misconfiguredHost(c.env, c.req.url);
    if (problem) throw new ConfigurationError(problem);
    await next();
  });
  app.use(wellFormedUrl);

  // Before the origin and session checks: Stripe's calls come from Stripe, signed, with no session.
  app.post("/api/stripe/webhook", stripeWebhook);

  app.use("/api/*", sameOriginJsonWrites);

  // Database and auth are made per request from the bindings: nothing is shared across requests.
  app.use("/api/*", async (c, next) => {
    const db = createDb(c.env.DB);
    c.set("db", db);
    if (c.req.path !== "/api/health") c.set("auth", createAuth(c.env, db));
    await next();
  });

  app.post("/api/auth/sign-in/email", signInThrottle);
  app.post("/api/auth/sign-up/email", boundedSignUp);
  app.on(["GET", "POST"], "/api/auth/*", (c) => c.get("auth").handler(c.req.raw));

  // Who is asking is read once here; every procedure of a batch shares it.
  app.use("/api/trpc/*", boundedBatch, viewerMiddleware);
  app.all("/api/trpc/*", async (c) => {
    const shareable = isPublicQuery(c.req.raw);
    // Keyed by URL only: these procedures never look at who is asking.
    const cache = shareable ? await caches.open("public-api") : null;
    const hit = await cache?.match(c.req.url);
    if (hit) return new Response(hit.body, hit);
    const res = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: () =>
        createContext({
          req: c.req.raw,
          env: c.env,
          db: c.get("db"),
          auth: c.get("auth"),
          viewer: c.get("viewer"),
          requestId: c.get("requestId"),
          now: c.get("now"),
        }),
      responseMeta: ({ errors, type }) => ({
        headers: { "cache-control": shareable && type === "query" && errors.length === 0 ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL },
      }),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          console.error(`[${c.get("requestId")}] trpc ${path ?? "?"}:`, error.cause ?? error);
        }
      },
    });
    if (cache && res.ok && res.headers.get("cache-control") === PUBLIC_CACHE_CONTROL) {
      c.executionCtx.waitUntil(cache.put(c.req.url, res.clone()));
    }
    return res;
  });

  app.route("/api/ai", aiRoutes);

  app.get("/api/health", async (c) => {
    await c.get("db").run(sql`select 1`);
    return c.json({ status: "ok", database: "ok" });
  });

  app.all("/api/*", (c) => c.json({ error: { message: messages.notFound, requestId: c.get("requestId") } }, 404));

  // Pages, prerendered HTML and the SPA fallback come through here (wrangler.toml run_worker_first),
  // so they carry the security headers; only the hashed files under /assets/* bypass the Worker.
  app.all("*", async (c) => {
    if (!c.env.ASSETS) return c.notFound();
    const res = (await c.env.ASSETS.fetch(c.req.raw as never)) as unknown as Response;
    // Asset responses have immutable headers; copy so the middleware can add its own.
    return new Response(res.body, res);
  });

  app.onError((err, c) => {
    const id = c.get("requestId");
    if (err instanceof HTTPException) {
      return c.json({ error: { message: err.message, requestId: id } }, err.status);
    }
    console.error(`[${id}] ${c.req.method} ${c.req.path}:`, err);
    const message = err instanceof ConfigurationError ? "Server configuration error. Please contact support." : messages.internal;
    return c.json({ error: { message, requestId: id } }, 500);
  });

  return app;
}
