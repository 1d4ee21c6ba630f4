import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import * as schema from "../../drizzle/schema.ts";
import { MIN_PASSWORD_LENGTH } from "../shared/auth-validation.ts";
import type { Db } from "./db.ts";
import type { Env } from "./env.ts";
import { hashPassword, verifyPassword } from "./password.ts";

export class ConfigurationError extends Error {}

/** Built per request from the bindings, never as a module singleton. */
export function createAuth(env: Env, db: Db) {
  // Refuse to run without a signing secret rather than fall back to a guessable one.
  if (!env.BETTER_AUTH_SECRET) {
    throw new ConfigurationError("BETTER_AUTH_SECRET is not set (npm start writes one to .dev.vars)");
  }
  const baseURL = env.BETTER_AUTH_URL || "http://localhost:8787";
  return betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    // vite dev serves the client on 5173 against the same Worker.
    trustedOrigins: [baseURL, "http://localhost:5173"],
    database: drizzleAdapter(db, { provider: "sqlite", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        // Sign-up always makes a student; clients cannot choose their role.
        role: { type: "string", defaultValue: "student", input: false },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
