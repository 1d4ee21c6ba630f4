import { createFileRoute } from "@tanstack/react-router";
import { LegalDocument } from "../features/legal/LegalDocument.tsx";
import { PRIVACY } from "../features/legal/privacy.ts";

export const Route = createFileRoute("/privacy-policy")({
  component: () => <LegalDocument doc={PRIVACY} related={{ to: "/terms-of-service", label: "Read our Terms of Service" }} />,
});
