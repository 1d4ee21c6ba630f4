import { capnogramTrace, type CapnogramFigure as Capnogram } from "./capnogram-geometry.ts";
import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Trace, type Box } from "./chart.tsx";
import { linear, niceStep, pathOf, ticks } from "./geometry.ts";

const W = CHART_W;
const H = 220;
const BOX: Box = { left: CHART_LEFT, top: 10, right: CHART_RIGHT, bottom: 178 };

export function CapnogramFigure({ figure, className }: { figure: Capnogram; className?: string | undefined }) {
  const trace = capnogramTrace(figure.breaths);
  const sx = linear(0, trace.duration, BOX.left, BOX.right);
  const sy = linear(0, trace.yMax, BOX.bottom, BOX.top);
  const xStep = niceStep(trace.duration, 6);
  return (
    <FigureFrame title={figure.caption ?? "Capnogram"} description={figure.description} caption={figure.caption} width={W} height={H} className={className}>
      <Axes
        box={BOX}
        sx={sx}
        sy={sy}
        xTicks={ticks(0, trace.duration, xStep)}
        yTicks={ticks(0, trace.yMax, 20)}
        xLabel="Time (s)"
        yLabel="CO₂ (mm Hg)"
      />
      <Trace d={pathOf(trace.points, sx, sy)} width={figure.breaths.length > 12 ? 1.5 : 2} />
    </FigureFrame>
  );
}
