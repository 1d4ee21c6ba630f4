import type { Ai, D1Database, Fetcher } from "@cloudflare/workers-types";

/** The Worker's bindings (wrangler.toml, .dev.vars, or secrets in production). */
export type Env = {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Signs session cookies. `npm start` writes a random one to .dev.vars; production uses a secret. */
  BETTER_AUTH_SECRET?: string;
  /** The public origin of the app, e.g. http://localhost:8787. */
  BETTER_AUTH_URL?: string;
  /** Comma-separated owner e-mails: once verified, they always have access and are admins. */
  OWNER_EMAILS?: string;
  /** Stripe secret key. Without it billing runs in the offline demo mode. */
  STRIPE_SECRET_KEY?: string;
  /** Signing secret of the Stripe webhook endpoint (/api/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Stripe price ids of the two plans. */
  STRIPE_PRICE_MONTHLY?: string;
  STRIPE_PRICE_YEARLY?: string;
  /** Resend API key for outgoing e-mail. Without it, on localhost, mail goes to /dev/mailbox. */
  RESEND_API_KEY?: string;
  /** Only for tests and local fakes: send Resend API calls to this base URL (ignored unless BETTER_AUTH_URL is localhost). */
  RESEND_API_BASE?: string;
  /** Sender of outgoing e-mail, e.g. "AA Board Prep <no-reply@example.com>". */
  EMAIL_FROM?: string;
  /** Only for tests and local fakes: send Stripe API calls to this base URL instead of Stripe. */
  STRIPE_API_BASE?: string;
  /** Workers AI binding ([ai] in wrangler.toml). When present, AI answers come from Workers AI. */
  AI?: Ai;
  /** The Workers AI model (default @cf/meta/llama-3.3-70b-instruct-fp8-fast). Used only with the AI binding. */
  WORKERS_AI_MODEL?: string;
  /** An OpenAI-compatible endpoint (used when there is no AI binding): base URL, key and model id. */
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  /** The OpenAI-compatible endpoint's model id (never the Workers AI model: that is WORKERS_AI_MODEL). */
  AI_MODEL?: string;
  /** Offline provider only: pause between streamed chunks in ms (default 12), so answers stream like a model's. */
  AI_OFFLINE_CHUNK_DELAY_MS?: string;
};
