import { arterialTrace, type ArterialFigure as Arterial } from "./arterial-geometry.ts";
import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Trace, type Box } from "./chart.tsx";
import { linear, pathOf, ticks } from "./geometry.ts";

const W = CHART_W;
const H = 230;
const BOX: Box = { left: CHART_LEFT, top: 10, right: CHART_RIGHT, bottom: 188 };

export function ArterialFigure({ figure, className }: { figure: Arterial; className?: string | undefined }) {
  const trace = arterialTrace(figure);
  const sx = linear(0, trace.duration, BOX.left, BOX.right);
  const sy = linear(trace.yMin, trace.yMax, BOX.bottom, BOX.top);
  return (
    <FigureFrame
      title={figure.caption ?? "Arterial pressure waveform"}
      description={figure.description}
      caption={figure.caption}
      width={W}
      height={H}
      className={className}
    >
      <Axes
        box={BOX}
        sx={sx}
        sy={sy}
        xTicks={ticks(0, trace.duration, trace.duration > 9 ? 2 : 1)}
        yTicks={ticks(trace.yMin, trace.yMax, trace.yStep)}
        xLabel="Time (s)"
        yLabel="Pressure (mm Hg)"
      />
      <Trace d={pathOf(trace.points, sx, sy)} />
    </FigureFrame>
  );
}
