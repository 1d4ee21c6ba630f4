// Outgoing e-mail: through Resend when RESEND_API_KEY is set; otherwise, only while the app runs on
// localhost, into the local dev mailbox (/dev/mailbox) so flows like password reset work offline.
import { desc } from "drizzle-orm";
import { devMailbox } from "../../drizzle/schema.ts";
import { BRAND } from "../shared/brand.ts";
import { isLocalDeployment } from "./deployment.ts";
import { ConfigurationError } from "./errors.ts";
import type { Db } from "./db.ts";
import type { Env } from "./env.ts";

export type Email = { to: string; subject: string; text: string };

export function devMailboxEnabled(env: Env): boolean {
  return !env.RESEND_API_KEY && isLocalDeployment(env);
}

export async function sendEmail(env: Env, db: Db, email: Email): Promise<void> {
  if (env.RESEND_API_KEY) {
    const res = await fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { authorization: `Bearer ${env.RESEND_API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ from: env.EMAIL_FROM ?? `${BRAND.name} <${BRAND.supportEmail}>`, to: [email.to], subject: email.subject, text: email.text }),
    });
    if (!res.ok) throw new Error(`E-mail provider answered ${res.status}`);
    return;
  }
  if (!devMailboxEnabled(env)) throw new ConfigurationError("No e-mail provider configured (set RESEND_API_KEY)");
  await db.insert(devMailbox).values({ id: crypto.randomUUID(), ...email, createdAt: new Date() });
}

export function listDevMailbox(db: Db) {
  return db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(50);
}
