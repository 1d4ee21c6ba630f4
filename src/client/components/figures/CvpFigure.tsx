import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Label, MUTED, TYPE, Trace, type Box } from "./chart.tsx";
import { cvpTrace, type CvpFigure as Cvp } from "./cvp-geometry.ts";
import { extent, linear, pathOf, ticks } from "./geometry.ts";

const W = CHART_W;
const H = 290;
const ECG_BOX = { top: 8, bottom: 62 };
const BOX: Box = { left: CHART_LEFT, top: 78, right: CHART_RIGHT, bottom: 248 };

export function CvpFigure({ figure, className }: { figure: Cvp; className?: string | undefined }) {
  const trace = cvpTrace(figure.mean, figure.variant);
  const sx = linear(0, trace.duration, BOX.left, BOX.right);
  const sy = linear(trace.yMin, trace.yMax, BOX.bottom, BOX.top);
  const ecgRange = extent(trace.ecg);
  const ey = linear(Math.min(-0.4, ecgRange.min), Math.max(1.2, ecgRange.max), ECG_BOX.bottom, ECG_BOX.top);
  return (
    <FigureFrame
      title={figure.caption ?? "Central venous pressure waveform"}
      description={figure.description}
      caption={figure.caption}
      width={W}
      height={H}
      className={className}
    >
      <g className={MUTED} stroke="currentColor" strokeWidth={1} strokeDasharray="2 3" opacity={0.7}>
        {trace.qrs.map((q) => (
          <line key={q} x1={sx(q)} x2={sx(q)} y1={ECG_BOX.top} y2={BOX.bottom} />
        ))}
      </g>
      <text x={BOX.left - 6} y={(ECG_BOX.top + ECG_BOX.bottom) / 2} dy="0.35em" textAnchor="end" fontSize={TYPE.tick.size} fill="currentColor" className={`${MUTED} ${TYPE.tick.className}`}>
        ECG II
      </text>
      <Trace d={pathOf(trace.ecg, sx, ey)} className="text-slate-700 dark:text-slate-300" width={1.3} />
      <Axes
        box={BOX}
        sx={sx}
        sy={sy}
        xTicks={ticks(0, trace.duration, 0.5)}
        yTicks={ticks(trace.yMin, trace.yMax, trace.yStep)}
        xLabel="Time (s)"
        yLabel="CVP (mm Hg)"
      />
      <Trace d={pathOf(trace.points, sx, sy)} />
      {figure.labelWaves && trace.labels.map((l) => (
        <Label key={l.text} x={sx(l.x)} y={sy(l.y) + (l.place === "above" ? -7 : 17)}>
          {l.text}
        </Label>
      ))}
    </FigureFrame>
  );
}
