import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/interview-prep")({
  component: () => (
    <Placeholder
      title="AA Interview Prep"
      summary="School and job interview questions with advice on answering them."
    />
  ),
});
