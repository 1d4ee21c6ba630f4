import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq } from "drizzle-orm";
import * as schema from "../../drizzle/schema.ts";
import { isOwnerEmail, parseOwnerEmails } from "../shared/access.ts";
import { MIN_PASSWORD_LENGTH } from "../shared/auth-validation.ts";
import { BRAND } from "../shared/brand.ts";
import type { Db } from "./db.ts";
import { configuredOrigin, trustedOrigins } from "./deployment.ts";
import { sendEmail } from "./email.ts";
import { ConfigurationError } from "./errors.ts";
import type { Env } from "./env.ts";
import { hashPassword, verifyPassword } from "./password.ts";

/** Ends every session of the user and replaces their password with one nobody knows. */
async function clearCredentials(db: Db, userId: string) {
  const unknown = await hashPassword(crypto.randomUUID() + crypto.randomUUID());
  await db.batch([
    db.update(schema.account).set({ password: unknown, updatedAt: new Date() }).where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, "credential"))),
    db.delete(schema.session).where(eq(schema.session.userId, userId)),
  ]);
}

/** Built per request from the bindings, never as a module singleton. */
export function createAuth(env: Env, db: Db) {
  // Refuse to run without a signing secret rather than fall back to a guessable one.
  if (!env.BETTER_AUTH_SECRET) {
    throw new ConfigurationError("BETTER_AUTH_SECRET is not set (npm start writes one to .dev.vars)");
  }
  const baseURL = configuredOrigin(env);
  const auth = betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    // Locally also the Vite dev server and the other loopback name; in production only the public origin.
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, { provider: "sqlite", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      // Whoever proved they hold the mailbox may sign in at once, whatever failures came before.
      onPasswordReset: async ({ user }) => {
        await db.delete(schema.signInFailures).where(eq(schema.signInFailures.email, user.email.toLowerCase()));
      },
      sendResetPassword: async ({ user, url }) => {
        await sendEmail(env, db, {
          to: user.email,
          subject: `Reset your ${BRAND.name} password`,
          text: `Hi ${user.name},\n\nWe received a request to reset your password. Open this link within one hour to choose a new one:\n\n${url}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.\n\n${BRAND.name}`,
        });
      },
    },
    // Students use the app right after sign-up (checkout comes next); what a verified address unlocks
    // is e-mail based rights such as the owner's (src/shared/access.ts).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url);
        link.searchParams.set("callbackURL", "/profile?verified=1");
        try {
          await sendEmail(env, db, {
            to: user.email,
            subject: `Confirm your e-mail address for ${BRAND.name}`,
            text: `Hi ${user.name},\n\nPlease confirm that this is your e-mail address by opening this link within one hour:\n\n${link}\n\nIf you did not create an account, you can ignore this e-mail.\n\n${BRAND.name}`,
          });
        } catch (error) {
          // A mail outage must not block sign-up; the profile offers to send the link again.
          console.error("verification e-mail:", error instanceof Error ? error.message : error);
        }
      },
      // Whoever registered an owner's address first must not end up holding the owner account. When
      // the address is confirmed, the password chosen at sign-up stops working and every session
      // ends; the person who opened the link (signed in by it) sets a password through a reset link.
      afterEmailVerification: async (verified) => {
        if (!isOwnerEmail(verified.email, parseOwnerEmails(env.OWNER_EMAILS))) return;
        await clearCredentials(db, verified.id);
        await auth.api.requestPasswordReset({ body: { email: verified.email, redirectTo: `${baseURL}/reset-password` } });
      },
    },
    // Counted in D1, per client IP (Cloudflare sets cf-connecting-ip), so every instance agrees.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 300, max: 3 },
        "/reset-password": { window: 300, max: 10 },
        "/send-verification-email": { window: 300, max: 3 },
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] } },
    user: {
      additionalFields: {
        // Sign-up always makes a student; clients cannot choose their role.
        role: { type: "string", defaultValue: "student", input: false },
      },
    },
    telemetry: { enabled: false },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
