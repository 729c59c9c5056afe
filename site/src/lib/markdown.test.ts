import { describe, expect, test } from 'bun:test';
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
