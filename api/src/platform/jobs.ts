import { Cron } from 'croner';
import type { Deps } from './deps';

/** A scheduled job: `pattern` is a cron expression; `run` reads the time from deps.clock so tests can move it. */
export type Job = { name: string; pattern: string; run: (deps: Deps) => Promise<unknown> };

/** The longest an instance holds a job's run: far longer than instances' clocks differ. */
const MAX_CLAIM_MS = 5 * 60_000;

/**
 * How long the instance that claims a run of a job (with Redis) keeps the others from running it: half the gap
 * between its runs, at most five minutes. Longer than the instances' clocks differ, and over before the next run,
 * so a job every 15 seconds still runs every 15 seconds, once.
 */
export function claimMs(pattern: string, from = new Date()): number {
  const [next, after] = new Cron(pattern, { paused: true }).nextRuns(2, from);
  if (!next || !after) return MAX_CLAIM_MS;
  return Math.min(MAX_CLAIM_MS, Math.floor((after.getTime() - next.getTime()) / 2));
}

export async function runJob(job: Job, deps: Deps) {
  const started = Date.now();
  try {
    const result = await job.run(deps);
    deps.log.info('job done', { job: job.name, ms: Date.now() - started, result });
  } catch (error) {
    deps.log.error('job failed', { job: job.name, error });
  }
}
