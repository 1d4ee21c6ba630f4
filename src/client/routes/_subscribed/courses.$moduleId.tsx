import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/courses/$moduleId")({
  component: () => (
    <Placeholder
      title="Course"
      summary="Overview, AI flashcards and a practice quiz for one topic."
    />
  ),
});
