import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/aa-vs-crna")({
  component: () => (
    <Placeholder
      title="AA vs CRNA"
      summary="How the two anesthesia careers compare."
    />
  ),
});
