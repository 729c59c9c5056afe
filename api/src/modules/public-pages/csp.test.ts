// Content-Security-Policy of every kind of HTML we serve (issue 12): no 'unsafe-inline' for scripts, and each
// inline script of the served page allowed by its SHA-256 hash, computed here from the bytes as served.
// Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { person } from '../companies/test-kit';
import { apiTag, textModules } from '../dynatags/public-test-kit';
import { ownerWithCompany } from '../dynatags/test-kit';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The CSP tests render the built site: run `bun run build` first.');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
});
afterAll(() => t.close());

/** The inline scripts a browser runs: no src, and JavaScript (no type, a JavaScript type, or a module). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const [, attrs, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs)) continue;
    const type = /type="([^"]+)"/.exec(attrs)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    out.push(text);
  }
  return out;
}

/** Fetches the page and checks its policy against its own inline scripts; answers how many there were. */
async function expectHashedPolicy(path: string, headers: Record<string, string> = {}) {
  const res = await t.handle(new Request(`${BASE}${path}`, { headers }));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toStartWith('text/html');
  const html = await res.text();
  const policy = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain('https:');
  const scripts = inlineScripts(html);
  for (const text of scripts) {
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scriptSrc.split(/\s+/)).toContain(hash);
  }
  return scripts.length;
}

describe('Content-Security-Policy', () => {
  test('prerendered pages (home, the dashboard shell, a redirect page, 404) allow exactly their inline scripts', async () => {
    for (const path of ['/', '/en/', '/fi/contact/', '/dashboard/profiles', '/login/']) {
      expect(await expectHashedPolicy(path)).toBeGreaterThan(0);
    }
    const missing = await t.handle(new Request(`${BASE}/no-such-page/`));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).not.toContain("'unsafe-inline' ");
  });

  test('a 304 on a reload carries the policy of the page, which the browser then keeps for it', async () => {
    const first = await t.handle(new Request(`${BASE}/en/`));
    const policy = first.headers.get('content-security-policy');
    expect(policy).toContain("'sha256-");
    const again = await t.handle(
      new Request(`${BASE}/en/`, { headers: { 'if-none-match': first.headers.get('etag')! } }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(policy);
  });

  test('the /p page, rendered and from the page cache, allows exactly its inline scripts', async () => {
    const p = await person(t, { subscriber: true, fullName: 'Csp Person' });
    const ua = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };
    await expectHashedPolicy(`/p/${p.user.shortId}`, ua);
    await expectHashedPolicy(`/p/${p.user.shortId}`, ua);
  });

  test('the /d page (map, contacts and text modules) allows exactly its inline scripts', async () => {
    const { owner, company } = await ownerWithCompany(t, 'Csp & Co');
    const tag = await apiTag(t, owner, company.shortId, {
      label: 'Map stand',
      modules: textModules('Hall A'),
    });
    await expectHashedPolicy(`/d/${tag.shortId}`);
    await expectHashedPolicy(`/d/${tag.shortId}`);
  });

  test('the API reference page allows its bootstrap by hash; JSON answers allow no inline script', async () => {
    expect(await expectHashedPolicy('/api/docs')).toBeGreaterThan(0);
    const json = await t.handle(new Request(`${BASE}/api/v1/general/challenge`));
    expect(json.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});
