import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelogPath } from './i18n';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  test('renders headings, lists, paragraphs and inline marks', () => {
    const html = renderMarkdown(
      '# Changelog\n\nIntro line\ncontinues.\n\n## 1.0\n- **New** `code`\n- [docs](/api/docs)\n',
      { headingOffset: 1, dropTitle: true },
    );
    expect(html).toBe(
      '<p>Intro line continues.</p>\n<h3>1.0</h3>\n<ul><li><strong>New</strong> <code>code</code></li><li><a href="/api/docs">docs</a></li></ul>',
    );
  });

  test('escapes markup and refuses script links', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript');
  });
});

describe('the changelog in every language', () => {
  const read = (lang: 'sv' | 'en' | 'fi') =>
    readFileSync(join(import.meta.dir, '../../public', changelogPath(lang)), 'utf8');
  const versions = (source: string) => source.match(/^## .+$/gm) ?? [];

  test('each language lists the same versions (a new entry is added in sv, en and fi)', () => {
    const english = versions(read('en'));
    expect(english.length).toBeGreaterThan(0);
    expect(versions(read('sv'))).toEqual(english);
    expect(versions(read('fi'))).toEqual(english);
  });
});
