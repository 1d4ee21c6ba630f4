import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/terms-of-service")({
  component: () => (
    <Placeholder
      title="Terms of Service"
      summary="The terms that govern your subscription."
    />
  ),
});
