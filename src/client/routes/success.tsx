import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/success")({
  component: () => (
    <Placeholder
      title="Welcome"
      summary="Your subscription is being confirmed."
    />
  ),
});
