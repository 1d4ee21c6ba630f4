import type { Figure } from "../../../shared/figures.ts";
import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Legend, MUTED, SERIES, Trace, type Box } from "./chart.tsx";
import { linear, pathOf, ticks } from "./geometry.ts";
import { dissociationCurve, po2AxisMax, saturation } from "./oxyhemoglobin-geometry.ts";

type Oxyhemoglobin = Extract<Figure, { kind: "oxyhemoglobin" }>;

const W = CHART_W;
const H = 260;
const BOX: Box = { left: CHART_LEFT, top: 10, right: CHART_RIGHT, bottom: 218 };

export function OxyhemoglobinFigure({ figure, className }: { figure: Oxyhemoglobin; className?: string | undefined }) {
  const xMax = po2AxisMax(figure.markPo2);
  const sx = linear(0, xMax, BOX.left, BOX.right);
  const sy = linear(0, 100, BOX.bottom, BOX.top);
  const curves = figure.curves.map((c, i) => ({ ...c, series: SERIES[i % SERIES.length]! }));
  return (
    <FigureFrame
      title={figure.caption ?? "Oxyhemoglobin dissociation curve"}
      description={figure.description}
      caption={figure.caption}
      width={W}
      height={H}
      className={className}
      below={<Legend items={curves.map((c) => ({ label: c.label, className: c.series.className, dash: c.series.dash }))} />}
    >
      <Axes
        box={BOX}
        sx={sx}
        sy={sy}
        xTicks={ticks(0, xMax, xMax > 120 ? 25 : 20)}
        yTicks={ticks(0, 100, 25)}
        xLabel="PO₂ (mm Hg)"
        yLabel="Hb O₂ saturation (%)"
        xGrid
      />
      {figure.markPo2.map((m, mi) => {
        const top = Math.max(...curves.map((c) => saturation(m, c.p50) * 100));
        return (
          <g key={mi}>
            <line x1={sx(m)} x2={sx(m)} y1={BOX.bottom} y2={sy(top)} stroke="currentColor" strokeWidth={1.3} strokeDasharray="1.5 3" strokeLinecap="round" className={MUTED} />
            {curves.length === 1 ? (
              <line x1={BOX.left} x2={sx(m)} y1={sy(top)} y2={sy(top)} stroke="currentColor" strokeWidth={1.3} strokeDasharray="1.5 3" strokeLinecap="round" className={MUTED} />
            ) : null}
          </g>
        );
      })}
      {curves.map((c, ci) => (
        <Trace key={ci} d={pathOf(dissociationCurve(c.p50, xMax), sx, sy)} className={c.series.className} width={2.2} dash={c.series.dash} />
      ))}
      {figure.markPo2.flatMap((m, mi) =>
        curves.map((c, ci) => <circle key={`${mi}-${ci}`} cx={sx(m)} cy={sy(saturation(m, c.p50) * 100)} r={3.2} fill="currentColor" className={c.series.className} />),
      )}
    </FigureFrame>
  );
}
