import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/practice-builder")({
  component: () => (
    <Placeholder
      title="Practice Exam Builder"
      summary="Build a timed exam by question count, difficulty, topics and time limit."
    />
  ),
});
