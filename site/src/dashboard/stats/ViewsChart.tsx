import type { StatPoint } from '@shared/types/dynatags';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import { chartData } from './period';

// uPlot and its CSS are imported here only: this file is part of the statistics dialog's chunk, which the
// dialog host loads when the dialog opens, so the dashboard's first load does not carry the chart library.
// The CSS comes as text and is put in the page when a chart first shows: a plain CSS import would be
// collected by Astro into the styles of every page whose islands can reach this dialog (all of them).
export function ensureCss() {
  if (document.getElementById('uplot-css')) return;
  const style = document.createElement('style');
  style.id = 'uplot-css';
  style.textContent = uPlotCss;
  document.head.append(style);
}

export const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The axes' font (uPlot's own default, named so the labels can be measured before they are drawn). */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Steps between labelled buckets: whole buckets only (a week of days, a quarter of months…). */
const STEPS = [1, 2, 3, 4, 6, 7, 10, 14, 15, 20, 30, 50, 100, 200, 500];
/** Room between two axis labels, in CSS pixels. */
const GAP = 14;

/** The widest of `texts` in the axes' font, in CSS pixels. */
function widest(texts: string[]): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return 8 * Math.max(0, ...texts.map((s) => s.length));
  ctx.font = AXIS_FONT;
  return Math.max(0, ...texts.map((s) => ctx.measureText(s).width));
}

/**
 * Total and unique views per bucket as two lines; the numbers are also in the table beside it. The axis labels
 * are spaced by the widest of them, so they never run into each other, and the legend shows the whole period
 * (its span and totals) until a bucket is pointed at, then that bucket's numbers.
 */
export function ViewsChart({
  series,
  labels,
  ticks,
  names,
  number,
  previous,
}: {
  series: StatPoint[];
  /** Each bucket's full name (legend). */
  labels: string[];
  /** Each bucket's name on the axis. */
  ticks: string[];
  names: { when: string; total: string; unique: string };
  number: (n: number) => string;
  /** The previous period's views at the same place, drawn as a muted dashed line (issue 22's comparison). */
  previous?: { name: string; values: number[] };
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    ensureCss();
    const text = cssColor('--color-base-content', '#444');
    const grid = `color-mix(in oklab, ${text} 15%, transparent)`;
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const size = () => ({ width: Math.max(el.clientWidth, 240), height: 240 });
    const labelWidth = widest(ticks);
    const sum = (key: 'total' | 'unique') => series.reduce((n, p) => n + p[key], 0);
    const span = labels.length > 1 ? `${labels[0]} – ${labels.at(-1)}` : (labels[0] ?? '');
    // The labels drawn and where, kept on the element (data-x-labels) for the browser test of their spacing.
    let drawn: { split: number; text: string }[] = [];
    const plot = new uPlot(
      {
        ...size(),
        // Room on the right for half the last label, which is centred on the last point.
        padding: [12, Math.ceil(labelWidth / 2) + 4, 0, 0],
        scales: {
          // One bucket (the first of a month) still gets an axis: it is drawn at the start.
          x: { time: false, range: (_u, min, max) => [min, max > min ? max : min + 1] },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        },
        axes: [
          {
            ...axis,
            font: AXIS_FONT,
            space: labelWidth + GAP,
            incrs: STEPS,
            values: (_u, splits) => {
              drawn = splits.flatMap((split) => (ticks[split] ? [{ split, text: ticks[split] }] : []));
              return splits.map((i) => ticks[i] ?? '');
            },
          },
          {
            ...axis,
            font: AXIS_FONT,
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
          },
        ],
        series: [
          { label: names.when, value: (_u, _v, _s, i) => (i == null ? span : (labels[i] ?? '')) },
          {
            label: names.total,
            stroke: cssColor('--color-primary', '#2563eb'),
            width: 2,
            points: { size: 6 },
            value: (_u, v, _s, i) => number(i == null ? sum('total') : (v ?? 0)),
          },
          {
            label: names.unique,
            stroke: cssColor('--color-secondary', '#db2777'),
            width: 2,
            dash: [6, 4],
            points: { size: 6 },
            value: (_u, v, _s, i) => number(i == null ? sum('unique') : (v ?? 0)),
          },
          ...(previous
            ? [
                {
                  label: previous.name,
                  stroke: `color-mix(in oklab, ${text} 45%, transparent)`,
                  width: 1.5,
                  dash: [3, 4],
                  points: { show: false },
                  value: (_u: uPlot, v: number | null, _s: number, i: number | null) =>
                    number(i == null ? previous.values.reduce((n, x) => n + x, 0) : (v ?? 0)),
                },
              ]
            : []),
        ],
        legend: { show: true },
        hooks: {
          draw: [
            (u) => {
              const left = u.over.getBoundingClientRect().left - el.getBoundingClientRect().left;
              const labelled = drawn.map(({ split, text }) => ({ text, x: left + u.valToPos(split, 'x') }));
              el.dataset.xLabels = JSON.stringify({ font: AXIS_FONT, labels: labelled });
            },
          ],
        },
      },
      previous ? [...chartData(series), previous.values] : chartData(series),
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize(size()));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, labels, ticks, names, number, previous]);

  // The canvas is a picture to screen readers; the table under it carries the numbers.
  return <div ref={box} aria-hidden="true" data-testid="stats-chart" className="dc-chart min-w-0" />;
}
