// A dynatag module marked "only after a tap" (issue 33): shown on /d only to a phone that has just tapped a metal
// card of the tag's company (a verified Secure Unique NFC tap gives it a signed cookie, tap-cookie.ts), never to a
// copied tap address, a forged cookie, another company's tap, the visitor API, or from the page cache. Renders
// the built site.
import { beforeAll, describe, expect, test } from 'bun:test';
import { cards, memberships } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { cardKeys, parseMasterKey } from '../../platform/nfc-sun/card-keys';
import { chipTap } from '../../platform/nfc-sun/chip-kit';
import { orderWithCards } from '../cards/test-kit';
import { companyRow } from '../companies/test-kit';
import { createTag, ownerWithCompany } from '../dynatags/test-kit';
import { TAP_MS } from './tap-cookie';
import { countingPageApp, PHONE } from './test-kit';

const MASTER_HEX = '1f1e1d1c1b1a19181716151413121110';
const page = countingPageApp({ NFC_SUN_MASTER_KEY: MASTER_HEX });
let t: TestApp;
beforeAll(() => {
  t = page.t;
});
const UID = Buffer.from('04C0FFEE00AA80', 'hex');
const DISCOUNT = 'Code STAND20 at the desk';

async function get(path: string, cookie = '') {
  const response = await t.handle(
    new Request(`http://localhost${path}`, {
      headers: { 'user-agent': PHONE, 'x-forwarded-for': '10.8.0.8', 'accept-language': 'en', cookie },
    }),
  );
  return { response, html: await response.text(), cookie: response.headers.get('set-cookie') };
}

/** A company with a SUN card for its owner and a tag with one module for all and one only after a tap. */
async function stand(name: string) {
  const { owner, company } = await ownerWithCompany(t, name);
  const row = (await companyRow(t, company.shortId))!;
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
  const [card] = (await orderWithCards(t, row.id, owner.user.id, [{ recipient: membership }])).cards;
  await t.db.update(cards).set({ sun: true }).where(eq(cards.id, card.id));
  const tag = await createTag(owner.c, company.shortId, {
    name: 'Stand',
    label: `${name} stand`,
    modules: [
      { id: 'all', type: 'wysiwyg', title: 'Welcome', html: '<p>Welcome to the stand</p>' },
      { id: 'tap', type: 'wysiwyg', title: 'Discount', html: `<p>${DISCOUNT}</p>`, tapOnly: true },
    ],
  });
  const keys = cardKeys(parseMasterKey(MASTER_HEX), card.shortId);
  let counter = 0;
  const tap = () => `/c/${card.shortId}?${chipTap(keys, UID, ++counter).query}`;
  return { owner, company, tag, tap };
}

/** The name=value of a Set-Cookie. */
const pair = (setCookie: string | null) => setCookie?.split(';')[0] ?? '';

describe('a module only after a tap', () => {
  test('is kept by the editor, left out of the page and the visitor API, shown after a verified tap of the company’s card', async () => {
    const { owner, tag, tap } = await stand('Tap Stand AB');
    const saved = await owner.c.get<{ modules: { id: string; tapOnly?: boolean }[] }>(
      `/api/v1/dynatags/${tag.id}`,
    );
    expect(saved.body.data.modules.find((m) => m.id === 'tap')?.tapOnly).toBe(true);

    const plain = await get(`/d/${tag.id}`);
    expect(plain.html).toContain('Welcome to the stand');
    expect(plain.html).not.toContain(DISCOUNT);
    const api = await t.client().get<{ modules: { id: string }[] }>(`/api/v1/dynatags/public/${tag.id}`);
    expect(api.body.data.modules.map((m) => m.id)).toEqual(['all']);

    const tapped = await get(tap());
    expect(tapped.response.status).toBe(200);
    expect(tapped.cookie).toContain('Path=/d');
    expect(tapped.response.headers.get('cache-control')).toBe('private, no-store');
    const after = await get(`/d/${tag.id}`, pair(tapped.cookie));
    expect(after.html).toContain(DISCOUNT);
    expect(after.response.headers.get('cache-control')).toBe('private, no-store');
    // The cached page still holds no such module, for anyone else.
    expect((await get(`/d/${tag.id}`)).html).not.toContain(DISCOUNT);
    // Half an hour on the tap's cookie has ended.
    t.clock.advance(TAP_MS + 1000);
    expect((await get(`/d/${tag.id}`, pair(tapped.cookie))).html).not.toContain(DISCOUNT);
  });

  test('a replayed tap, a forged cookie and another company’s tap show nothing more', async () => {
    const mine = await stand('Mine AB');
    const theirs = await stand('Theirs AB');
    const address = mine.tap();
    expect((await get(address)).cookie).toContain('dynacard_tap=');
    const replay = await get(address);
    expect(replay.response.status).toBe(200);
    expect(replay.cookie).toBeNull();
    const [name, value] = pair((await get(theirs.tap())).cookie).split('=');
    // Another company's genuine tap opens nothing of this tag.
    expect((await get(`/d/${mine.tag.id}`, `${name}=${value}`)).html).not.toContain(DISCOUNT);
    // Its company id changed to this one: the signature no longer holds.
    const [, until, signature] = value.split('.');
    const mineRow = (await companyRow(t, mine.company.shortId))!;
    const forged = `${name}=${mineRow.id}.${until}.${signature}`;
    expect((await get(`/d/${mine.tag.id}`, forged)).html).not.toContain(DISCOUNT);
  });
});
