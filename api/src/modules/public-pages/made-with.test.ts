// "Get your own digital business card" is for free users' pages (issue 28: a paying subscriber's /p carried it).
// Through the public page and its cache (renders the built site: `bun run build` first): a subscription started
// through the API drops the cached page at once, and a cancelled one brings the link back when it ends.
import { beforeAll, expect, test } from 'bun:test';
import { translate } from '@shared/i18n';
import type { TestApp } from '../../../test/harness';
import { company, person } from '../companies/test-kit';
import { CANCEL_PERIOD_MS } from '../pricing/prices';
import { cancelMine, enable, withBilling } from '../subscriptions/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

const LINK = translate('en', 'profile', 'madeWith');

/** GET /p/{id} as an English phone; the page, and whether it came from the cache. */
async function open(id: string) {
  const before = page.appCalls;
  const res = await t.client().get(`/p/${id}`, { 'user-agent': PHONE, 'accept-language': 'en' });
  expect(res.status).toBe(200);
  return { html: await res.response.text(), isCached: page.appCalls === before };
}

/** Opens the page until the cache answers it; that page. */
async function cached(id: string) {
  for (let i = 0; i < 5; i++) {
    const answer = await open(id);
    if (answer.isCached) return answer.html;
  }
  throw new Error(`/p/${id} was never answered from the cache`);
}

test('the link is on a free user’s page only, and follows the subscription through the page cache', async () => {
  const p = await person(t, { fullName: 'Frida Fri' });
  const own = await company(p.c, { name: 'Fri AB' });
  await withBilling(t, own.shortId);
  const id = p.user.shortId;
  expect(await cached(id)).toContain(LINK);

  expect((await enable(p.c, 'monthly', own.shortId)).status).toBe(200);
  const paying = await open(id);
  expect(paying.isCached).toBe(false);
  expect(paying.html).toContain('<h1>Frida Fri</h1>');
  expect(paying.html).not.toContain(LINK);

  // A cancelled subscription runs to its end; then the page is free again, without another write.
  expect((await cancelMine(p.c)).status).toBe(200);
  expect((await open(id)).html).not.toContain(LINK);
  t.clock.advance(CANCEL_PERIOD_MS + 1000);
  expect((await open(id)).html).toContain(LINK);
});
