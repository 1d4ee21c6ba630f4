// Signing in and signing up through better-auth, with the product's error texts.
import { messages } from "../../../shared/messages.ts";
import { authClient } from "../../lib/auth-client.ts";

export type AuthResult = { ok: true } | { ok: false; message: string };

export async function signIn(email: string, password: string, rememberMe: boolean): Promise<AuthResult> {
  try {
    const { error } = await authClient.signIn.email({ email: email.trim(), password, rememberMe });
    if (error) return { ok: false, message: error.message || messages.signInFailed };
    return { ok: true };
  } catch {
    return { ok: false, message: messages.unexpected };
  }
}

/** Create the account; if it already exists, sign in with the same credentials instead. */
export async function signUp(name: string, email: string, password: string): Promise<AuthResult> {
  try {
    const { error } = await authClient.signUp.email({ name, email: email.trim(), password });
    if (!error) return { ok: true };
    const exists = /already (registered|exists)/i.test(error.message ?? "") || error.code?.startsWith("USER_ALREADY_EXISTS");
    if (!exists) return { ok: false, message: error.message || messages.signUpFailed };
    const retry = await authClient.signIn.email({ email: email.trim(), password });
    return retry.error ? { ok: false, message: messages.accountExistsLoginFailed } : { ok: true };
  } catch {
    return { ok: false, message: messages.unexpected };
  }
}
