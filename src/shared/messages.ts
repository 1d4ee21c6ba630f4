// User-facing messages. The product's fixed texts are kept word for word.
export const messages = {
  // sign-in and sign-up validation
  nameRequired: "First and last name are required",
  passwordHint: "Password must be at least 6 characters long",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  nameTooLong: "Name must be 100 characters or fewer",
  emailTooLong: "Email must be 254 characters or fewer",
  // sign-up, sign-in, checkout, portal and billing errors and notices
  signUpFailed: "Failed to create account",
  signInFailed: "Failed to sign in",
  unexpected: "An unexpected error occurred. Please try again.",
  confirmEmail: "Please check your email to confirm your account before signing in.",
  checkoutFailed: "Failed to start checkout. Please try again.",
  checkoutFallback: "Failed to create checkout session",
  noCheckoutUrl: "No checkout URL received",
  sessionNotAvailable: "Authentication session not available after signup. Please try logging in.",
  accountExistsLoginFailed: "Account already exists but login failed. Please try logging in manually.",
  portalFailed: "Failed to open billing portal",
  portalFallback: "Failed to create portal session",
  subscriptionFetchFailed: "Failed to fetch subscription",
  ordersFetchFailed: "Failed to fetch orders",
  noPaymentSession: "No payment session found",
  // access refusals sent by the server's procedure tiers
  signInRequired: "Please sign in to continue.",
  subscriptionRequired: "An active subscription is required. Start your 3-day free trial to continue.",
  reactivationRequired: "Your subscription is not active. Reactivate your plan to continue.",
  adminRequired: "This area is for administrators only.",
  // fail-closed configuration and request limits
  billingNotConfigured: "Billing is not configured on this server yet, so no plan can be started or changed. Please try again later or contact support.",
  fixPaymentInPortal: "Your subscription has an unpaid balance. Update your payment method in the billing portal to continue.",
  noBillingAccount: "There is no billing account to manage yet. Choose a plan on the pricing page to start one.",
  badJson: "The request body is not valid JSON.",
  noSuchProcedure: "This API procedure does not exist.",
  billingTooManyRequests: (seconds: number) => `Too many billing requests. Please wait ${waitText(seconds)} and try again.`,
  studyVisitsTooMany: (seconds: number) => `Too many study sessions opened. Please wait ${waitText(seconds)} and try again.`,
  signInLocked: (seconds: number) =>
    `Too many failed sign-in attempts for this account. Please wait ${waitText(seconds)} before trying again, or reset your password.`,
  batchTooLarge: (max: number) => `Too many requests in one batch: send at most ${max} at a time.`,
  badUrl: "The address of this request is malformed. Please check the link and try again.",
  crossSite: "This request did not come from the app, so it was refused. Please reload the page and try again.",
  jsonOnly: "Requests that change data must be sent as JSON.",
  // generic server errors (never a stack trace)
  internal: "Something went wrong on our side. Please try again.",
  notFound: "Not found",
} as const;

/** "45 seconds", "1 minute", "3 minutes": how long to wait, rounded up to what a person reads. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? "" : "s"}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? "" : "s"}`;
}
