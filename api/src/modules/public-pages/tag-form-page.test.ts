// The form module on /d (issue 32), through the page cache: the cached page carries the questions, the consent
// and the hidden honeypot but no token (the script fetches one per visit), and stays within the page budget
// with the most questions a form may ask: HTML + CSS ≤ 14 KB gzip, its JavaScript ≤ 5 KB gzip. Renders the built
// site (`bun run build` first).
import { beforeAll, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEAD_FORM_LIMITS } from '@shared/schemas/lead-form';
import { SITE_DIST, type TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany } from '../dynatags/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

const FORM = {
  id: 'apply',
  type: 'form',
  title: 'Apply',
  consent: 'I agree that Form AB keeps my answers to contact me.',
  questions: Array.from({ length: LEAD_FORM_LIMITS.questions }, (_, i) => ({
    id: `q${i}`,
    type: 'choice',
    label: `Question number ${i + 1}: which of these fits your team best?`,
    required: i % 2 === 0,
    options: Array.from(
      { length: LEAD_FORM_LIMITS.options },
      (_, n) => `Option ${n + 1} of question ${i + 1}`,
    ),
  })),
};

/** A built module and the modules it imports statically, each once. */
function moduleClosure(url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const code = readFileSync(join(SITE_DIST, 'client', url), 'utf8');
  const imports = [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map(
    ([, spec]) => new URL(spec, `http://x${url}`).pathname,
  );
  return [code, ...imports.flatMap((next) => moduleClosure(next, seen))];
}

test('the cached /d carries the form without a token, within the budget, in sv, en and fi', async () => {
  const { owner, company } = await ownerWithCompany(t, 'Form AB');
  const tag = await createTag(owner.c, company.shortId, { name: 'Jobs', label: 'Jobs', modules: [FORM] });
  for (const lang of ['sv', 'en', 'fi']) {
    const open = async () => {
      const before = page.appCalls;
      const res = await t.client().get(`/d/${tag.id}`, { 'user-agent': PHONE, cookie: `targetLang=${lang}` });
      expect(res.status).toBe(200);
      return { html: await res.response.text(), cached: page.appCalls === before };
    };
    await open();
    const { html, cached } = await open();
    expect(cached).toBe(true);
    expect(html).toContain(`data-action="/api/v1/dynatags/public/${tag.id}/forms/apply"`);
    expect(html).toContain(FORM.consent);
    expect(html).toContain('name="answers.q9"');
    expect(html).toContain('name="website"');
    expect(html).toContain('<noscript>');
    // No token in the cached bytes: the form's script asks for one on every visit.
    expect(html).not.toMatch(/\d{13}\.[A-Za-z0-9_-]{43}/);
    expect(html).not.toContain('name="token"');
    const gzip = Bun.gzipSync(html).length;
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map(([, src]) => src);
    const inline = [...html.matchAll(/<script[^>]*>([^<]+)<\/script>/g)].map(([, code]) => code);
    const js = [...inline, ...scripts.flatMap((src) => moduleClosure(src))].join('\n');
    const jsGzip = Bun.gzipSync(js).length;
    expect({ lang, page: gzip <= 14 * 1024, js: jsGzip <= 5 * 1024 }).toEqual({ lang, page: true, js: true });
    console.log(
      `/d with a form of ${LEAD_FORM_LIMITS.questions} questions (${lang}): ${gzip} B gzip, JS ${jsGzip} B gzip`,
    );
  }
});
