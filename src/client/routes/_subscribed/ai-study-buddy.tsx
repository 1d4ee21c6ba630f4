import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/ai-study-buddy")({
  component: () => (
    <Placeholder
      title="AI Study Assistant"
      summary="Generate a study guide on any anesthesia topic and ask questions about it."
    />
  ),
});
