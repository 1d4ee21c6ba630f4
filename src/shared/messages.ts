// User-facing messages. Texts quoted from the spec are kept word for word.
export const messages = {
  // spec 000 section 5
  nameRequired: "First and last name are required",
  passwordHint: "Password must be at least 6 characters long",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  // spec 000 section 8
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
  reactivationRequired: "Your subscription was canceled. Reactivate your plan to continue.",
  adminRequired: "This area is for administrators only.",
  // generic server errors (never a stack trace)
  internal: "Something went wrong on our side. Please try again.",
  notFound: "Not found",
} as const;
