import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/free-review-cards")({
  component: () => (
    <Placeholder
      title="Free Review Cards"
      summary="Ten concept cards with key points and a confidence check."
    />
  ),
});
