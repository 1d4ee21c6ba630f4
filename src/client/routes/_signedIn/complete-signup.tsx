import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../../components/Placeholder.tsx";

export const Route = createFileRoute("/_signedIn/complete-signup")({
  component: () => (
    <Placeholder
      title="Reactivate your subscription"
      summary="Pick a plan to pick up where you left off."
    />
  ),
});
