// The content check (issue 35): what a marketer writes in site/src/content must fit its collection's schema, link
// only to pages that exist, name only figures the product has ({placeholders}), give every picture an alt text
// and exist in every language. Run by `bun run check` and before every build (scripts/content-check.ts); each
// problem names the file and the field, so the person who wrote it can find it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@shared/constants';
import { paramNames } from '@shared/i18n/format';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { PLACEHOLDER_NAMES } from '../../site/src/lib/content-facts';
import { COLLECTIONS, contentSchemas } from '../../site/src/lib/content-schemas';

export type Problem = { file: string; field: string; message: string };
export type Site = { root: string; content: string; pages: string; public: string };

/** The site's folders under a root (the repository's, or a copy's in a test). */
export const siteAt = (root: string): Site => ({
  root,
  content: join(root, 'site/src/content'),
  pages: join(root, 'site/src/pages'),
  public: join(root, 'site/public'),
});

/** Paths the server answers that are not pages of site/src/pages. */
const SERVER_PATHS = ['/api/docs/'];
/** The changelog, one Markdown file per language in site/public (read by the footer's dialog). */
const CHANGELOG: Record<(typeof LANGUAGES)[number], string> = {
  en: 'changelog.md',
  sv: 'changelog.sv.md',
  fi: 'changelog.fi.md',
};

/** Every path of a static page: pages/terms.astro → /terms/, pages/en/index.astro → /en/; [param] pages as prefixes. */
export function sitePaths(pagesDir: string): { exact: Set<string>; prefixes: string[] } {
  const exact = new Set(SERVER_PATHS);
  const prefixes: string[] = [];
  const walk = (dir: string, base: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('_')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path, `${base}${name}/`);
        continue;
      }
      const page = name.match(/^(.+)\.astro$/)?.[1];
      if (!page) continue;
      if (page.startsWith('[')) prefixes.push(base);
      else exact.add(page === 'index' ? base : `${base}${page}/`);
    }
  };
  walk(pagesDir, '/');
  return { exact, prefixes };
}

function checkLink(href: string, paths: ReturnType<typeof sitePaths>): string | null {
  if (href.startsWith('#') || href.startsWith('https://') || href.startsWith('mailto:')) return null;
  if (!href.startsWith('/'))
    return `"${href}" is not a page of the site (/…), an anchor (#…) or an https:// address`;
  const bare = href.split(/[?#]/)[0];
  const path = bare.endsWith('/') ? bare : `${bare}/`;
  if (paths.exact.has(path) || paths.prefixes.some((prefix) => prefix !== '/' && path.startsWith(prefix)))
    return null;
  return `links to ${bare}, a page that does not exist`;
}

/** Every string, link and picture of an entry, with its field's path (plans.items.1.name). */
function visit(value: unknown, path: string[], each: (value: unknown, path: string[]) => void) {
  each(value, path);
  if (Array.isArray(value))
    for (const [index, item] of value.entries()) visit(item, [...path, String(index)], each);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) visit(item, [...path, key], each);
}

function checkEntry(site: Site, collection: string, file: string, paths: ReturnType<typeof sitePaths>) {
  const problems: Problem[] = [];
  const name = relative(site.root, file);
  const add = (field: string[], message: string) =>
    problems.push({ file: name, field: field.join('.') || '(file)', message });
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    add([], `is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return problems;
  }
  const schema = contentSchemas(z.string().trim().min(1, 'must name a picture'))[
    collection as (typeof COLLECTIONS)[number]
  ];
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      add(
        issue.path.map(String),
        issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : issue.message,
      );
  visit(data, [], (value, field) => {
    if (typeof value === 'string') {
      const unknown = paramNames(value).filter((param) => !PLACEHOLDER_NAMES.includes(param));
      if (unknown.length)
        add(field, `names {${unknown.join('}, {')}}, which is none of {${PLACEHOLDER_NAMES.join('}, {')}}`);
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const record = value as Record<string, unknown>;
    if (typeof record.href === 'string') {
      const wrong = checkLink(record.href, paths);
      if (wrong) add([...field, 'href'], wrong);
    }
    for (const key of ['src', 'dark'] as const)
      if (typeof record[key] === 'string' && !existsSync(join(file, '..', record[key] as string)))
        add([...field, key], `the picture ${record[key]} is not in the site's assets`);
  });
  return problems;
}

/** Every problem of the site's content; none means it may be built. */
export function validateContent(site: Site): Problem[] {
  const problems: Problem[] = [];
  const paths = sitePaths(site.pages);
  for (const collection of COLLECTIONS) {
    const dir = join(site.content, collection);
    // Text files only: a picture next to them is the editor's or a test's, checked where an entry names it.
    const files = existsSync(dir)
      ? readdirSync(dir).filter((name) => /^[^.].*\.(ya?ml|md|json)$/.test(name))
      : [];
    const langs = files.map((name) => name.replace(/\.yaml$/, ''));
    for (const name of files)
      if (!name.endsWith('.yaml') || !LANGUAGES.includes(name.replace(/\.yaml$/, '') as never))
        problems.push({
          file: relative(site.root, join(dir, name)),
          field: '(file name)',
          message: `is not a language of the site: name it ${LANGUAGES.map((lang) => `${lang}.yaml`).join(', ')}`,
        });
    for (const lang of LANGUAGES) {
      const file = join(dir, `${lang}.yaml`);
      if (!langs.includes(lang)) {
        const others = LANGUAGES.filter((other) => langs.includes(other));
        problems.push({
          file: relative(site.root, file),
          field: '(file)',
          message: others.length
            ? `is missing: the page has content in ${others.join(', ')} but not in ${lang}`
            : 'is missing: the page has no content',
        });
        continue;
      }
      problems.push(...checkEntry(site, collection, file, paths));
    }
  }
  for (const lang of LANGUAGES) {
    const file = join(site.public, CHANGELOG[lang]);
    const name = relative(site.root, file);
    if (!existsSync(file))
      problems.push({
        file: name,
        field: '(file)',
        message: `is missing: the changelog has no ${lang} version`,
      });
    else if (!/^# \S/.test(readFileSync(file, 'utf8')))
      problems.push({
        file: name,
        field: 'title',
        message: 'is missing: the changelog starts with a "# " title',
      });
  }
  return problems;
}

export const formatProblem = (problem: Problem) => `${problem.file}: ${problem.field}: ${problem.message}`;
