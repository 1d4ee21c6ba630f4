import { createFileRoute } from "@tanstack/react-router";
import { guard } from "../lib/guards.ts";

/** Pages for any signed-in user, subscribed or not. */
export const Route = createFileRoute("/_signedIn")({ beforeLoad: guard("signed-in") });
