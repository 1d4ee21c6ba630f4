import { createAuthClient } from "better-auth/client";

// Same origin as the page: the Worker serves both the app and /api/auth.
export const authClient = createAuthClient();
