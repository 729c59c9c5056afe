import { expect, test } from 'bun:test';
import { killRun } from './kill-durability';

// The real server killed with SIGKILL mid-load, three times (bench/kill-durability.ts runs ten): every
// contact it answered 201 for is in the database after the restart.
test('kill -9 under write load loses no acknowledged write', async () => {
  let acknowledged = 0;
  for (let i = 0; i < 3; i++) {
    const run = await killRun();
    expect(run.inFlightAtKill).toBeGreaterThan(0);
    expect(run.lost).toBe(0);
    acknowledged += run.acknowledged;
  }
  expect(acknowledged).toBeGreaterThan(0);
}, 90_000);
