import type { Deps } from './deps';

/** A scheduled job: `pattern` is a cron expression; `run` reads the time from deps.clock so tests can move it. */
export type Job = { name: string; pattern: string; run: (deps: Deps) => Promise<unknown> };

export async function runJob(job: Job, deps: Deps) {
  const started = Date.now();
  try {
    const result = await job.run(deps);
    deps.log.info('job done', { job: job.name, ms: Date.now() - started, result });
  } catch (error) {
    deps.log.error('job failed', { job: job.name, error });
  }
}
