import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Label, MUTED, Trace, type Box } from "./chart.tsx";
import { linear, pathOf, ticks } from "./geometry.ts";
import { paCatheterTrace, type PaCatheterFigure as PaCatheter } from "./pa-catheter-geometry.ts";

const W = CHART_W;
const H = 242;
const BOX: Box = { left: CHART_LEFT, top: 30, right: CHART_RIGHT, bottom: 198 };

export function PaCatheterFigure({ figure, className }: { figure: PaCatheter; className?: string | undefined }) {
  const trace = paCatheterTrace(figure.stages);
  const sx = linear(0, trace.duration, BOX.left, BOX.right);
  const sy = linear(0, trace.yMax, BOX.bottom, BOX.top);
  return (
    <FigureFrame
      title={figure.caption ?? "Pulmonary artery catheter insertion trace"}
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
        xTicks={ticks(0, trace.duration, trace.duration > 6 ? 2 : 1)}
        yTicks={ticks(0, trace.yMax, trace.yStep)}
        xLabel="Time (s)"
        yLabel="Pressure (mm Hg)"
      />
      <g className={MUTED} stroke="currentColor" strokeWidth={1} strokeDasharray="3 3">
        {trace.segments.slice(1).map((s) => (
          <line key={s.start} x1={sx(s.start)} x2={sx(s.start)} y1={BOX.top - 20} y2={BOX.bottom} />
        ))}
      </g>
      {trace.segments.map((s) => (
        <Label key={s.start} x={sx((s.start + s.end) / 2)} y={BOX.top - 10}>
          {s.label}
        </Label>
      ))}
      <Trace d={pathOf(trace.points, sx, sy)} />
    </FigureFrame>
  );
}
