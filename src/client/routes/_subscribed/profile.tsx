import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/profile")({
  component: () => (
    <Placeholder
      title="Profile Settings"
      summary="Your profile, security, goals, billing and preferences."
    />
  ),
});
