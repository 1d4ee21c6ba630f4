// Resend's HTTP API as its reference documents it: a User-Agent on every request (requests without
// one are refused with 403, and Workers' fetch sends none), an Idempotency-Key so a retried send is
// delivered once, a 429 answered by waiting its Retry-After and trying once more, and a time limit.
// A failure is logged with the provider's own error body, never the key.
import { BRAND } from "../shared/brand.ts";

export const RESEND_API = "https://api.resend.com";
/** How long one request to Resend may take before the send counts as failed. */
export const RESEND_TIMEOUT_MS = 10_000;
/** The longest Retry-After we wait inside a request; beyond it the send fails (the user can retry). */
export const MAX_RETRY_AFTER_MS = 5_000;

export type Outgoing = { from: string; to: string; subject: string; text: string };

export class EmailDeliveryFailed extends Error {}

function retryAfterMs(res: Response): number {
  const seconds = Number(res.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
}

export async function sendWithResend(apiKey: string, mail: Outgoing, base = RESEND_API): Promise<void> {
  // One key for the first try and the retry: Resend delivers a key's e-mail at most once (24 h).
  const idempotencyKey = crypto.randomUUID();
  const attempt = () =>
    fetch(`${base}/emails`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${apiKey}`,
        "content-type": "application/json",
        "user-agent": `${BRAND.name.replace(/\s+/g, "-")}/1.0 (Cloudflare Workers)`,
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify({ from: mail.from, to: [mail.to], subject: mail.subject, text: mail.text }),
      signal: AbortSignal.timeout(RESEND_TIMEOUT_MS),
    });

  let res = await attempt();
  if (res.status === 429) {
    const wait = retryAfterMs(res);
    await res.body?.cancel();
    if (wait > MAX_RETRY_AFTER_MS) throw new EmailDeliveryFailed(`Resend asked to wait ${wait} ms`);
    await new Promise((resolve) => setTimeout(resolve, wait));
    res = await attempt();
  }
  if (!res.ok) {
    const detail = (await res.text().catch(() => "")).slice(0, 500);
    console.error(`resend: HTTP ${res.status}: ${detail}`);
    throw new EmailDeliveryFailed(`E-mail provider answered ${res.status}`);
  }
}
