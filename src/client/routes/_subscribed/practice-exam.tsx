import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/practice-exam")({
  component: () => (
    <Placeholder
      title="Practice Exam"
      summary="The timed exam runner."
    />
  ),
});
