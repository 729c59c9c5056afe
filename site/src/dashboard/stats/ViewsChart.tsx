import type { StatPoint } from '@shared/types/dynatags';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import { chartData } from './period';

// uPlot and its CSS are imported here only: this file is part of the statistics dialog's chunk, which the
// dialog host loads when the dialog opens, so the dashboard's first load does not carry the chart library.
// The CSS comes as text and is put in the page when a chart first shows: a plain CSS import would be
// collected by Astro into the styles of every page whose islands can reach this dialog (all of them).
function ensureCss() {
  if (document.getElementById('uplot-css')) return;
  const style = document.createElement('style');
  style.id = 'uplot-css';
  style.textContent = uPlotCss;
  document.head.append(style);
}

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Total and unique views per bucket as two lines; the numbers are also in the table beside it. */
export function ViewsChart({
  series,
  labels,
  names,
}: {
  series: StatPoint[];
  labels: string[];
  names: { when: string; total: string; unique: string };
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
    const plot = new uPlot(
      {
        ...size(),
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        },
        axes: [
          {
            ...axis,
            space: 56,
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
          },
          { ...axis, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
        ],
        series: [
          { label: names.when, value: (_u, i) => (i == null ? '' : (labels[i] ?? '')) },
          {
            label: names.total,
            stroke: cssColor('--color-primary', '#2563eb'),
            width: 2,
            points: { size: 6 },
          },
          {
            label: names.unique,
            stroke: cssColor('--color-secondary', '#db2777'),
            width: 2,
            dash: [6, 4],
            points: { size: 6 },
          },
        ],
        legend: { show: true },
      },
      chartData(series),
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize(size()));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, labels, names]);

  // The canvas is a picture to screen readers; the table under it carries the numbers.
  return <div ref={box} aria-hidden="true" data-testid="stats-chart" className="dc-chart min-w-0" />;
}
