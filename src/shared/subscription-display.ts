// How a subscription reads on /success and the profile's billing tab (spec 000 section 4).

/** active = 'Active Subscription', trialing = 'Trial Period', anything else its capitalised status. */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  if (status === "active") return "Active Subscription";
  if (status === "trialing") return "Trial Period";
  if (!status) return "No Subscription";
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Trial ends' while trialing, otherwise 'Next billing'. */
export function subscriptionDateLabel(status: string | null | undefined): string {
  return status === "trialing" ? "Trial ends" : "Next billing";
}

/** An epoch-seconds date as a long US date, e.g. "November 25, 2026". */
export function formatBillingDate(epochSeconds: number | null | undefined): string | null {
  if (!epochSeconds) return null;
  return new Date(epochSeconds * 1000).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
