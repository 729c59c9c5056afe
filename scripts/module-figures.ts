// bun scripts/module-figures.ts — the figures of docs/modules.md from one dependency-cruiser run over the code
// `bun run check:imports` reads: module pairs that import each other, imports past a module's door (its index.ts),
// and the API's imports of the site. Tests and test kits are left out, as the import rules leave them out.
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '..');
const TESTS_AND_KITS =
  /(\.test\.tsx?|-kit\.ts|test-fixtures\.ts|fake-provider\.ts|apns-stand-in\.ts)$|^api\/test\/|^e2e\//;
const run = Bun.spawnSync(
  ['bun', '--bun', 'depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'].concat(
    'api db shared site/src site/adapter scripts bench e2e packages'.split(' '),
  ),
  { cwd: ROOT, stdout: 'pipe', stderr: 'inherit' },
);
const { modules } = JSON.parse(run.stdout.toString()) as {
  modules: { source: string; dependencies: { resolved: string }[] }[];
};
const moduleOf = (path: string) => path.match(/^api\/src\/modules\/([^/]+)\//)?.[1];

const uses = new Map<string, Set<string>>();
const pastDoor: string[] = [];
const apiToSite: string[] = [];
for (const { source, dependencies } of modules) {
  if (TESTS_AND_KITS.test(source)) continue;
  const from = moduleOf(source);
  for (const { resolved } of dependencies) {
    if (source.startsWith('api/') && resolved.startsWith('site/')) apiToSite.push(`${source} → ${resolved}`);
    const to = moduleOf(resolved);
    if (!to || to === from || source.startsWith('site/')) continue;
    if (from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
    if (resolved !== `api/src/modules/${to}/index.ts` && !TESTS_AND_KITS.test(resolved))
      pastDoor.push(`${source} → ${resolved}`);
  }
}
const pairs = [...uses].flatMap(([a, tos]) =>
  [...tos].filter((b) => a < b && uses.get(b)?.has(a)).map((b) => `${a} ↔ ${b}`),
);
const verbose = process.argv.includes('--list');
console.log(
  `module pairs importing each other: ${pairs.length}${pairs.length ? ` (${pairs.join(', ')})` : ''}`,
);
console.log(`imports past a module's door (tests and kits aside): ${pastDoor.length}`);
if (verbose) for (const line of pastDoor) console.log(`  ${line}`);
console.log(`API → site imports: ${apiToSite.length}`);
if (verbose || apiToSite.length <= 20) for (const line of apiToSite) console.log(`  ${line}`);
