import { cpus, loadavg, totalmem } from 'node:os';

/** One measured number; a scenario returns a list of them. */
export type Figure = { scenario: string; metric: string; value: number; unit: string; note?: string };

export const median = (values: number[]) => percentile(values, 50);

/** Nearest-rank percentile of unsorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Times `fn` `runs` times in a row and returns the milliseconds of each run. */
export async function timeRuns(runs: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times;
}

export const round = (value: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const format = (value: number) =>
  Number.isInteger(value)
    ? value.toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function printTable(figures: Figure[]) {
  const rows = [
    ['scenario', 'metric', 'value', 'unit', 'note'],
    ...figures.map((f) => [f.scenario, f.metric, format(f.value), f.unit, f.note ?? '']),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(rows[0])}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  let last = '';
  for (const r of rows.slice(1)) {
    console.log(line(r[0] === last ? ['', ...r.slice(1)] : r));
    last = r[0];
  }
  console.log('');
}

/** Where and when the figures were measured, so results from different machines are not compared blindly. */
export function machine() {
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    bun: Bun.version,
    platform: `${process.platform} ${process.arch}`,
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    /** 1-minute load average when the run started: other work on the machine skews every figure. */
    loadAverage: round(loadavg()[0], 2),
  };
}
