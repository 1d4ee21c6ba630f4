// Where the app runs, read from one setting: BETTER_AUTH_URL, the public origin. Local conveniences
// (demo billing, the dev mailbox, the Vite dev server's origin) exist only when that origin is this
// machine; anywhere else the app fails closed. A missing or malformed origin is a configuration
// error, never a silent fallback to localhost.
import { ConfigurationError } from "./errors.ts";
import type { Env } from "./env.ts";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The Vite dev server (`npm run dev`) serves the client on this origin against the same Worker. */
const VITE_DEV_ORIGIN = "http://localhost:5173";

/** The configured public origin, e.g. "https://prep.example.com" (no trailing slash). */
export function configuredOrigin(env: Pick<Env, "BETTER_AUTH_URL">): string {
  const raw = env.BETTER_AUTH_URL?.trim();
  if (!raw) throw new ConfigurationError("BETTER_AUTH_URL is not set (the app's public origin, e.g. https://prep.example.com)");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigurationError(`BETTER_AUTH_URL is not a valid URL: ${raw}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new ConfigurationError("BETTER_AUTH_URL must be an http(s) origin");
  return url.origin;
}

/** True only when the configured origin is this machine. Unset or malformed counts as not local. */
export function isLocalDeployment(env: Pick<Env, "BETTER_AUTH_URL">): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(configuredOrigin(env)).hostname);
  } catch {
    return false;
  }
}

/** Served over HTTPS: browsers may be told to insist on it (HSTS). */
export function isHttpsDeployment(env: Pick<Env, "BETTER_AUTH_URL">): boolean {
  try {
    return configuredOrigin(env).startsWith("https://");
  } catch {
    return false;
  }
}

/**
 * Origins whose pages may call the API with the user's cookies: the configured origin; locally also
 * the same port under the other loopback name and the Vite dev server.
 */
export function trustedOrigins(env: Pick<Env, "BETTER_AUTH_URL">): string[] {
  const origin = configuredOrigin(env);
  if (!isLocalDeployment(env)) return [origin];
  const url = new URL(origin);
  const port = url.port ? `:${url.port}` : "";
  return [...new Set([origin, `${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`, VITE_DEV_ORIGIN])];
}

/**
 * A deployment configured for localhost but reached under another host name is a production
 * Worker with a development setting: refuse everything rather than run the local conveniences
 * (demo billing, the dev mailbox) in public. The message names the setting to fix.
 */
export function misconfiguredHost(env: Pick<Env, "BETTER_AUTH_URL">, requestUrl: string): string | null {
  if (!isLocalDeployment(env)) return null;
  const host = new URL(requestUrl).hostname;
  if (LOCAL_HOSTS.has(host)) return null;
  return `BETTER_AUTH_URL is a localhost origin, but this request came for ${host}: set BETTER_AUTH_URL to the public origin.`;
}
