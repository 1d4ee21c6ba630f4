// Sign-in and sign-up rules: a valid e-mail and a password; sign-up also needs first and last name
// and a password of at least 6 characters. Shared by the /login form and the tests.
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

export const signUpSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email,
    password: z.string().min(1, messages.passwordRequired).min(MIN_PASSWORD_LENGTH, messages.passwordHint),
  })
  .refine((v) => v.firstName.trim() !== "" && v.lastName.trim() !== "", {
    message: messages.nameRequired,
    path: ["firstName"],
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

/** The first message of a failed parse, for a form that shows one error at a time. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.unexpected;
}
