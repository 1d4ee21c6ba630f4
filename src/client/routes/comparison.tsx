import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/comparison")({
  component: () => (
    <Placeholder
      title="How We Compare"
      summary="What this product offers next to other board-prep options."
    />
  ),
});
