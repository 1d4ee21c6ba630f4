import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Label, Legend, MUTED, SERIES, TYPE, Trace, type Box } from "./chart.tsx";
import { flowVolumeLoop, type FlowVolumeVariant } from "./flow-volume-geometry.ts";
import { linear, pathOf, ticks, type Pt, type Scale } from "./geometry.ts";
import type { Figure } from "../../../shared/figures.ts";

type FlowVolume = Extract<Figure, { kind: "flow-volume" }>;

const W = CHART_W;
const H = 270;
const BOX: Box = { left: CHART_LEFT, top: 12, right: CHART_RIGHT, bottom: 228 };
const V_MAX = 8;
const F_MIN = -8;
const F_MAX = 12;

/** A small arrowhead on a limb, pointing along the direction of travel at fraction `at` of its points. */
function arrow(points: readonly Pt[], at: number, sx: Scale, sy: Scale): string {
  const i = Math.max(1, Math.min(points.length - 1, Math.round(at * (points.length - 1))));
  const a = points[i - 1]!;
  const b = points[i]!;
  const x = sx(b.x);
  const y = sy(b.y);
  const ang = Math.atan2(sy(b.y) - sy(a.y), sx(b.x) - sx(a.x));
  const l = 8;
  const w = 4.5;
  const bx = x - l * Math.cos(ang);
  const by = y - l * Math.sin(ang);
  const px = -Math.sin(ang) * w;
  const py = Math.cos(ang) * w;
  const r = (v: number) => Math.round(v * 10) / 10;
  return `M${r(x)} ${r(y)}L${r(bx + px)} ${r(by + py)}L${r(bx - px)} ${r(by - py)}Z`;
}

export function FlowVolumeFigure({ figure, className }: { figure: FlowVolume; className?: string | undefined }) {
  const variant: FlowVolumeVariant = figure.variant;
  const loop = flowVolumeLoop(variant);
  const normal = flowVolumeLoop("normal");
  const showNormal = figure.showNormal && variant !== "normal";
  // Lung volume falls from left (TLC) to right (RV).
  const sx = linear(V_MAX, 0, BOX.left, BOX.right);
  const sy = linear(F_MIN, F_MAX, BOX.bottom, BOX.top);
  const closed = (l: typeof loop) => pathOf([...l.expiratory, ...l.inspiratory.slice(1)], sx, sy, true);
  const main = SERIES[0];
  const zero = sy(0);
  return (
    <FigureFrame
      title={figure.caption ?? "Flow-volume loop"}
      description={figure.description}
      caption={figure.caption}
      width={W}
      height={H}
      className={className}
      below={
        showNormal ? (
          <Legend
            items={[
              { label: "Patient", className: main.className },
              { label: "Normal", className: MUTED, dash: "5 4", width: 1.5 },
            ]}
          />
        ) : null
      }
    >
      <Axes
        box={BOX}
        sx={sx}
        sy={sy}
        xTicks={ticks(0, V_MAX, 1)}
        yTicks={ticks(F_MIN, F_MAX, 4)}
        xLabel="Lung volume (L)"
        yLabel="Flow (L/s)"
        xGrid
      />
      <line x1={BOX.left} x2={BOX.right} y1={zero} y2={zero} stroke="currentColor" strokeWidth={1.2} className={MUTED} />
      <g fontSize={TYPE.tick.size} fill="currentColor" className={`${MUTED} ${TYPE.tick.className}`}>
        <text x={BOX.right - 4} y={BOX.top + 12} textAnchor="end">
          Expiration ↑
        </text>
        <text x={BOX.right - 4} y={BOX.bottom - 6} textAnchor="end">
          Inspiration ↓
        </text>
      </g>
      {showNormal ? <Trace d={closed(normal)} className={MUTED} width={1.5} dash="5 4" /> : null}
      <Trace d={closed(loop)} className={main.className} width={2.2} />
      <g className={main.className} fill="currentColor">
        <path d={arrow(loop.expiratory, 0.55, sx, sy)} />
        <path d={arrow(loop.inspiratory, 0.5, sx, sy)} />
      </g>
      <g className={MUTED}>
        <Label x={sx(loop.spec.tlc) - 4} y={zero + 13} anchor="end" size="tick" weight={600}>
          TLC
        </Label>
        <Label x={sx(loop.spec.rv) + 4} y={zero + 13} anchor="start" size="tick" weight={600}>
          RV
        </Label>
      </g>
    </FigureFrame>
  );
}
