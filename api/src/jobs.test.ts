import { describe, expect, test } from 'bun:test';
import { Cron } from 'croner';
import { JOBS } from './jobs';
import { claimMs } from './platform/jobs';

describe('a job run claimed by one of several instances', () => {
  test('is held for half the gap to its next run, at most five minutes', () => {
    const from = new Date('2026-11-28T10:00:03Z');
    expect(claimMs('*/15 * * * * *', from)).toBe(7_500);
    expect(claimMs('* * * * *', from)).toBe(30_000);
    expect(claimMs('*/5 * * * *', from)).toBe(150_000);
    expect(claimMs('0 4 * * *', from)).toBe(300_000);
  });

  test('every job of the product is free again before its next run, so it runs as often with Redis as without', () => {
    const from = new Date('2026-11-28T10:00:03Z');
    for (const job of JOBS) {
      const [next, after] = new Cron(job.pattern, { paused: true }).nextRuns(2, from);
      const gap = (after?.getTime() ?? 0) - (next?.getTime() ?? 0);
      expect({ job: job.name, below: claimMs(job.pattern, from) < gap }).toEqual({
        job: job.name,
        below: true,
      });
      expect(claimMs(job.pattern, from)).toBeGreaterThanOrEqual(5_000);
    }
  });
});
