import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/free-flashcards")({
  component: () => (
    <Placeholder
      title="Free Flashcards"
      summary="Ten core anesthesia flashcards to flip through."
    />
  ),
});
