// bun run bench — starts the real server on a free port with fresh data, runs every scenario in
// bench/scenarios/ against it, prints one table and writes bench/results/latest.json.
// Not part of `bun test`: figures depend on the machine; compare them within one run.
//
//   BENCH_ONLY=login,users-me   run only these scenarios
//   BENCH_SECONDS=10            duration of each load run (default 10)
//   BENCH_CONNECTIONS=50        concurrent connections of each load run (default 50)
//   BENCH_LOAD_TOOL=wrk|bun     force the load generator (default: wrk if installed)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountFactory, login } from './lib/accounts';
import { type Figure, machine, printTable } from './lib/report';
import type { BenchContext, Scenario } from './lib/scenario';
import { ROOT, startServer } from './lib/server';
import { type LoadResult, load, pickTool } from './load';

const SCENARIOS = join(import.meta.dir, 'scenarios');
const RESULTS = join(import.meta.dir, 'results');

async function loadScenarios(): Promise<Scenario[]> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const files = [...new Bun.Glob('*.ts').scanSync(SCENARIOS)].sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const scenario = (await import(join(SCENARIOS, file))).default as Scenario | undefined;
    if (!scenario?.run) throw new Error(`bench/scenarios/${file} has no default export of a scenario`);
    if (!only || only.includes(scenario.name)) scenarios.push(scenario);
  }
  return scenarios;
}

function loadFigures(scenario: string, label: string, r: LoadResult): Figure[] {
  return [
    { scenario, metric: `${label} throughput`, value: r.rps, unit: 'req/s', note: r.tool },
    { scenario, metric: `${label} latency p50`, value: r.p50, unit: 'ms' },
    { scenario, metric: `${label} latency p99`, value: r.p99, unit: 'ms' },
    {
      scenario,
      metric: `${label} errors`,
      value: r.errors,
      unit: 'requests',
      note: `of ${r.requests.toLocaleString('en-US')}`,
    },
  ];
}

const scenarios = await loadScenarios();
if (scenarios.length === 0) {
  console.error('No scenario matches BENCH_ONLY.');
  process.exit(1);
}
const about = machine();
console.log(
  `Dynacard bench · Bun ${about.bun} · ${about.cores} × ${about.cpu} · load tool: ${pickTool()} · ${scenarios.length} scenario(s)`,
);

if (about.loadAverage > about.cores / 2)
  console.warn(`  warning: load average ${about.loadAverage} on ${about.cores} cores; figures will be noisy`);

const server = await startServer();
const accounts = accountFactory(server);
const ctx: BenchContext = {
  server,
  seconds: Number(process.env.BENCH_SECONDS) || 10,
  connections: Number(process.env.BENCH_CONNECTIONS) || 50,
  createAccounts: accounts.create,
  login: (account) => login(server, account),
  load,
  loadFigures,
};

const figures: Figure[] = [];
const failures: string[] = [];
try {
  for (const scenario of scenarios) {
    process.stdout.write(`· ${scenario.name}: ${scenario.description} … `);
    const started = performance.now();
    try {
      const result = await scenario.run(ctx);
      figures.push(...result);
      console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failures.push(scenario.name);
      console.log('FAILED');
      console.error(error);
    }
  }
  const { rssKb, peakKb } = server.memory();
  figures.push(
    { scenario: 'server', metric: 'RSS after all scenarios', value: Math.round(rssKb / 1024), unit: 'MB' },
    { scenario: 'server', metric: 'peak RSS', value: Math.round(peakKb / 1024), unit: 'MB', note: 'VmHWM' },
  );
} finally {
  accounts.close();
  await server.stop();
}

printTable(figures);
mkdirSync(RESULTS, { recursive: true });
const file = join(RESULTS, 'latest.json');
writeFileSync(file, `${JSON.stringify({ machine: about, failures, figures }, null, 2)}\n`);
console.log(`Written to ${file.slice(ROOT.length + 1)}`);
if (failures.length) {
  console.error(`Failed scenarios: ${failures.join(', ')}`);
  process.exit(1);
}
