import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/courses/")({
  component: () => (
    <Placeholder
      title="Courses"
      summary="Every study topic with its subtopics and your progress."
    />
  ),
});
