import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/ai-features")({
  component: () => (
    <Placeholder
      title="AI Features"
      summary="AI study guides, AI flashcards and adaptive questions."
    />
  ),
});
