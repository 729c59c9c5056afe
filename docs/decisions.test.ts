// decisions.md stays true to the code: every file it names in backticks exists, and every constant or environment
// variable it names (`SELLER_NAME`, `LIMITS`…) is still spelled somewhere in the code. A rename that leaves the
// document behind (as `SELLER` → `EXAMPLE_SELLER` did) fails here.
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '..');
const text = await Bun.file(join(ROOT, 'docs/decisions.md')).text();
const named = [...new Set([...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? ''))];

const tracked = Bun.spawnSync(['git', 'ls-files'], { cwd: ROOT })
  .stdout.toString()
  .split('\n')
  .filter(Boolean);

describe('docs/decisions.md', () => {
  test('names only files that exist (a path may be written from any folder down)', () => {
    const files = named.filter(
      (n) => !n.startsWith('../') && /^[\w.-]+(\/[\w.[\]-]+)+\.(ts|tsx|css|md|astro|json|sql)$/.test(n),
    );
    expect(files.length).toBeGreaterThan(40);
    const missing = files.filter((f) => !tracked.some((p) => p === f || p.endsWith(`/${f}`)));
    expect(missing).toEqual([]);
  });

  test('names only constants and variables the code still has', async () => {
    const names = named.filter((n) => /^[A-Z][A-Z0-9_]{3,}$/.test(n));
    expect(names).toContain('EXAMPLE_SELLER');
    const code = tracked.filter((p) => /\.(ts|tsx|toml)$/.test(p) && !p.endsWith('decisions.test.ts'));
    const words = new Set<string>();
    for (const p of code)
      for (const w of (await Bun.file(join(ROOT, p)).text()).match(/\b[A-Z][A-Z0-9_]{3,}\b/g) ?? [])
        words.add(w);
    expect(names.filter((n) => !words.has(n))).toEqual([]);
  });
});
