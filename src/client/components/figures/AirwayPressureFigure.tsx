import { airwayPressureTrace, type AirwayPressureFigure as AirwayPressure } from "./airway-pressure-geometry.ts";
import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Label, MUTED, Trace, type Box } from "./chart.tsx";
import { linear, pathOf, ticks } from "./geometry.ts";

const W = CHART_W;
const H = 230;
const BOX: Box = { left: CHART_LEFT, top: 10, right: CHART_RIGHT, bottom: 188 };

export function AirwayPressureFigure({ figure, className }: { figure: AirwayPressure; className?: string | undefined }) {
  const trace = airwayPressureTrace(figure);
  const yStep = trace.peak + 6 > 40 ? 10 : 5;
  const yMax = Math.ceil((trace.peak + 6) / yStep) * yStep;
  const sx = linear(0, trace.duration, BOX.left, BOX.right);
  const sy = linear(0, yMax, BOX.bottom, BOX.top);
  // Labels sit in the first expiratory pause, where the trace is back at PEEP and out of the way.
  const first = trace.breaths[0]!;
  const quietFrom = first.plateauTime + 0.9;
  const quietTo = trace.breaths[1]?.start ?? trace.duration;
  const labelX = sx((quietFrom + quietTo) / 2);
  const refs = [
    { v: trace.peak, text: "Peak" },
    { v: trace.plateau, text: "Plateau" },
    { v: trace.peep, text: "PEEP" },
  ];
  return (
    <FigureFrame title={figure.caption ?? "Airway pressure"} description={figure.description} caption={figure.caption} width={W} height={H} className={className}>
      <Axes
        box={BOX}
        sx={sx}
        sy={sy}
        xTicks={ticks(0, trace.duration, trace.duration > 10 ? 2 : 1)}
        yTicks={ticks(0, yMax, yStep)}
        xLabel="Time (s)"
        yLabel="Airway pressure (cm H₂O)"
      />
      <g className={MUTED} stroke="currentColor" strokeWidth={1.1} strokeDasharray="4 3">
        {refs.map((r) => (
          <line key={r.text} x1={BOX.left} x2={BOX.right} y1={sy(r.v)} y2={sy(r.v)} />
        ))}
      </g>
      <Trace d={pathOf(trace.points, sx, sy)} />
      {refs.map((r, i) => {
        // A label goes under its line when the line above is too close for both to sit on top.
        const above = refs[i - 1];
        const crowded = above !== undefined && sy(r.v) - sy(above.v) < 16;
        return (
          <Label key={r.text} x={labelX} y={sy(r.v) + (crowded ? 15 : -5)} size="label" weight={600}>
            {r.text}
          </Label>
        );
      })}
    </FigureFrame>
  );
}
