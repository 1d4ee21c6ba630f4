// Draws a question's figure (src/shared/figures.ts) as an accessible, theme-aware SVG.
import type { Figure } from "../../../shared/figures.ts";
import { AirwayPressureFigure } from "./AirwayPressureFigure.tsx";
import { ArterialFigure } from "./ArterialFigure.tsx";
import { CapnogramFigure } from "./CapnogramFigure.tsx";
import { CvpFigure } from "./CvpFigure.tsx";
import { EcgFigure } from "./EcgFigure.tsx";
import { FlowVolumeFigure } from "./FlowVolumeFigure.tsx";
import { OxyhemoglobinFigure } from "./OxyhemoglobinFigure.tsx";
import { PaCatheterFigure } from "./PaCatheterFigure.tsx";
import { TegFigure } from "./TegFigure.tsx";
import { TwitchFigure } from "./TwitchFigure.tsx";

export function QuestionFigure({ figure, className }: { figure: Figure; className?: string }) {
  switch (figure.kind) {
    case "capnogram":
      return <CapnogramFigure figure={figure} className={className} />;
    case "ecg":
      return <EcgFigure figure={figure} className={className} />;
    case "arterial":
      return <ArterialFigure figure={figure} className={className} />;
    case "cvp":
      return <CvpFigure figure={figure} className={className} />;
    case "pa-catheter":
      return <PaCatheterFigure figure={figure} className={className} />;
    case "flow-volume":
      return <FlowVolumeFigure figure={figure} className={className} />;
    case "oxyhemoglobin":
      return <OxyhemoglobinFigure figure={figure} className={className} />;
    case "teg":
      return <TegFigure figure={figure} className={className} />;
    case "twitch":
      return <TwitchFigure figure={figure} className={className} />;
    case "airway-pressure":
      return <AirwayPressureFigure figure={figure} className={className} />;
  }
}
