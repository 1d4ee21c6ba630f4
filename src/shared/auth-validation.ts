// Sign-in and sign-up rules: a valid e-mail and a password; sign-up also needs first and last name
// and a password of at least 6 characters. The profile's password change and account deletion too.
// Shared by the forms, the procedures that take the same input, and the tests.
import * as z from "zod";
import { messages } from "./messages.ts";

export const MIN_PASSWORD_LENGTH = 6;
/** A full name is shown in the nav and greetings; longer input is an attack, not a name. */
export const MAX_NAME_LENGTH = 100;
/** The longest address SMTP allows. */
export const MAX_EMAIL_LENGTH = 254;

const email = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .pipe(z.email(messages.emailInvalid));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, messages.passwordRequired),
});

// Each name is checked on its own, so a form can mark exactly the empty one; both carry the one
// message the product states for the pair.
const namePart = z.string().refine((v) => v.trim() !== "", messages.nameRequired);

export const signUpSchema = z.object({
  firstName: namePart,
  lastName: namePart,
  email,
  password: z.string().min(1, messages.passwordRequired).min(MIN_PASSWORD_LENGTH, messages.passwordHint),
});

const newPassword = z.string().min(MIN_PASSWORD_LENGTH, messages.passwordHint);
const typedTwice = { message: "Passwords do not match", path: ["confirmPassword"] };

/** Setting a password from a reset link: a new one of 6 or more characters, typed twice. */
export const newPasswordSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, typedTwice);

/** Changing the password in the profile: the current one, and a new one as for a reset. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, "Enter your current password"), newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, typedTwice);

/** The longest confirmation password the account deletion reads; a longer one is not a password of ours. */
export const MAX_CONFIRM_PASSWORD_LENGTH = 200;

/** Deleting the account is confirmed with the account's password (the form and the procedure input). */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm.").max(MAX_CONFIRM_PASSWORD_LENGTH, `Your password is at most ${MAX_CONFIRM_PASSWORD_LENGTH} characters.`),
});

/** The sign-up full name: first and last name trimmed and joined by one space. */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`;
}

/** Display name: the stored name, else the part of the e-mail before the @, else 'User'. */
export function displayName(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split("@")[0]?.trim();
  return local ? local : "User";
}

