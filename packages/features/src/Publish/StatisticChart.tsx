import { useLocale, userDataLang } from '@atelier/ui';
import { scaleBand, scaleLinear } from '@visx/scale';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './StatisticChart.css';
import { OTHER_ROW_ID, type StatisticMetric, type StatisticRow } from './statisticsModel';

export interface StatisticChartProps {
  /** The chart's accessible name (a group of bars). */
  label: string;
  rows: readonly StatisticRow[];
  metric: StatisticMetric;
  /** `columns`: the months across, a value axis up; `bars`: a ranking, names down, the value at each bar's end. */
  layout: 'columns' | 'bars';
  /** A value in full, as a bar is read and labelled ('1,200 张', '¥10,200.00'). */
  formatValue: (value: number) => string;
  /** A value in short, for the axis and the columns' labels ('1,200', '¥10,200'). */
  formatShort: (value: number) => string;
  /** A row's name as shown under its column ('3月' for '2025-03'); the full name is read. */
  formatName?: (name: string) => string;
  /** What a bar is called: its row's name and value. */
  describe: (name: string, value: string) => string;
}

const FONT_PX = 12;
const COLUMN_HEIGHT = 240;
const BAR_HEIGHT = 20;
const BAR_STEP = 30;

/** The width of the frame, followed as it changes (a chart drawn at the pixels it has keeps its text legible). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** About how wide a text is drawn: a CJK character about 1em, others about 0.6em. */
const charWidth = (char: string) => (/[\u2E80-\uFFEF]/.test(char) ? FONT_PX : FONT_PX * 0.6);
const textWidth = (text: string) => [...text].reduce((sum, char) => sum + charWidth(char), 0);

/** Text cut with … to about `px` pixels. */
function fitText(text: string, px: number): string {
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    used += charWidth(text.charAt(i));
    if (used > px) return `${text.slice(0, Math.max(i - 1, 1))}…`;
  }
  return text;
}

const measure = (row: StatisticRow, metric: StatisticMetric) => (metric === 'count' ? row.count : (row.money ?? 0));

/**
 * A bar chart of the publish statistics, drawn as SVG from visx's scales. Each bar is an image named with its row
 * and value (what a screen reader reads); the chart is one tab stop, and the arrow keys, Home and End move the
 * focus from bar to bar. The same numbers stand in a table beside it.
 */
export function StatisticChart({
  label,
  rows,
  metric,
  layout,
  formatValue,
  formatShort,
  formatName = (name) => name,
  describe,
}: StatisticChartProps) {
  const uiLocale = useLocale().locale;
  const [frameRef, width] = useWidth(640);
  const [active, setActive] = useState(0);
  const barRefs = useRef<(SVGGElement | null)[]>([]);
  const current = Math.min(active, rows.length - 1);
  const max = Math.max(...rows.map((row) => measure(row, metric)), 0);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = rows.length - 1;
    const next: Record<string, number> = {
      ArrowRight: Math.min(current + 1, last),
      ArrowDown: Math.min(current + 1, last),
      ArrowLeft: Math.max(current - 1, 0),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setActive(to);
    barRefs.current[to]?.focus();
  };

  const barProps = (row: StatisticRow, i: number) => ({
    ref: (el: SVGGElement | null) => {
      barRefs.current[i] = el;
    },
    role: 'img',
    'aria-label': describe(row.name, formatValue(measure(row, metric))),
    tabIndex: i === current ? 0 : -1,
    className: styles.bar,
    onFocus: () => setActive(i),
  });
  const rectClass = (row: StatisticRow) => (row.id === OTHER_ROW_ID ? styles.otherRect : styles.barRect);

  let body: ReactNode;
  let height: number;
  if (layout === 'columns') {
    height = COLUMN_HEIGHT;
    const margin = { top: 20, right: 8, bottom: 24, left: 64 };
    const x = scaleBand({
      domain: rows.map((row) => row.name),
      range: [margin.left, Math.max(width - margin.right, margin.left + 1)],
      padding: 0.3,
    });
    const y = scaleLinear({ domain: [0, max || 1], range: [height - margin.bottom, margin.top], nice: true });
    const ticks = y.ticks(4);
    // The values over the columns only while each fits its column's room (a narrow pane, large sums: the axis and
    // the bars' names still say them).
    const valuesFit = rows.every((row) => textWidth(formatShort(measure(row, metric))) <= x.step() - 2);
    body = (
      <>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, not focusable; the axis is not read, the bars are */}
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line className={styles.gridLine} x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axisText} x={margin.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatShort(tick)}
              </text>
            </g>
          ))}
        </g>
        {rows.map((row, i) => {
          const value = measure(row, metric);
          const left = x(row.name) ?? 0;
          const top = y(value);
          const centre = left + x.bandwidth() / 2;
          return (
            <g key={row.id ?? row.name} {...barProps(row, i)}>
              <rect
                className={rectClass(row)}
                x={left}
                y={top}
                width={x.bandwidth()}
                height={Math.max(height - margin.bottom - top, 0)}
              />
              {valuesFit && value > 0 ? (
                <text className={styles.valueText} x={centre} y={top - 4} textAnchor="middle">
                  {formatShort(value)}
                </text>
              ) : null}
              <text className={styles.axisText} x={centre} y={height - margin.bottom + 16} textAnchor="middle">
                {formatName(row.name)}
              </text>
            </g>
          );
        })}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG line, not focusable */}
        <line
          aria-hidden="true"
          className={styles.baseLine}
          x1={margin.left}
          x2={width - margin.right}
          y1={height - margin.bottom}
          y2={height - margin.bottom}
        />
      </>
    );
  } else {
    height = rows.length * BAR_STEP + 4;
    const nameWidth = Math.min(150, Math.round(width * 0.32));
    const valueWidth = 96;
    const x = scaleLinear({ domain: [0, max || 1], range: [0, Math.max(width - nameWidth - valueWidth, 1)] });
    body = rows.map((row, i) => {
      const value = measure(row, metric);
      const top = i * BAR_STEP + (BAR_STEP - BAR_HEIGHT) / 2;
      const length = x(value);
      return (
        <g key={row.id ?? row.name} {...barProps(row, i)}>
          <text
            className={styles.axisText}
            lang={userDataLang(row.name, uiLocale)}
            x={nameWidth - 8}
            y={top + BAR_HEIGHT / 2}
            dy="0.32em"
            textAnchor="end"
          >
            {fitText(row.name, nameWidth - 12)}
          </text>
          <rect className={rectClass(row)} x={nameWidth} y={top} width={Math.max(length, 1)} height={BAR_HEIGHT} />
          <text className={styles.valueText} x={nameWidth + length + 6} y={top + BAR_HEIGHT / 2} dy="0.32em">
            {formatShort(value)}
          </text>
        </g>
      );
    });
  }

  return (
    <div ref={frameRef} className={styles.frame}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG group of bars, named; no HTML element draws it */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: the arrow keys move the focus between its bars */}
      <svg role="group" aria-label={label} className={styles.svg} width={width} height={height} onKeyDown={onKeyDown}>
        {body}
      </svg>
    </div>
  );
}
