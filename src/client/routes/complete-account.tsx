import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/complete-account")({
  component: () => (
    <Placeholder
      title="Completing your account"
      summary="Finishing your account after payment."
    />
  ),
});
