import type { ReactNode } from "react";
import { FigureFrame, MUTED, type Layout } from "./chart.tsx";
import { ecgStrip, type EcgFigure as Ecg, type EcgStrip } from "./ecg-geometry.ts";
import { linear, pathOf } from "./geometry.ts";

/** ECG paper: 25 mm/s and 10 mm/mV, 1 mm small boxes and 5 mm large boxes. */
const MM = 3.84; // SVG units per mm
const PER_S = 25 * MM;
const PER_MV = 10 * MM;
const LEAD_IN = 0.4; // s of paper before each row's trace, holding the 1 mV calibration pulse
const PAD = 6;
const TOP_BAND = 26;
const BOTTOM_BAND = 26;
const ROW_GAP = 6;

/** Lines every `stepMm` mm across [x0, x1] x [y0, y1] as one path. */
function gridPath(x0: number, x1: number, y0: number, y1: number, stepMm: number): string {
  const step = stepMm * MM;
  const parts: string[] = [];
  const nx = Math.round((x1 - x0) / step);
  const ny = Math.round((y1 - y0) / step);
  const r = (v: number) => Math.round(v * 10) / 10;
  for (let i = 0; i <= nx; i++) parts.push(`M${r(x0 + i * step)} ${r(y0)}V${r(y1)}`);
  for (let j = 0; j <= ny; j++) parts.push(`M${r(x0)} ${r(y0 + j * step)}H${r(x1)}`);
  return parts.join("");
}

const TRACE_INK = "text-slate-900 dark:text-slate-50";

/**
 * The strip laid out in rows of `rowSeconds` (6 s in one row on wide screens, two rows of 3 s on a
 * phone), each row on its own paper with a calibration pulse, like a multi-row printout.
 */
function stripLayout(strip: EcgStrip, lead: string, rowSeconds: number, text: { size: number; className: string }): Layout {
  const rows = Math.ceil(strip.duration / rowSeconds - 1e-9);
  const paperW = (rowSeconds + LEAD_IN) * PER_S;
  const paperH = (strip.yMax - strip.yMin) * PER_MV;
  const rowH = paperH + BOTTOM_BAND;
  const width = PAD + paperW + PAD;
  const height = TOP_BAND + rows * rowH + (rows - 1) * ROW_GAP;
  const children: ReactNode[] = [];
  for (let i = 0; i < rows; i++) {
    const from = i * rowSeconds;
    const to = Math.min(strip.duration, from + rowSeconds);
    const top = TOP_BAND + i * (rowH + ROW_GAP);
    const left = PAD;
    const sx = linear(from - LEAD_IN, from + rowSeconds, left, left + paperW);
    const sy = linear(strip.yMin, strip.yMax, top + paperH, top);
    const y0 = sy(0);
    const y1 = sy(1);
    const cal = `M${sx(from - 0.36)} ${y0}H${sx(from - 0.3)}V${y1}H${sx(from - 0.1)}V${y0}H${sx(from - 0.04)}`;
    const samples = strip.samples.filter((p) => p.x >= from - 1e-9 && p.x <= to + 1e-9);
    const seconds: number[] = [];
    for (let s = Math.ceil(from); s <= to + 1e-9; s++) seconds.push(s);
    children.push(
      <g key={i}>
        <rect x={left} y={top} width={paperW} height={paperH} className="fill-rose-50 dark:fill-slate-900" />
        <path d={gridPath(left, left + paperW, top, top + paperH, 1)} className="text-rose-200/80 dark:text-rose-950" stroke="currentColor" strokeWidth={0.5} fill="none" />
        <path d={gridPath(left, left + paperW, top, top + paperH, 5)} className="text-rose-300 dark:text-rose-900/90" stroke="currentColor" strokeWidth={1} fill="none" />
        <path d={cal} fill="none" stroke="currentColor" strokeWidth={1.4} className={TRACE_INK} />
        <path d={pathOf(samples, sx, sy)} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" className={TRACE_INK} />
        <g fontSize={text.size} fill="currentColor" className={`${MUTED} ${text.className}`}>
          {seconds.map((s) => (
            <text key={s} x={sx(s)} y={top + paperH + 18} textAnchor="middle">
              {`${s} s`}
            </text>
          ))}
        </g>
      </g>,
    );
  }
  children.push(
    <g key="bands" fontSize={text.size} fill="currentColor" className={text.className}>
      <text x={PAD} y={TOP_BAND - 8} fontWeight={700}>
        {lead}
      </text>
      <text x={PAD + paperW} y={TOP_BAND - 8} textAnchor="end" className={MUTED}>
        25 mm/s · 10 mm/mV
      </text>
    </g>,
  );
  return { width, height, children };
}

export function EcgFigure({ figure, className }: { figure: Ecg; className?: string | undefined }) {
  const strip = ecgStrip(figure.rhythm, figure.rate, figure.lead);
  const wide = stripLayout(strip, figure.lead, strip.duration, { size: 15, className: "text-[15px]" });
  const narrow = stripLayout(strip, figure.lead, strip.duration / 2, { size: 14, className: "text-[14px]" });
  return (
    <FigureFrame
      title={figure.caption ?? `ECG rhythm strip, lead ${figure.lead}`}
      description={figure.description}
      caption={figure.caption}
      width={wide.width}
      height={wide.height}
      narrow={narrow}
      maxWidthClass="max-w-2xl"
      className={className}
    >
      {wide.children}
    </FigureFrame>
  );
}
