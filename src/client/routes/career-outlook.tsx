import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/career-outlook")({
  component: () => (
    <Placeholder
      title="AA Career Outlook"
      summary="Salary, job growth and where anesthesiologist assistants can practice."
    />
  ),
});
