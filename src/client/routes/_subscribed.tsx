import { createFileRoute } from "@tanstack/react-router";
import { guard } from "../lib/guards.ts";

/** The app itself: active or trialing subscribers and owners. */
export const Route = createFileRoute("/_subscribed")({ beforeLoad: guard("subscribed") });
