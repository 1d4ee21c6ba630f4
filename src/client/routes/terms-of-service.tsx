import { createFileRoute } from "@tanstack/react-router";
import { LegalDocument } from "../features/legal/LegalDocument.tsx";
import { TERMS } from "../features/legal/terms.ts";

export const Route = createFileRoute("/terms-of-service")({
  component: () => <LegalDocument doc={TERMS} related={{ to: "/privacy-policy", label: "Read our Privacy Policy" }} />,
});
