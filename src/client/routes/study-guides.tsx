import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/study-guides")({
  beforeLoad: () => {
    throw redirect({ to: "/ai-study-buddy", replace: true });
  },
});
