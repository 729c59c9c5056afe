import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { cssColor, ensureCss } from './ViewsChart';

/**
 * Views per hour of the day, all weekdays together, as uPlot bars: when a stand is busiest at a glance. A
 * picture to screen readers: the heat map's table beside it has every number.
 */
export function HourBars({ hours, label }: { hours: number[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    ensureCss();
    const text = cssColor('--color-base-content', '#444');
    const fill = cssColor('--color-primary', '#2563eb');
    const grid = `color-mix(in oklab, ${text} 15%, transparent)`;
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const size = () => ({ width: Math.max(el.clientWidth, 240), height: 160 });
    const bars = uPlot.paths.bars?.({ size: [0.8, 40], align: 0 });
    const plot = new uPlot(
      {
        ...size(),
        padding: [8, 8, 0, 0],
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, 23.5] },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        },
        axes: [
          { ...axis, incrs: [1, 2, 3, 6], values: (_u, splits) => splits.map((v) => String(v)) },
          { ...axis, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
        ],
        series: [
          {},
          {
            label,
            stroke: fill,
            fill: `color-mix(in oklab, ${fill} 60%, transparent)`,
            paths: bars,
            points: { show: false },
          },
        ],
      },
      [hours.map((_, h) => h), hours],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize(size()));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [hours, label]);

  return (
    <section className="min-w-0 rounded-box border border-base-300 p-3">
      <h3 className="mb-2 text-sm font-semibold">{label}</h3>
      <div ref={box} aria-hidden="true" data-testid="hour-bars" className="dc-chart min-w-0" />
    </section>
  );
}
