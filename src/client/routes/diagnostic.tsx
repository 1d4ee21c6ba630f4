import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/diagnostic")({
  component: () => (
    <Placeholder
      title="Diagnostics"
      summary="Checks of the database connection and the AI services."
    />
  ),
});
