import { messages } from "./messages.ts";

// Who may open what, by subscription state and role. The server enforces these decisions in its
// procedure tiers; the client's route guards call the same functions only to mirror them.

/** What a user's subscription allows: use the app, reactivate a canceled plan, or check out. */
export type AccessState = "access" | "reactivate" | "checkout";

export type Access = {
  state: AccessState;
  /** Listed in OWNER_EMAILS: always has access, never sent to checkout or reactivation. */
  isOwner: boolean;
  /** Role 'admin' on the user record, or an owner. */
  isAdmin: boolean;
};

export type AccessInput = {
  email: string;
  /**
   * Whether the user proved they own the address. Rights that follow from an e-mail (owner) need it:
   * otherwise whoever registers an owner's address first would get the owner's rights.
   */
  emailVerified: boolean;
  role: string | null | undefined;
  subscriptionStatus: string | null | undefined;
};

/** Stripe statuses of a subscription that has ended for good: a new checkout starts a new one. */
export const ENDED_SUBSCRIPTION_STATUSES = ["canceled", "incomplete_expired"] as const;

/**
 * Stripe statuses of a subscription that still exists and can bill again. Events about another of the
 * user's subscriptions never replace a live one we hold (see billing/state.ts).
 */
export const LIVE_SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due", "unpaid", "paused"] as const;

/**
 * Statuses where payment must be fixed on the existing subscription (unpaid: retries exhausted with
 * the subscription kept; paused: a trial ended without a payment method). A new checkout would start a
 * second subscription, so these users are sent to the billing portal instead.
 */
const FIX_PAYMENT_STATUSES: readonly string[] = ["unpaid", "paused"];

export const isEndedSubscriptionStatus = (status: string | null | undefined) =>
  (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? "");

export const isLiveSubscriptionStatus = (status: string | null | undefined) =>
  (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? "");

/**
 * active or trialing = access; canceled = reactivate; unpaid or paused = reactivate through the billing
 * portal; not_started, no record or anything else = checkout. past_due keeps access: the terms suspend
 * service only after failed payments go unpaid for 7 days, which Stripe's retry settings enforce by
 * moving the subscription on (to canceled).
 */
export function accessStateForStatus(status: string | null | undefined): AccessState {
  if (status === "active" || status === "trialing" || status === "past_due") return "access";
  if (status === "canceled" || FIX_PAYMENT_STATUSES.includes(status ?? "")) return "reactivate";
  return "checkout";
}

/** How a user in the reactivation flow gets back: fix payment in the portal, or choose a plan again. */
export function reactivationRoute(status: string | null | undefined): "portal" | "checkout" {
  return FIX_PAYMENT_STATUSES.includes(status ?? "") ? "portal" : "checkout";
}

/** OWNER_EMAILS is a comma-separated list; matching ignores case and surrounding spaces. */
export function parseOwnerEmails(config: string | null | undefined): string[] {
  return (config ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e.length > 0);
}

export function isOwnerEmail(email: string, ownerEmails: readonly string[]): boolean {
  return ownerEmails.includes(email.trim().toLowerCase());
}

export function resolveAccess(input: AccessInput, ownerEmails: readonly string[]): Access {
  const isOwner = input.emailVerified && isOwnerEmail(input.email, ownerEmails);
  return {
    state: isOwner ? "access" : accessStateForStatus(input.subscriptionStatus),
    isOwner,
    // The owner runs the business, so the admin area is theirs without a role edit in the database.
    isAdmin: isOwner || input.role === "admin",
  };
}

/** What a route or procedure asks of the caller. */
export type Requirement = "public" | "signed-in" | "subscribed" | "admin";

export type AccessDecision =
  | { allow: true }
  | { allow: false; reason: "signed-out" | "checkout" | "reactivate" | "not-admin"; redirectTo: string };

/**
 * The route guard: no user goes to /login; a subscription requirement sends
 * checkout to /pricing and reactivation to /complete-signup; admin-only sends non-admins to /dashboard.
 * Admin routes need a subscription too.
 */
export function decideAccess(access: Access | null, requirement: Requirement): AccessDecision {
  if (requirement === "public") return { allow: true };
  if (!access) return { allow: false, reason: "signed-out", redirectTo: "/login" };
  if (requirement === "signed-in") return { allow: true };
  if (access.state === "checkout") return { allow: false, reason: "checkout", redirectTo: "/pricing" };
  if (access.state === "reactivate") {
    return { allow: false, reason: "reactivate", redirectTo: "/complete-signup" };
  }
  if (requirement === "admin" && !access.isAdmin) {
    return { allow: false, reason: "not-admin", redirectTo: "/dashboard" };
  }
  return { allow: true };
}

export type RefusalReason = Extract<AccessDecision, { allow: false }>["reason"];

/** How the server answers each refusal: the HTTP status and the sentence the user reads. */
export const REFUSALS: Record<RefusalReason, { status: 401 | 403; message: string }> = {
  "signed-out": { status: 401, message: messages.signInRequired },
  checkout: { status: 403, message: messages.subscriptionRequired },
  reactivate: { status: 403, message: messages.reactivationRequired },
  "not-admin": { status: 403, message: messages.adminRequired },
};

/** Where a signed-in user belongs, e.g. when they open /login or have just signed in. */
export function landingPath(access: Access): "/dashboard" | "/pricing" | "/complete-signup" {
  if (access.state === "access") return "/dashboard";
  return access.state === "checkout" ? "/pricing" : "/complete-signup";
}

/** A remembered origin is followed only if it is a path on this site, never another host. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return null;
  }
  return value;
}
