// Building blocks shared by the figure renderers: the accessible <figure>/<svg> frame, axes with
// gridlines and labelled units, and the colour and type classes. Everything is drawn with
// currentColor and Tailwind text colours so one SVG reads well in the light and dark themes.
import { useId, type ReactNode } from "react";
import type { Scale } from "./geometry.ts";

/** Colour classes (set `color`; SVG strokes and fills use currentColor). */
export const INK = "text-slate-800 dark:text-slate-100";
export const MUTED = "text-slate-500 dark:text-slate-400";
export const GRID = "text-slate-200 dark:text-slate-700/70";
export const AXIS = "text-slate-400 dark:text-slate-500";
export const TRACE = "text-teal-700 dark:text-teal-300";
/** Distinct series (trace colours with matching dash styles so they survive greyscale printing). */
export const SERIES = [
  { className: "text-teal-700 dark:text-teal-300", dash: undefined },
  { className: "text-rose-600 dark:text-rose-300", dash: "7 4" },
  { className: "text-amber-600 dark:text-amber-300", dash: "2 3" },
] as const;

/**
 * Type sizes in SVG units. A 400-unit-wide chart is drawn at about three quarters of its size in a
 * phone's card (about 270 px), so below the `sm` breakpoint the same text is set larger (CSS beats
 * the attribute) to stay about 10 px on screen.
 */
export const TYPE = {
  tick: { size: 11, className: "text-[11px] max-sm:text-[15px]" },
  label: { size: 12, className: "text-[12px] max-sm:text-[16px]" },
  mark: { size: 13, className: "text-[13px] max-sm:text-[17px]" },
} as const;
export type TypeSize = keyof typeof TYPE;

/** Standard chart geometry: a 400-unit-wide viewBox with room for tick labels and axis titles. */
export const CHART_W = 400;
export const CHART_LEFT = 58;
export const CHART_RIGHT = 392;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Layout {
  width: number;
  height: number;
  children: ReactNode;
}

export interface FrameProps extends Layout {
  /** The accessible name: the caption, or a default such as "Capnogram". */
  title: string;
  description: string;
  caption?: string | undefined;
  /** A second drawing used below the `sm` breakpoint instead (e.g. a strip split into two rows). */
  narrow?: Layout | undefined;
  /** HTML shown between the drawing and the caption (a legend that wraps on small screens). */
  below?: ReactNode;
  /** Widest the figure grows on large screens (Tailwind max-width class). */
  maxWidthClass?: string;
  className?: string | undefined;
}

function Svg({ layout, title, description, idBase, className }: { layout: Layout; title: string; description: string; idBase: string; className: string }) {
  const titleId = `${idBase}-title`;
  const descId = `${idBase}-desc`;
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width="100%"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className={`h-auto w-full overflow-visible ${INK} ${className}`}
      fontFamily="inherit"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {layout.children}
    </svg>
  );
}

export function FigureFrame({ title, description, caption, width, height, children, narrow, below, maxWidthClass = "max-w-lg", className }: FrameProps) {
  const id = useId();
  return (
    <figure className={`w-full ${maxWidthClass} ${className ?? ""}`.trim()}>
      {/* With a narrow layout only one drawing is displayed at a time (display: none hides the other from assistive technology too). */}
      <Svg layout={{ width, height, children }} title={title} description={description} idBase={id} className={narrow ? "block max-sm:hidden" : "block"} />
      {narrow ? <Svg layout={narrow} title={title} description={description} idBase={`${id}-narrow`} className="hidden max-sm:block" /> : null}
      {below}
      {caption ? <figcaption className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{caption}</figcaption> : null}
    </figure>
  );
}

export interface AxesProps {
  box: Box;
  sx: Scale;
  sy: Scale;
  xTicks: readonly number[];
  yTicks: readonly number[];
  xFormat?: (v: number) => string;
  yFormat?: (v: number) => string;
  xLabel: string;
  yLabel: string;
  /** Vertical gridlines at the x ticks (horizontal ones are always drawn). */
  xGrid?: boolean;
  /** Where the x axis line sits (default: the bottom of the box). */
  xAxisAt?: number;
  /** Extra space between the box and the x tick labels and axis label (for marks under the axis). */
  xLabelGap?: number;
}

const fmtTick = (v: number) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100));

export function Axes({ box, sx, sy, xTicks, yTicks, xFormat = fmtTick, yFormat = fmtTick, xLabel, yLabel, xGrid = false, xAxisAt, xLabelGap = 0 }: AxesProps) {
  const axisY = xAxisAt ?? box.bottom;
  const midY = (box.top + box.bottom) / 2;
  return (
    <g>
      <g className={GRID} stroke="currentColor" strokeWidth={1}>
        {yTicks.map((v) => (
          <line key={`y${v}`} x1={box.left} x2={box.right} y1={sy(v)} y2={sy(v)} />
        ))}
        {xGrid ? xTicks.map((v) => <line key={`x${v}`} x1={sx(v)} x2={sx(v)} y1={box.top} y2={box.bottom} />) : null}
      </g>
      <g className={AXIS} stroke="currentColor" strokeWidth={1.2}>
        <line x1={box.left} x2={box.left} y1={box.top} y2={box.bottom} />
        <line x1={box.left} x2={box.right} y1={axisY} y2={axisY} />
        {xTicks.map((v) => (
          <line key={`xt${v}`} x1={sx(v)} x2={sx(v)} y1={box.bottom} y2={box.bottom + 4} />
        ))}
        {yTicks.map((v) => (
          <line key={`yt${v}`} x1={box.left - 4} x2={box.left} y1={sy(v)} y2={sy(v)} />
        ))}
      </g>
      <g className={`${MUTED} ${TYPE.tick.className}`} fill="currentColor" fontSize={TYPE.tick.size}>
        {xTicks.map((v) => (
          <text key={`xl${v}`} x={sx(v)} y={box.bottom + 15 + xLabelGap} textAnchor="middle">
            {xFormat(v)}
          </text>
        ))}
        {yTicks.map((v) => (
          <text key={`yl${v}`} x={box.left - 7} y={sy(v)} dy="0.35em" textAnchor="end">
            {yFormat(v)}
          </text>
        ))}
      </g>
      <g fill="currentColor" fontSize={TYPE.label.size} fontWeight={500} className={TYPE.label.className}>
        <text x={(box.left + box.right) / 2} y={box.bottom + 35 + xLabelGap} textAnchor="middle">
          {xLabel}
        </text>
        <text transform={`translate(14 ${midY}) rotate(-90)`} textAnchor="middle">
          {yLabel}
        </text>
      </g>
    </g>
  );
}

/** A stroked trace. */
export function Trace({ d, className = TRACE, width = 2, dash }: { d: string; className?: string; width?: number; dash?: string | undefined }) {
  return (
    <path
      d={d}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinejoin="round"
      strokeLinecap="round"
      strokeDasharray={dash}
    />
  );
}

/** A text label with a halo in the card's background colour, so it stays legible over gridlines and traces. */
export function Label({
  x,
  y,
  children,
  anchor = "middle",
  size = "mark",
  weight = 700,
  className,
  dy,
}: {
  x: number;
  y: number;
  children: ReactNode;
  anchor?: "start" | "middle" | "end";
  size?: TypeSize;
  weight?: number;
  className?: string;
  dy?: string;
}) {
  return (
    <text
      x={x}
      y={y}
      dy={dy}
      textAnchor={anchor}
      fontSize={TYPE[size].size}
      fontWeight={weight}
      fill="currentColor"
      className={`${className ?? ""} ${TYPE[size].className} stroke-white [paint-order:stroke] dark:stroke-slate-900`.trim()}
      strokeWidth={3}
      strokeLinejoin="round"
    >
      {children}
    </text>
  );
}

/** A legend under the drawing, as HTML so long labels wrap on a phone. */
export function Legend({ items }: { items: readonly { label: string; className: string; dash?: string | undefined; width?: number }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
      {items.map((item, i) => (
        <li key={i} className="flex items-center gap-2">
          <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true" className={item.className}>
            <line x1={1} x2={27} y1={5} y2={5} stroke="currentColor" strokeWidth={item.width ?? 2.2} strokeDasharray={item.dash} strokeLinecap="round" />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
