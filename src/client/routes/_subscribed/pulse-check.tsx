import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_subscribed/pulse-check")({
  component: () => (
    <Placeholder
      title="Review"
      summary="Quick-reference review of every topic, searchable."
    />
  ),
});
