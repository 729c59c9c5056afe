// The card page's byte budget (DESIGN §9, issue 8), on a card with everything filled in, in each language:
// HTML with its inline CSS ≤ 14 KB compressed (gzip as sent today, brotli at the quality a cached page gets),
// no stylesheet to fetch, JavaScript on first load ≤ 5 KB compressed, and the typeface one woff2 of ≤ 20 KB
// that never blocks the first paint. A later change that blows one of them fails here.
// Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { profiles } from '@db/schema';
import { LEAD_FORM_LIMITS, type LeadForm } from '@shared/schemas/lead-form';
import { and, eq } from 'drizzle-orm';
import { createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { apiTag, fiveTextAndLinkModules } from '../dynatags/public-test-kit';
import { ownerWithCompany } from '../dynatags/test-kit';
import { makeAppleSigning, makeGoogleAccount } from '../wallet/test-kit';
import { fullCard } from './full-card-kit';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The /p budget test renders the built site: run `bun run build` first.');
}

const KB = 1024;
const BUDGET = { page: 14 * KB, script: 5 * KB, font: 20 * KB };

const gzip = (text: string) => Bun.gzipSync(text).length;
const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A built module and the modules it imports statically (they load with it), each once. */
function moduleClosure(url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const code = readFileSync(join(SITE_DIST, 'client', url), 'utf8');
  const imports = [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map(
    ([, spec]) => new URL(spec, `http://x${url}`).pathname,
  );
  return [code, ...imports.flatMap((next) => moduleClosure(next, seen))];
}

let t: TestApp;
let cardId = '';
beforeAll(async () => {
  // Both Wallet services configured: the page carries its two badges.
  t = await createTestApp({ ...makeAppleSigning().env, ...makeGoogleAccount().env }, {}, { site: true });
  const { mate } = await fullCard(t);
  cardId = mate.user.shortId;
  // Its exchange contact asks the most questions a form may have (issue 32), each of the longest kind.
  await t.db
    .update(profiles)
    .set({ leadForm: FULL_LEAD_FORM })
    .where(and(eq(profiles.userId, mate.user.id), eq(profiles.isActive, true)));
});

const FULL_LEAD_FORM: LeadForm = {
  questions: Array.from({ length: LEAD_FORM_LIMITS.questions }, (_, i) => ({
    id: `q${i}`,
    type: 'choice' as const,
    label: `Question number ${i + 1}: which of these fits your team best?`,
    required: i % 2 === 0,
    options: ['Fewer than ten people', 'Ten to fifty people', 'More than fifty people'],
  })),
  consent: 'I agree that my details are kept to answer my request and are never shared with anyone else.',
};
afterAll(() => t.close());

describe('the card page stays within its budget', () => {
  for (const lang of ['sv', 'en', 'fi']) {
    test(`${lang}: HTML + CSS, JavaScript and font`, async () => {
      const res = await t.client().get(`/p/${cardId}`, { cookie: `targetLang=${lang}` });
      expect(res.status).toBe(200);
      const html = await res.response.text();
      // The card really is full: cover, avatar, quick actions, social marks, links, files, two companies.
      const parts = [
        'class="cover"><img',
        'class="avatar"',
        'class="quick"',
        'class="social"',
        '.pdf',
        'data-wallet',
        'name="answers.q9"',
      ];
      for (const part of parts) expect(html).toContain(part);
      expect(html.match(/<h2>/g)?.length).toBe(2);
      expect(html.match(/data-wallet="(apple|google)"/g)?.length).toBe(2);

      const page = { gzip: gzip(html), brotli: brotli(html) };
      expect(html).not.toContain('rel="stylesheet"');

      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].flatMap(
        ([, attrs, body]) => {
          const src = attrs.match(/src="([^"]+)"/)?.[1];
          return src ? moduleClosure(src) : [body];
        },
      );
      // Each script travels on its own: the sum of their compressed sizes.
      const sum = (size: (code: string) => number) => scripts.reduce((n, code) => n + size(code), 0);
      const script = { gzip: sum(gzip), brotli: sum(brotli), files: scripts.length };

      const fontUrl = html.match(/<link rel="preload" href="([^"]+\.woff2)" as="font"/)?.[1];
      expect(fontUrl).toBeDefined();
      const font = readFileSync(join(SITE_DIST, 'client', fontUrl!)).length;
      expect(html).toMatch(/font-display:(swap|optional)/);

      console.log(`/p budget ${lang}`, JSON.stringify({ page, script, font, html: html.length }));
      expect(page.gzip).toBeLessThanOrEqual(BUDGET.page);
      expect(page.brotli).toBeLessThanOrEqual(BUDGET.page);
      expect(script.gzip).toBeLessThanOrEqual(BUDGET.script);
      expect(font).toBeLessThanOrEqual(BUDGET.font);
    });
  }
});

// The dynatag page's budget (DESIGN §9, issue 9): a tag of five text and link modules needs no island, so it
// carries no JavaScript at all, and its HTML with the inline CSS stays within 14 KB compressed.
describe('the dynatag page stays within its budget', () => {
  for (const lang of ['sv', 'en', 'fi']) {
    test(`${lang}: five text and link modules, HTML + CSS and no JavaScript`, async () => {
      const { owner, company } = await ownerWithCompany(t, `Budget ${lang} AB`);
      const tag = await apiTag(t, owner, company.shortId, {
        label: 'Nordvik at Nordbygg 2026',
        showCompanyLogo: true,
        modules: fiveTextAndLinkModules(),
      });
      const res = await t.client().get(`/d/${tag.shortId}`, { cookie: `targetLang=${lang}` });
      expect(res.status).toBe(200);
      const html = await res.response.text();
      expect(html).toContain('Directions to the fair');
      expect(html).not.toMatch(/<script\b/i);
      expect(html).not.toContain('rel="stylesheet"');
      const page = { gzip: gzip(html), brotli: brotli(html) };
      console.log(`/d budget ${lang}`, JSON.stringify({ page, html: html.length }));
      expect(page.gzip).toBeLessThanOrEqual(BUDGET.page);
      expect(page.brotli).toBeLessThanOrEqual(BUDGET.page);
    });
  }
});
