import { useState } from "react";
import { messages } from "../../../shared/messages.ts";
import { errorMessage, trpcClient } from "../../lib/trpc.ts";

/**
 * Opens Stripe's billing portal (or the demo portal, or another billing page the server names) in a
 * new tab: 'Opening Portal...' while waiting, the server's sentence when it refuses (no billing account
 * yet, billing not configured), otherwise 'Failed to open billing portal'.
 */
export function useBillingPortal(fetchUrl: () => Promise<{ url: string }> = () => trpcClient.billing.portal.mutate(), onError?: () => void) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setOpening(true);
    setError(null);
    // Opened synchronously so pop-up blockers allow it, then pointed at the portal.
    const tab = window.open("", "_blank");
    try {
      const { url } = await fetchUrl();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      setError(errorMessage(e, messages.portalFailed));
      onError?.();
    } finally {
      setOpening(false);
    }
  }

  return { open, opening, error };
}
