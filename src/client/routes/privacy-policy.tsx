import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/privacy-policy")({
  component: () => (
    <Placeholder
      title="Privacy Policy"
      summary="What we collect and how we protect it."
    />
  ),
});
