/**
 * The reports' charts, drawn on the server as SVG markup (decision 026: hand-written SVG, no
 * chart library): the page receives a string, so no chart code reaches the browser. Each chart
 * is role="img" with a <title> and a <desc>; bars start at a zero baseline; every series has a
 * pattern as well as a colour (and the legend shows both), so colour is never the only cue.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";

/** Written into every chart, and looked for by the bundle test: it must never reach the browser. */
export const CHART_MARKER = "drawn-on-server:report-chart";

/**
 * Two drawings of each chart: wide for a desktop, narrow for a phone, where a 640-wide drawing
 * scaled down to 360 would shrink its text to about 7 px. The narrow one is drawn at about a
 * phone's width, so its text shows near its own size (the page shows the one that fits).
 */
export type ChartSize = "wide" | "narrow";
const LAYOUT = {
  wide: {
    width: 640,
    height: 320,
    fontSize: 13,
    margin: { top: 16, right: 56, bottom: 64, left: 64 },
    labels: 12,
    labelWidth: 170,
  },
  narrow: {
    width: 360,
    height: 300,
    fontSize: 14,
    margin: { top: 16, right: 16, bottom: 64, left: 48 },
    labels: 6,
    labelWidth: 150,
  },
} as const;
/** A little more than the widest character's average width, per pixel of font size. */
const CHAR_WIDTH = 0.62;
const LEGEND_ROW = 22;

/** A bar's label cut (with "…") to the room left of horizontal bars; the table has it whole. */
export function fitLabel(text: string, size: ChartSize): string {
  const { labelWidth, fontSize } = LAYOUT[size];
  const max = Math.floor((labelWidth - 8) / (fontSize * CHAR_WIDTH));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/** The legend swatch and the gap before its words. */
const SWATCH = 22;

/** The bar charts' category labels are turned this far (degrees), to fit many under the bars. */
const LABEL_TURN = 40;
/** From the plot's foot to a category label's anchor, and from the label's end to the legend. */
const LABEL_GAP = 16;
const LEGEND_GAP = 8;

/**
 * How far below the plot's foot the turned category labels reach: each runs down and to the
 * left from its anchor by its width's sine, plus its letters' height. The legend goes below the
 * deepest, never over it (it did at 1366 and 390 px with "Newsletter sign-up" and the like).
 */
export function labelDepth(labels: string[], size: ChartSize): number {
  const { fontSize } = LAYOUT[size];
  const widest = Math.max(0, ...labels.map((label) => label.length * fontSize * CHAR_WIDTH));
  const turn = (LABEL_TURN * Math.PI) / 180;
  return LABEL_GAP + widest * Math.sin(turn) + fontSize * Math.cos(turn);
}

/** Colours (3:1 or more against white) and patterns, one pair per series, in order. */
const STYLES = [
  { colour: "#1d4ed8", pattern: "solid" },
  { colour: "#b45309", pattern: "diagonal" },
  { colour: "#047857", pattern: "dots" },
  { colour: "#7e22ce", pattern: "cross" },
  { colour: "#be123c", pattern: "horizontal" },
  { colour: "#0f766e", pattern: "vertical" },
  { colour: "#4b5563", pattern: "checks" },
  { colour: "#a16207", pattern: "back-diagonal" },
] as const;

function PatternDefs({ id }: { id: string }) {
  return (
    <defs>
      {STYLES.map(({ colour, pattern }, i) => (
        <pattern
          key={pattern}
          id={`${id}-p${i}`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
        >
          <rect width="8" height="8" fill={pattern === "solid" ? colour : "#ffffff"} />
          {pattern === "diagonal" ? (
            <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke={colour} strokeWidth="2.5" />
          ) : null}
          {pattern === "back-diagonal" ? (
            <path d="M-2,6 l4,4 M0,0 l8,8 M6,-2 l4,4" stroke={colour} strokeWidth="2.5" />
          ) : null}
          {pattern === "dots" ? <circle cx="4" cy="4" r="2.2" fill={colour} /> : null}
          {pattern === "cross" ? (
            <path d="M0,4 h8 M4,0 v8" stroke={colour} strokeWidth="2" />
          ) : null}
          {pattern === "horizontal" ? (
            <path d="M0,2 h8 M0,6 h8" stroke={colour} strokeWidth="2" />
          ) : null}
          {pattern === "vertical" ? (
            <path d="M2,0 v8 M6,0 v8" stroke={colour} strokeWidth="2" />
          ) : null}
          {pattern === "checks" ? (
            <path d="M0,0 h4 v4 h-4 z M4,4 h4 v4 h-4 z" fill={colour} />
          ) : null}
        </pattern>
      ))}
    </defs>
  );
}

const fill = (id: string, i: number) => `url(#${id}-p${i % STYLES.length})`;
const stroke = (i: number) => STYLES[i % STYLES.length].colour;

/** A round top for the scale: 0 … nice, in `steps` equal ticks. */
export function niceScale(max: number, steps = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => round(i * step));
}
const round = (v: number) => Math.round(v * 1000) / 1000;
const tickText = (v: number) => v.toLocaleString("en-GB");

export interface Series {
  label: string;
  values: (number | null)[];
}

/**
 * Legend items laid out in rows that never pass the drawing's right edge: each takes its words'
 * estimated width, and starts a new row when the next would not fit.
 */
export function legendLayout(labels: string[], size: ChartSize) {
  const { width, fontSize, margin } = LAYOUT[size];
  const room = width - margin.left - 8;
  let x = 0;
  let row = 0;
  return labels.map((label) => {
    const w = SWATCH + label.length * fontSize * CHAR_WIDTH + 24;
    if (x > 0 && x + w > room) {
      x = 0;
      row++;
    }
    const at = { x, y: row * LEGEND_ROW };
    x += w;
    return at;
  });
}

function Frame({
  id,
  title,
  description,
  size,
  height,
  legend,
  children,
}: {
  id: string;
  title: string;
  description: string;
  size: ChartSize;
  height: number;
  legend: { label: string; line?: "dashed" | "solid" }[];
  children: ReactNode;
}) {
  const { width, fontSize, margin } = LAYOUT[size];
  const places = legendLayout(
    legend.map((item) => item.label),
    size,
  );
  const legendRows = places.length ? places.at(-1)!.y / LEGEND_ROW + 1 : 0;
  const total = height + legendRows * LEGEND_ROW + 8;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${total}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-chart={CHART_MARKER}
      data-size={size}
      fontFamily="inherit"
      fontSize={fontSize}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <PatternDefs id={id} />
      {children}
      <g transform={`translate(${margin.left}, ${height + 4})`} data-part="legend">
        {legend.map((item, i) => (
          <g key={item.label} transform={`translate(${places[i].x}, ${places[i].y})`}>
            {item.line ? (
              <line
                x1="0"
                x2="16"
                y1="8"
                y2="8"
                stroke="#111827"
                strokeWidth="2"
                strokeDasharray={item.line === "dashed" ? "6 4" : undefined}
              />
            ) : (
              <rect width="16" height="16" fill={fill(id, i)} stroke={stroke(i)} />
            )}
            <text x={SWATCH} y="13" fill="#111827">
              {item.label}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}

/**
 * Vertical bars per category: stacked (one bar of parts) or grouped (side by side). An optional
 * reference line (e.g. the 24-hour promise) and an optional line series on its own right-hand
 * scale (e.g. the list size).
 */
export function barChart({
  id,
  title,
  description,
  categories,
  series,
  stacked = false,
  reference,
  line,
  size = "wide",
}: {
  id: string;
  title: string;
  description: string;
  categories: string[];
  series: Series[];
  stacked?: boolean;
  reference?: { value: number; label: string };
  line?: Series;
  size?: ChartSize;
}): string {
  const { width: WIDTH, height: HEIGHT, labels } = LAYOUT[size];
  // A right-hand scale needs room for its numbers.
  const MARGIN = { ...LAYOUT[size].margin, right: line ? 56 : LAYOUT[size].margin.right };
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const totals = categories.map((_, c) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[c] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[c] ?? 0)),
  );
  const ticks = niceScale(Math.max(0, ...totals, reference?.value ?? 0));
  const top = ticks.at(-1)!;
  const y = (v: number) => MARGIN.top + plotH - (v / top) * plotH;
  const band = plotW / Math.max(1, categories.length);
  const barW = Math.max(2, band * 0.7);
  const every = Math.ceil(categories.length / labels);
  // Long names are cut (the table has them whole); the legend starts below the deepest shown.
  const shown = categories.map((category, c) => (c % every === 0 ? fitLabel(category, size) : ""));
  const plotFoot = MARGIN.top + plotH;
  const frameHeight = Math.max(HEIGHT, Math.ceil(plotFoot + labelDepth(shown, size) + LEGEND_GAP));
  const lineTicks = line ? niceScale(Math.max(0, ...line.values.map((v) => v ?? 0))) : [];
  const lineTop = lineTicks.at(-1) ?? 1;
  const ly = (v: number) => MARGIN.top + plotH - (v / lineTop) * plotH;
  const legend = [
    ...series.map((s) => ({ label: s.label })),
    ...(reference ? [{ label: reference.label, line: "dashed" as const }] : []),
    ...(line ? [{ label: `${line.label} (right-hand scale)`, line: "solid" as const }] : []),
  ];
  return renderToStaticMarkup(
    <Frame
      id={id}
      title={title}
      description={description}
      size={size}
      height={frameHeight}
      legend={legend}
    >
      <g aria-hidden="true">
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotW}
              y1={y(t)}
              y2={y(t)}
              stroke={t === 0 ? "#111827" : "#d1d5db"}
              strokeWidth={t === 0 ? 1.5 : 1}
            />
            <text
              x={MARGIN.left - 6}
              y={y(t) + 4}
              textAnchor="end"
              fill="#374151"
              data-part="axis-label"
            >
              {tickText(t)}
            </text>
          </g>
        ))}
        {lineTicks.map((t) => (
          <text
            key={t}
            x={MARGIN.left + plotW + 6}
            y={ly(t) + 4}
            fill="#374151"
            data-part="axis-label"
          >
            {tickText(t)}
          </text>
        ))}
        {categories.map((category, c) => {
          const x0 = MARGIN.left + c * band + (band - barW) / 2;
          let base = 0;
          return (
            <g key={category}>
              {series.map((s, i) => {
                const v = s.values[c] ?? 0;
                if (v <= 0) return null;
                const w = stacked ? barW : barW / series.length;
                const x = stacked ? x0 : x0 + i * w;
                const from = stacked ? base : 0;
                if (stacked) base += v;
                return (
                  <rect
                    key={s.label}
                    x={x}
                    y={y(from + v)}
                    width={w}
                    height={y(from) - y(from + v)}
                    fill={fill(id, i)}
                    stroke={stroke(i)}
                    strokeWidth="1"
                  >
                    <title>{`${category}, ${s.label}: ${tickText(v)}`}</title>
                  </rect>
                );
              })}
              {shown[c] ? (
                <text
                  x={MARGIN.left + c * band + band / 2}
                  y={plotFoot + LABEL_GAP}
                  textAnchor="end"
                  transform={`rotate(-${LABEL_TURN} ${MARGIN.left + c * band + band / 2} ${plotFoot + LABEL_GAP})`}
                  fill="#374151"
                  data-part="axis-label"
                >
                  {shown[c]}
                </text>
              ) : null}
            </g>
          );
        })}
        {reference ? (
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotW}
            y1={y(reference.value)}
            y2={y(reference.value)}
            stroke="#111827"
            strokeWidth="2"
            strokeDasharray="6 4"
          />
        ) : null}
        {line ? (
          <polyline
            fill="none"
            stroke="#111827"
            strokeWidth="2"
            points={line.values
              .map((v, c) => `${MARGIN.left + c * band + band / 2},${ly(v ?? 0)}`)
              .join(" ")}
          />
        ) : null}
      </g>
    </Frame>,
  );
}

/** Horizontal bars from a zero baseline on the left, one per category (funnel, reasons). */
export function horizontalBars({
  id,
  title,
  description,
  categories,
  values,
  label,
  size = "wide",
}: {
  id: string;
  title: string;
  description: string;
  categories: string[];
  values: number[];
  label: string;
  size?: ChartSize;
}): string {
  const { width: WIDTH, margin: MARGIN, labelWidth: left } = LAYOUT[size];
  const rowH = 30;
  const height = MARGIN.top + categories.length * rowH + 36;
  // Room on the right for the last bar's number.
  const plotW = WIDTH - left - 56;
  const ticks = niceScale(Math.max(0, ...values));
  const top = ticks.at(-1)!;
  const x = (v: number) => left + (v / top) * plotW;
  const bottom = MARGIN.top + categories.length * rowH;
  return renderToStaticMarkup(
    <Frame
      id={id}
      title={title}
      description={description}
      size={size}
      height={height}
      legend={[{ label }]}
    >
      <g aria-hidden="true">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={MARGIN.top} y2={bottom} stroke="#d1d5db" />
            <text
              x={x(t)}
              y={bottom + 18}
              textAnchor="middle"
              fill="#374151"
              data-part="axis-label"
            >
              {tickText(t)}
            </text>
          </g>
        ))}
        {categories.map((category, i) => (
          <g key={category}>
            <text
              x={left - 8}
              y={MARGIN.top + i * rowH + 19}
              textAnchor="end"
              fill="#111827"
              data-part="axis-label"
            >
              {category}
            </text>
            {values[i] > 0 ? (
              <rect
                x={x(0)}
                y={MARGIN.top + i * rowH + 5}
                width={x(values[i]) - x(0)}
                height={rowH - 10}
                fill={fill(id, 0)}
                stroke={stroke(0)}
              >
                <title>{`${category}: ${tickText(values[i])}`}</title>
              </rect>
            ) : null}
            <text x={x(values[i]) + 6} y={MARGIN.top + i * rowH + 19} fill="#111827">
              {tickText(values[i])}
            </text>
          </g>
        ))}
        <line x1={x(0)} x2={x(0)} y1={MARGIN.top} y2={bottom} stroke="#111827" strokeWidth="1.5" />
      </g>
    </Frame>,
  );
}
