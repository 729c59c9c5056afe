// bun scripts/astro-imports.ts — the import rules for the site's .astro files, which dependency-cruiser cannot
// parse: each import of a page, layout or component (in its frontmatter or a <script>) must resolve, and the site
// imports neither the API nor the database — what both use lives in shared/ (docs/modules.md). Run by
// `bun run check:imports`.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Glob } from 'bun';

const ROOT = join(import.meta.dir, '..');
const ALIASES: Record<string, string> = { '@shared/': 'shared/' };
const FORBIDDEN = /^(api|db)\//;
const IMPORT = /\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?['"]([^'"]+)['"]/g;

function resolveImport(file: string, spec: string): string | null | undefined {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (!spec.startsWith('.') && !alias) return undefined; // a package
  const path = spec.replace(/\?.*$/, ''); // Vite's ?url, ?raw
  const base = alias ? join(ROOT, ALIASES[alias] + path.slice(alias.length)) : resolve(dirname(file), path);
  const found = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts']
    .map((ext) => base + ext)
    .find((p) => existsSync(p));
  return found ? relative(ROOT, found) : null;
}

const problems: string[] = [];
let files = 0;
let imports = 0;
for await (const path of new Glob('site/src/**/*.astro').scan({ cwd: ROOT })) {
  files++;
  const file = join(ROOT, path);
  const text = await Bun.file(file).text();
  const frontmatter = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  for (const [, spec] of `${frontmatter}\n${scripts}`.matchAll(IMPORT)) {
    const target = resolveImport(file, spec);
    if (target === undefined) continue;
    imports++;
    if (target === null) problems.push(`  error unresolvable: ${path} → ${spec}`);
    else if (FORBIDDEN.test(target))
      problems.push(
        `  error site-apart: ${path} → ${target}\n    The site imports neither the API nor the database: move what both use into shared/.`,
      );
  }
}
if (problems.length) {
  console.error(`${problems.join('\n')}\n\nx ${problems.length} import violations in .astro files`);
  process.exit(1);
}
console.log(`✔ no import violations in .astro files (${files} files, ${imports} imports of our own code)`);
