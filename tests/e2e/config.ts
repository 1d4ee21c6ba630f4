export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Configured as OWNER_EMAILS for the end-to-end server. */
export const E2E_OWNER_EMAIL = "owner-e2e@example.com";
