import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/free-practice")({
  component: () => (
    <Placeholder
      title="Free Practice Questions"
      summary="Ten board-style questions with explanations, free and without an account."
    />
  ),
});
