// "Made with Dynacard" on /d only on the free plan (issue 32), as on /p: a tag of a company whose owners do not
// subscribe carries it; once an owner subscribes the cached page is dropped and comes back without it; a
// cancelled subscription brings it back when the paid period ends, without another write. Renders the built
// site (`bun run build` first).
import { beforeAll, expect, test } from 'bun:test';
import { translate } from '@shared/i18n';
import type { TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany } from '../dynatags/test-kit';
import { CANCEL_PERIOD_MS } from '../pricing/prices';
import { cancelMine, enable, withBilling } from '../subscriptions/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

const LINK = translate('en', 'dynatag', 'madeWith');

async function open(id: string) {
  const before = page.appCalls;
  const res = await t.client().get(`/d/${id}`, { 'user-agent': PHONE, 'accept-language': 'en' });
  expect(res.status).toBe(200);
  return { html: await res.response.text(), isCached: page.appCalls === before };
}

test('the link is on a free company’s tag only, and follows its owners’ subscription through the page cache', async () => {
  const { owner, company } = await ownerWithCompany(t, 'Plan Café AB');
  const tag = await createTag(owner.c, company.shortId, {
    name: 'Menu',
    label: 'Today',
    modules: [{ id: 'w', type: 'wysiwyg', title: 'About', html: '<p>Soup</p>' }],
  });
  expect((await open(tag.id)).html).toContain(LINK);
  const again = await open(tag.id);
  expect(again.isCached).toBe(true);
  expect(again.html).toContain(LINK);

  await withBilling(t, company.shortId);
  expect((await enable(owner.c, 'monthly', company.shortId)).status).toBe(200);
  const paying = await open(tag.id);
  expect(paying.isCached).toBe(false);
  expect(paying.html).toContain('Today');
  expect(paying.html).not.toContain(LINK);
  expect((await open(tag.id)).isCached).toBe(true);

  // Cancelled, the subscription runs to its end; then the page is free again, without another write.
  expect((await cancelMine(owner.c)).status).toBe(200);
  expect((await open(tag.id)).html).not.toContain(LINK);
  t.clock.advance(CANCEL_PERIOD_MS + 1000);
  expect((await open(tag.id)).html).toContain(LINK);
});
