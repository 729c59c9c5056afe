import type { LoadOptions, LoadResult } from '../load';
import type { Account } from './accounts';
import type { Figure } from './report';
import type { ServerHandle } from './server';

/** What run.ts hands every scenario: one shared server (TRUST_PROXY=true, fresh data) and helpers. */
export type BenchContext = {
  server: ServerHandle;
  /** Seconds and concurrency for load runs (BENCH_SECONDS, BENCH_CONNECTIONS). */
  seconds: number;
  connections: number;
  /** New verified accounts written straight into the server's database. */
  createAccounts: (count: number, prefix?: string) => Promise<Account[]>;
  /** Logs in over HTTP (a fresh client address each time) and returns the Cookie header. */
  login: (account: Account) => Promise<string>;
  /** The pluggable load generator (wrk or Bun). */
  load: (options: LoadOptions) => Promise<LoadResult>;
  /** Turns a load result into figures for the table. */
  loadFigures: (scenario: string, label: string, result: LoadResult) => Figure[];
};

/**
 * A benchmark: bench/scenarios/*.ts each `export default` one; run.ts runs them in file-name order
 * (hence the number prefixes). BENCH_ONLY=name,… runs only those.
 */
export type Scenario = {
  name: string;
  description: string;
  run: (ctx: BenchContext) => Promise<Figure[]>;
};

export const defineScenario = (scenario: Scenario) => scenario;
