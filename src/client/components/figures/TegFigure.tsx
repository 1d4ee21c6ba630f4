import { AXIS, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, GRID, Label, MUTED, TRACE, TYPE } from "./chart.tsx";
import { linear, pathOf, ticks } from "./geometry.ts";
import { MM_PER_MIN, tegTrace, type TegFigure as Teg } from "./teg-geometry.ts";

const W = CHART_W;
const LEFT = CHART_LEFT;
const RIGHT = CHART_RIGHT;
const TOP = 12;

export function TegFigure({ figure, className }: { figure: Teg; className?: string | undefined }) {
  const trace = tegTrace(figure);
  // True TEG proportions (2 mm of paper per minute, amplitude in mm) so the alpha angle looks right.
  const halfRange = Math.max(30, Math.ceil((figure.ma / 2 + 10) / 5) * 5);
  const unit = (RIGHT - LEFT) / (trace.end * MM_PER_MIN); // SVG units per mm
  const plotH = 2 * halfRange * unit;
  const bottom = TOP + plotH;
  const H = bottom + 42;
  const sx = linear(0, trace.end, LEFT, RIGHT);
  const sy = linear(-halfRange, halfRange, bottom, TOP);
  const lower = trace.upper.map((p) => ({ x: p.x, y: -p.y })).reverse();
  const spindle = pathOf([...trace.upper, ...lower], sx, sy, true);
  const edge = pathOf(trace.upper, sx, sy) + pathOf(lower, sx, sy);
  const bracketY = sy(-(figure.ma / 2) - 6);
  const k = trace.k;
  const maX = sx(trace.tMA);
  const ly30X = trace.tMA + 30 <= trace.end ? sx(trace.tMA + 30) : null;
  const alphaEnd = trace.alphaLine[1];
  const arcR = 22;
  const alphaRad = Math.atan(trace.alphaSlope / MM_PER_MIN);
  const rx = sx(trace.r);
  const ry = sy(1);
  const yTicks = ticks(-halfRange + (halfRange % 10), halfRange, 10);
  return (
    <FigureFrame title={figure.caption ?? "Thromboelastogram (TEG)"} description={figure.description} caption={figure.caption} width={W} height={H} className={className}>
      <g className={GRID} stroke="currentColor">
        {yTicks.map((v) => (
          <line key={v} x1={LEFT} x2={RIGHT} y1={sy(v)} y2={sy(v)} />
        ))}
      </g>
      <g className={AXIS} stroke="currentColor" strokeWidth={1.2}>
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={bottom} />
        <line x1={LEFT} x2={RIGHT} y1={bottom} y2={bottom} />
        {ticks(0, trace.end, 10).map((v) => (
          <line key={v} x1={sx(v)} x2={sx(v)} y1={bottom} y2={bottom + 4} />
        ))}
      </g>
      <g className={`${MUTED} ${TYPE.tick.className}`} fill="currentColor" fontSize={TYPE.tick.size}>
        {ticks(0, trace.end, 10).map((v) => (
          <text key={`x${v}`} x={sx(v)} y={bottom + 15} textAnchor="middle">
            {v}
          </text>
        ))}
        {yTicks.map((v) => (
          <text key={`y${v}`} x={LEFT - 7} y={sy(v)} dy="0.35em" textAnchor="end">
            {Math.abs(v)}
          </text>
        ))}
      </g>
      <g fill="currentColor" fontSize={TYPE.label.size} fontWeight={500} className={TYPE.label.className}>
        <text x={(LEFT + RIGHT) / 2} y={bottom + 35} textAnchor="middle">
          Time (min)
        </text>
        <text transform={`translate(14 ${(TOP + bottom) / 2}) rotate(-90)`} textAnchor="middle">
          Amplitude (mm)
        </text>
      </g>
      <path d={spindle} className={TRACE} fill="currentColor" fillOpacity={0.16} stroke="none" />
      <path d={edge} className={TRACE} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" />
      <line x1={sx(0)} x2={sx(trace.r)} y1={sy(0)} y2={sy(0)} className={TRACE} stroke="currentColor" strokeWidth={1.8} />
      {/* alpha: the line from the R point at the stated angle, with its arc. */}
      <g className={MUTED} stroke="currentColor" fill="none" strokeWidth={1.2}>
        <line x1={rx} y1={ry} x2={sx(alphaEnd.x)} y2={sy(alphaEnd.y)} strokeDasharray="4 3" />
        <line x1={rx} y1={ry} x2={rx + arcR + 14} y2={ry} />
        <path d={`M${rx + arcR} ${ry}A${arcR} ${arcR} 0 0 0 ${rx + arcR * Math.cos(alphaRad)} ${ry - arcR * Math.sin(alphaRad)}`} />
      </g>
      <Label x={rx + (arcR + 9) * Math.cos(alphaRad / 2)} y={ry - (arcR + 9) * Math.sin(alphaRad / 2)} dy="0.35em">
        α
      </Label>
      {/* R and K along the bottom, MA across the widest point, LY30 thirty minutes later. */}
      <g className={MUTED} stroke="currentColor" strokeWidth={1.2}>
        <line x1={sx(0)} x2={sx(0)} y1={bracketY - 5} y2={bracketY + 5} />
        <line x1={rx} x2={rx} y1={sy(0)} y2={bracketY + 5} strokeDasharray="2 3" />
        <line x1={sx(0)} x2={rx} y1={bracketY} y2={bracketY} />
        {k !== null ? (
          <>
            <line x1={sx(trace.r + k)} x2={sx(trace.r + k)} y1={sy(-10)} y2={bracketY + 5} strokeDasharray="2 3" />
            <line x1={rx} x2={sx(trace.r + k)} y1={bracketY} y2={bracketY} />
          </>
        ) : null}
        <line x1={maX} x2={maX} y1={sy(figure.ma / 2)} y2={sy(-figure.ma / 2)} />
        <path d={`M${maX - 4} ${sy(figure.ma / 2) + 6}L${maX} ${sy(figure.ma / 2)}L${maX + 4} ${sy(figure.ma / 2) + 6}M${maX - 4} ${sy(-figure.ma / 2) - 6}L${maX} ${sy(-figure.ma / 2)}L${maX + 4} ${sy(-figure.ma / 2) - 6}`} fill="none" />
        {ly30X !== null ? <line x1={ly30X} x2={ly30X} y1={TOP} y2={bottom} strokeDasharray="3 3" /> : null}
      </g>
      <Label x={(sx(0) + rx) / 2} y={bracketY - 5}>
        R
      </Label>
      {k !== null ? (
        <Label x={(rx + sx(trace.r + k)) / 2} y={bracketY + 16}>
          K
        </Label>
      ) : null}
      <Label x={maX + 6} y={sy(0) - 8} anchor="start">
        MA
      </Label>
      {ly30X !== null ? (
        <Label x={ly30X - 4} y={TOP + 12} anchor="end" size="tick" weight={600} className={MUTED}>
          LY30
        </Label>
      ) : null}
    </FigureFrame>
  );
}
