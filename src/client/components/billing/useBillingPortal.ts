import { useState } from "react";
import { messages } from "../../../shared/messages.ts";
import { errorMessage, trpcClient } from "../../lib/trpc.ts";

/**
 * Opens Stripe's billing portal (or the demo portal) in a new tab: 'Opening Portal...' while waiting,
 * the server's sentence when it refuses (no billing account yet, billing not configured), otherwise
 * the spec's 'Failed to open billing portal'.
 */
export function useBillingPortal() {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setOpening(true);
    setError(null);
    // Opened synchronously so pop-up blockers allow it, then pointed at the portal.
    const tab = window.open("", "_blank");
    try {
      const { url } = await trpcClient.billing.portal.mutate();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      setError(errorMessage(e, messages.portalFailed));
    } finally {
      setOpening(false);
    }
  }

  return { open, opening, error };
}
