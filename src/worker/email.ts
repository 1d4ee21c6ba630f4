// Outgoing e-mail: through Resend when RESEND_API_KEY is set; otherwise, only while the app runs on
// localhost, into the local dev mailbox (/dev/mailbox) so flows like password reset work offline.
import { desc } from "drizzle-orm";
import { devMailbox } from "../../drizzle/schema.ts";
import { BRAND } from "../shared/brand.ts";
import { isLocalDeployment } from "./deployment.ts";
import { ConfigurationError } from "./errors.ts";
import type { Db } from "./db.ts";
import type { Env } from "./env.ts";
import { RESEND_API, sendWithResend } from "./resend.ts";

export type Email = { to: string; subject: string; text: string };

export function devMailboxEnabled(env: Env): boolean {
  return !env.RESEND_API_KEY && isLocalDeployment(env);
}

export async function sendEmail(env: Env, db: Db, email: Email): Promise<void> {
  if (env.RESEND_API_KEY) {
    // A local fake of Resend for tests; never honoured by a deployment, where it would divert mail.
    const base = env.RESEND_API_BASE && isLocalDeployment(env) ? env.RESEND_API_BASE : RESEND_API;
    const from = env.EMAIL_FROM ?? `${BRAND.name} <${BRAND.supportEmail}>`;
    return sendWithResend(env.RESEND_API_KEY, { from, ...email }, base);
  }
  if (!devMailboxEnabled(env)) throw new ConfigurationError("No e-mail provider configured (set RESEND_API_KEY)");
  await db.insert(devMailbox).values({ id: crypto.randomUUID(), ...email, createdAt: new Date() });
}

export function listDevMailbox(db: Db) {
  return db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(50);
}
