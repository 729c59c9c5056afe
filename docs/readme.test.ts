// The README's configuration table stays true to the code: every variable it names is read by the server, and
// every variable the configuration reads is in it. A setting documented with an effect the code does not have
// (issue 28: "NODE_ENV=production hides validation details", read by nothing) fails here.
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '..');
const readme = await Bun.file(join(ROOT, 'README.md')).text();
const table = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
);
const documented = new Set(
  table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
);

const serverCode = Bun.spawnSync(['git', 'ls-files', 'api/src', 'db', 'shared'], { cwd: ROOT })
  .stdout.toString()
  .split('\n')
  .filter((p) => /\.ts$/.test(p) && !p.endsWith('.test.ts'));

describe('README "Configuration"', () => {
  test('names only variables the server reads', async () => {
    expect(documented.size).toBeGreaterThan(40);
    const words = new Set<string>();
    for (const p of serverCode)
      for (const w of (await Bun.file(join(ROOT, p)).text()).match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? [])
        words.add(w);
    expect([...documented].filter((name) => !words.has(name))).toEqual([]);
  });

  test('names every variable the configuration reads', async () => {
    const config = await Bun.file(join(ROOT, 'api/src/platform/config.ts')).text();
    const read = [...config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
    expect(read.length).toBeGreaterThan(30);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});
