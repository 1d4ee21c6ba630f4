import { createFileRoute } from "@tanstack/react-router";
import { Placeholder } from "../components/Placeholder.tsx";

export const Route = createFileRoute("/glossary")({
  component: () => (
    <Placeholder
      title="Anesthesia Glossary"
      summary="Searchable definitions of anesthesia terms and abbreviations."
    />
  ),
});
