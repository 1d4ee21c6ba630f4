import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../lib/auth-client.ts";
import { meQuery } from "../../lib/trpc.ts";

/**
 * Whether the address is confirmed, with a way to send the link again. Studying never waits for
 * it; rights that follow from an address (the owner's) do.
 */
export function EmailVerification({ email }: { email: string }) {
  const me = useQuery(meQuery());
  const [state, setState] = useState<"idle" | "sending" | "sent" | "error">("idle");
  const verified = me.data?.user.emailVerified;
  if (me.isPending || verified === undefined) return null;
  if (verified) {
    return <p className="text-sm text-emerald-700 dark:text-emerald-400">✓ Email address confirmed.</p>;
  }

  async function resend() {
    setState("sending");
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: "/profile?verified=1" });
    setState(error ? "error" : "sent");
  }

  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200">
      <p>Your email address is not confirmed yet. We sent you a link when you signed up.</p>
      <button type="button" onClick={() => void resend()} disabled={state === "sending" || state === "sent"} className="mt-2 font-semibold underline disabled:no-underline disabled:opacity-70">
        {state === "sending" ? "Sending..." : state === "sent" ? "Link sent: check your inbox" : "Send the link again"}
      </button>
      {state === "error" && (
        <p role="alert" className="mt-1 text-red-700 dark:text-red-400">
          We could not send the link just now. Please try again in a few minutes.
        </p>
      )}
    </div>
  );
}
