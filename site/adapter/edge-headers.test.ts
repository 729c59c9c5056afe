// The build's _headers for the edge's asset store: the origin's headers for every prerendered page.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, pagePolicyOf } from '../../shared/http/csp';
import { SECURITY_HEADERS } from '../../shared/http/security-headers';
import { EDGE_HEADER_LIMITS, edgeHeaders, pagePath } from './edge-headers';
import { createSiteHandler } from './serve';

/** The rules of a _headers text: path → its headers. */
function parse(text: string) {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = {};
      rules.set(line, current);
    } else {
      const at = line.indexOf(':');
      current![line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

const page = (script: string) =>
  `<!doctype html><script>${script}</script><script type="module">${script}2</script>`;

describe('edgeHeaders', () => {
  test('the security headers for everything, and each page its own policy in exactly one rule', () => {
    const rules = parse(
      edgeHeaders([
        { file: 'index.html', html: page('a') },
        { file: 'en/contact/index.html', html: page('b') },
        { file: '404.html', html: page('c') },
      ]),
    );
    expect([...rules.keys()]).toEqual(['/*', '/', '/404', '/en/contact/']);
    const all = rules.get('/*')!;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all[name]).toBe(value);
    expect(all['strict-transport-security']).toContain('max-age=');
    // No policy in the splat: Cloudflare would join it to each page's with a comma (two policies, both enforced).
    expect(all['content-security-policy']).toBeUndefined();
    const contact = rules.get('/en/contact/')!['content-security-policy'];
    expect(contact).toBe(pagePolicyOf(page('b')));
    for (const hash of inlineScriptHashes(page('b'))) expect(contact).toContain(hash);
    expect(contact).not.toContain(inlineScriptHashes(page('a'))[0]);
  });

  test('page files map to the addresses the asset store answers them at', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('business-card/index.html')).toBe('/business-card/');
    expect(pagePath('fi/cookies/index.html')).toBe('/fi/cookies/');
    expect(pagePath('404.html')).toBe('/404');
  });

  test('a site over Cloudflare’s limits fails the build instead of writing a file the edge refuses', () => {
    const many = Array.from({ length: EDGE_HEADER_LIMITS.rules }, (_, i) => ({
      file: `p${i}/index.html`,
      html: page(String(i)),
    }));
    expect(() => edgeHeaders(many)).toThrow(/101 rules/);
    const long = [
      { file: 'index.html', html: Array.from({ length: 40 }, (_, i) => `<script>${i}</script>`).join('') },
    ];
    expect(() => edgeHeaders(long)).toThrow(/characters/);
  });
});

describe('the origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'dynacard-edge-files-'));
  mkdirSync(join(dist, 'client'), { recursive: true });
  writeFileSync(join(dist, 'client', 'index.html'), page('a'));
  writeFileSync(join(dist, 'client', '_headers'), edgeHeaders([{ file: 'index.html', html: page('a') }]));
  writeFileSync(join(dist, 'client', '.assetsignore'), '*.br\n');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test('never answers the files written for the edge', async () => {
    const site = await createSiteHandler({ distDir: dist });
    for (const path of ['/_headers', '/.assetsignore']) {
      const response = await site(new Request(`http://localhost${path}`));
      expect(response?.status ?? 404).toBe(404);
    }
    expect((await site(new Request('http://localhost/')))?.status).toBe(200);
  });
});
