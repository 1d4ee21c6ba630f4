// Security headers for every response the Worker sends: API answers and the HTML pages, which run
// through the Worker too (wrangler.toml `run_worker_first`) so they get the same policy.
import type { MiddlewareHandler } from "hono";
import { isHttpsDeployment } from "./deployment.ts";
import type { AppEnv } from "./viewer.ts";

/**
 * The sha256 of each inline script in index.html (the theme is applied before first paint, so it
 * cannot wait for a file). tests/unit/security-headers.test.ts recomputes them from index.html.
 */
export const INLINE_SCRIPT_HASHES = ["sha256-IW4WYWQIf8i2ZvUqoXhCe5XsOGXh3eI+puNL6QceYzY="] as const;

export function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    // No 'unsafe-eval' and no inline scripts beyond the listed hashes.
    `script-src 'self' ${INLINE_SCRIPT_HASHES.map((h) => `'${h}'`).join(" ")}`,
    // Inline style attributes come from React's style props and the prerendered snapshots.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(https),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    // Only over HTTPS: a browser ignores it on http://localhost, and a local https setup should not be pinned.
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

export const securityHeadersMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = securityHeaders(isHttpsDeployment(c.env));
  // Responses from fetch() (assets, Stripe pass-through) have immutable headers: copy them first.
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    const res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    c.res = res;
  }
};
