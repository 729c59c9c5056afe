// The content check on a copy of the site's content in a temporary folder, broken one way per test: each broken
// copy is refused with the file and the field named, and the real content passes.
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { formatProblem, type Site, siteAt, validateContent } from './validate';

const ROOT = join(import.meta.dir, '../..');
let root: string;
let site: Site;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  site = siteAt(root);
  for (const dir of ['site/src/content', 'site/src/pages', 'site/src/assets/product', 'site/public'])
    cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Changes one content file of the copy as a marketer would, by editing its YAML. */
function edit(file: string, change: (data: Record<string, any>) => void) {
  const path = join(site.content, file);
  const data = parse(readFileSync(path, 'utf8'));
  change(data);
  writeFileSync(path, stringify(data));
}
const messages = () => validateContent(site).map(formatProblem);

test('the content as committed passes', () => {
  expect(validateContent(siteAt(ROOT))).toEqual([]);
  expect(messages()).toEqual([]);
});

describe('a broken copy is refused, naming the file and the field', () => {
  test('a missing title', () => {
    edit('questions/fi.yaml', (data) => delete data.title);
    expect(messages()).toEqual(['site/src/content/questions/fi.yaml: title: is missing']);
  });

  test('an empty question', () => {
    edit('questions/sv.yaml', (data) => (data.items[2].question = ' '));
    expect(messages()).toEqual(['site/src/content/questions/sv.yaml: items.2.question: must not be empty']);
  });

  test('a picture without alt text', () => {
    mkdirSync(join(root, 'site/src/assets/product'), { recursive: true });
    cpSync(join(ROOT, 'site/public/favicon-32.png'), join(root, 'site/src/assets/product/hero.png'));
    edit('start/en.yaml', (data) => (data.showcase.pictures = [{ src: '../../assets/product/hero.png' }]));
    expect(messages()).toEqual(['site/src/content/start/en.yaml: showcase.pictures.0.alt: is missing']);
    edit(
      'start/en.yaml',
      (data) =>
        (data.showcase.pictures = [
          { src: '../../assets/product/hero.png', alt: 'The card page on a phone' },
        ]),
    );
    expect(messages()).toEqual([]);
  });

  test('a picture that is not in the assets', () => {
    edit('dynatags/sv.yaml', (data) => (data.showcase.pictures[0].dark = './missing.webp'));
    expect(messages()).toEqual([
      "site/src/content/dynatags/sv.yaml: showcase.pictures.0.dark: the picture ./missing.webp is not in the site's assets",
    ]);
  });

  test('a link to a page that does not exist', () => {
    edit('start/sv.yaml', (data) => (data.services.items[0].link.href = '/visitkort/'));
    edit('terms/en.yaml', (data) => (data.links[1].href = 'contact'));
    expect(messages()).toEqual([
      'site/src/content/start/sv.yaml: services.items.0.link.href: links to /visitkort/, a page that does not exist',
      'site/src/content/terms/en.yaml: links.1.href: "contact" is not a page of the site (/…), an anchor (#…) or an https:// address',
    ]);
  });

  test('links to pages, anchors, the API documentation and https addresses pass', () => {
    edit('questions/en.yaml', (data) => (data.more.link.href = '/business-card'));
    edit('terms/sv.yaml', (data) => {
      data.links = [
        { label: 'API', href: '/api/docs' },
        { label: 'Avsnitt 4', href: '#section-4' },
        { label: 'IMY', href: 'https://www.imy.se/' },
        { label: 'Registrera', href: '/?register=true' },
      ];
    });
    expect(messages()).toEqual([]);
  });

  test('a language missing a page another language has', () => {
    rmSync(join(site.content, 'cookies/fi.yaml'));
    expect(messages()).toEqual([
      'site/src/content/cookies/fi.yaml: (file): is missing: the page has content in sv, en but not in fi',
    ]);
  });

  test('a file for a language the site does not have', () => {
    cpSync(join(site.content, 'terms/en.yaml'), join(site.content, 'terms/de.yaml'));
    writeFileSync(join(site.content, 'terms/notes.txt'), 'not content');
    expect(messages()).toEqual([
      'site/src/content/terms/de.yaml: (file name): is not a language of the site: name it sv.yaml, en.yaml, fi.yaml',
    ]);
  });

  test('a figure the product does not have', () => {
    edit('questions/en.yaml', (data) => (data.items[4].answer = 'A subscription costs {monthly} a month.'));
    expect(messages()[0]).toStartWith(
      'site/src/content/questions/en.yaml: items.4.answer: names {monthly}, which is none of {subscriptionMonthly}',
    );
  });

  test('a plan that billing does not sell', () => {
    edit('start/fi.yaml', (data) => (data.plans.items[2].plan = 'forever'));
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toStartWith('site/src/content/start/fi.yaml: plans.items.2.plan: ');
  });

  test('a changelog missing in a language', () => {
    rmSync(join(site.public, 'changelog.fi.md'));
    expect(messages()).toEqual([
      'site/public/changelog.fi.md: (file): is missing: the changelog has no fi version',
    ]);
  });

  test('the build script refuses the broken copy and prints why', async () => {
    edit('questions/fi.yaml', (data) => delete data.title);
    const run = Bun.spawn(['bun', join(ROOT, 'scripts/content-check.ts'), root], {
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const [code, err] = await Promise.all([run.exited, new Response(run.stderr).text()]);
    expect(code).toBe(1);
    expect(err).toContain('site/src/content/questions/fi.yaml: title: is missing');
  });
});
