import { createFileRoute } from "@tanstack/react-router";
import { guard } from "../lib/guards.ts";

/** Admin role (or owner) plus a subscription. */
export const Route = createFileRoute("/_admin")({ beforeLoad: guard("admin") });
