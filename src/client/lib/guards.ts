import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { decideAccess, type Requirement } from "../../shared/access.ts";
import { meQuery, queryClient } from "./trpc.ts";

/**
 * A route's beforeLoad that mirrors the server's procedure tiers. The server still refuses on its
 * own; this only saves the user a trip to a page they cannot use.
 */
export function guard(requirement: Requirement) {
  return async ({ location }: { location: ParsedLocation }) => {
    const me = await queryClient.ensureQueryData(meQuery());
    const decision = decideAccess(me?.access ?? null, requirement);
    if (decision.allow) return { me };
    if (decision.reason === "signed-out") {
      throw redirect({ to: "/login", search: { intent: "login", redirect: location.href }, replace: true });
    }
    throw redirect({ href: decision.redirectTo, replace: true });
  };
}
