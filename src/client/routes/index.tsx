import { createFileRoute } from "@tanstack/react-router";
import { ClosingCta } from "../features/home/ClosingCta.tsx";
import { DashboardPreview } from "../features/home/DashboardPreview.tsx";
import { DemoTabs } from "../features/home/DemoTabs.tsx";
import { FeaturesGrid } from "../features/home/FeaturesGrid.tsx";
import { Hero } from "../features/home/Hero.tsx";
import { StatsBand } from "../features/home/StatsBand.tsx";
import { StepsPath } from "../features/home/StepsPath.tsx";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <DemoTabs />
      <DashboardPreview />
      <FeaturesGrid />
      <StatsBand />
      <StepsPath />
      <ClosingCta />
    </>
  );
}
