import { expect, test } from 'bun:test';
import { join } from 'node:path';

// The worker for real (bench/edge.ts): wrangler dev in front of the origin, assets, /p with the visitor's
// address, the edge cache with revalidation, a protected tag never kept, the pages' security headers. Node 22 and wrangler are installed into
// .cache/edge on the first run (about 120 MB; measured 5–21 s here, the whole run 38 s cold, ~15 s after).
test('the edge worker runs under wrangler dev in front of the origin', async () => {
  const run = Bun.spawn(['bun', join(import.meta.dir, 'edge.ts')], { stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
    run.exited,
  ]);
  if (code !== 0) console.error(out, err);
  expect(out).not.toContain('FAIL');
  expect(out.match(/^ok {3}/gm)?.length).toBe(8);
  expect(code).toBe(0);
}, 150_000);

// The worker when the origin fails (bench/edge-failover.ts): the last good copy while the origin answers 502, is
// stopped or hangs; the 503 page without one; a 404 after a 200 never stood in for. The worker runs with bounds of
// 5 s in place of the 30 s staleness and 10 s failing ones, which it waits out once each for real.
test('under wrangler dev the edge stands in for a failing origin with the last good copy', async () => {
  const run = Bun.spawn(['bun', join(import.meta.dir, 'edge-failover.ts')], {
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
    run.exited,
  ]);
  if (code !== 0) console.error(out, err);
  expect(out).not.toContain('FAIL');
  expect(out.match(/^ok {3}/gm)?.length).toBe(10);
  expect(code).toBe(0);
}, 240_000);
