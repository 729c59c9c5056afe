// bun scripts/check.ts — `bun run check`: the static checks side by side, each one's output printed whole once
// it ends, and a failure if any failed. The lint (biome), the import rules and the product pages' content check
// (scripts/content-check.ts) are quick; the two type checks
// (tsc over the server, database, shared code, benches and browser tests; astro check over the site) each keep
// one core busy for most of the run, so on two cores they take about the time of the longer one, not the sum.
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '..');
/** Colours as each tool would choose them when run in this terminal (their output goes through a pipe here). */
const tty = Boolean(process.stdout.isTTY);
const STEPS: { name: string; cmd: string[]; cwd?: string }[] = [
  { name: 'biome check', cmd: ['bunx', 'biome', 'check', '.'] },
  { name: 'import rules', cmd: ['bun', 'run', 'check:imports'] },
  { name: 'content check', cmd: ['bun', 'scripts/content-check.ts'] },
  { name: 'tsc --noEmit', cmd: ['bunx', 'tsc', '--noEmit', '--pretty', String(tty)] },
  { name: 'astro check', cmd: ['bun', '--bun', 'astro', 'check'], cwd: join(ROOT, 'site') },
];

const results = await Promise.all(
  STEPS.map(async (step) => {
    const started = performance.now();
    const run = Bun.spawn(step.cmd, {
      cwd: step.cwd ?? ROOT,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...process.env, FORCE_COLOR: tty ? '1' : '0' },
    });
    const [out, err, code] = await Promise.all([
      new Response(run.stdout).text(),
      new Response(run.stderr).text(),
      run.exited,
    ]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n── ${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
    if (out.trim()) console.log(out.trimEnd());
    if (err.trim()) console.error(err.trimEnd());
    return code;
  }),
);
const failed = STEPS.filter((_, i) => results[i] !== 0).map((step) => step.name);
if (failed.length) {
  console.error(`\ncheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
