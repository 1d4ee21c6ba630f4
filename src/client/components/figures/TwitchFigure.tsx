import { Axes, CHART_LEFT, CHART_RIGHT, CHART_W, FigureFrame, Label, MUTED, TRACE, TYPE, type Box } from "./chart.tsx";
import { linear, pathOf, ticks } from "./geometry.ts";
import { twitchLayout, type TwitchFigure as Twitch } from "./twitch-geometry.ts";

const W = CHART_W;
const H = 242;
const BOX: Box = { left: CHART_LEFT, top: 28, right: CHART_RIGHT, bottom: 190 };

const X_LABEL: Record<Twitch["pattern"], string> = {
  "train-of-four": "Train-of-four stimuli (2 Hz)",
  "double-burst": "Double-burst stimuli (750 ms apart)",
  tetanus: "Time (s)",
  "post-tetanic-count": "Time (s)",
};

export function TwitchFigure({ figure, className }: { figure: Twitch; className?: string | undefined }) {
  const layout = twitchLayout(figure.pattern, figure.heights);
  const sx = linear(layout.start, layout.end, BOX.left, BOX.right);
  const sy = linear(0, 1, BOX.bottom, BOX.top);
  const barW = Math.max(6, Math.min(34, sx(layout.barWidth) - sx(0)));
  const xTicks = layout.timeAxis ? ticks(0, layout.end, layout.end > 12 ? 2 : 1) : [];
  const stimulusMark = (x: number) => `M${x} ${BOX.bottom + 2}l-3.5 6h7z`;
  return (
    <FigureFrame title={figure.caption ?? "Neuromuscular monitoring"} description={figure.description} caption={figure.caption} width={W} height={H} className={className}>
      <Axes
        box={BOX}
        sx={sx}
        sy={sy}
        xTicks={xTicks}
        yTicks={[0, 0.25, 0.5, 0.75, 1]}
        yFormat={(v) => String(Math.round(v * 100))}
        xLabel={X_LABEL[figure.pattern]}
        yLabel="Response (% of control)"
        xLabelGap={layout.timeAxis ? 6 : 0}
      />
      {layout.tetanus ? (
        <>
          <path d={pathOf(layout.tetanus, sx, sy, true)} className={TRACE} fill="currentColor" fillOpacity={0.75} stroke="currentColor" strokeWidth={1} />
          {layout.tetanusSpan ? (
            <Label x={sx((layout.tetanusSpan[0] + layout.tetanusSpan[1]) / 2)} y={BOX.top - 10} size="label" weight={500} className={MUTED}>
              {figure.pattern === "tetanus" ? "Tetanus 50 Hz, 5 s" : "50 Hz tetanus"}
            </Label>
          ) : null}
        </>
      ) : null}
      {layout.bars.map((b) => (
        <rect
          key={b.t}
          x={sx(b.t) - barW / 2}
          y={sy(b.height)}
          width={barW}
          height={Math.max(0, sy(0) - sy(b.height))}
          className={TRACE}
          fill="currentColor"
          fillOpacity={0.75}
          rx={1.5}
        />
      ))}
      {figure.pattern === "post-tetanic-count" && layout.bars.length > 0 ? (
        <Label x={(sx(layout.bars[0]!.t) + sx(layout.bars[layout.bars.length - 1]!.t)) / 2} y={BOX.top - 10} size="label" weight={500} className={MUTED}>
          1 Hz twitches
        </Label>
      ) : null}
      {layout.timeAxis ? (
        // Every stimulus is marked, so a stimulus with no response still shows.
        <g className={MUTED} fill="currentColor">
          {layout.bars.map((b) => (
            <path key={b.t} d={stimulusMark(sx(b.t))} />
          ))}
        </g>
      ) : (
        <g fontSize={TYPE.label.size} fontWeight={600} fill="currentColor" className={TYPE.label.className}>
          {layout.bars.map((b) => (
            <text key={b.t} x={sx(b.t)} y={BOX.bottom + 15} textAnchor="middle">
              {b.label}
            </text>
          ))}
        </g>
      )}
    </FigureFrame>
  );
}
