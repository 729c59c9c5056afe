// A card showing the company's own logo (design.companyLogo): the draft says so, the submit copies the logo into
// the order, and the print file embeds that copy, in one colour as the laser engraves it, as PNG data beside the
// company's name and web address — and stays so when the company changes its logo afterwards.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cards, companies, orders } from '@db/schema';
import type { OrderDraft } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { engravableLogo } from './engraving';
import { card, design, orderingWorld, putDraft, readyDraft, submit } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
});
afterAll(() => t.close());

/** A company logo as the company module stores it: a WebP, here a red bar with a blue square. */
async function setCompanyLogo(colour: string) {
  const webp = await sharp({ create: { width: 64, height: 24, channels: 4, background: colour } })
    .composite([
      { input: { create: { width: 8, height: 8, channels: 4, background: '#0000ff' } }, left: 4, top: 4 },
    ])
    .webp({ lossless: true })
    .toBuffer();
  const key = `companies/${w.company.shortId}/logo-${colour.slice(1)}.webp`;
  await t.deps.storage.put(key, new Uint8Array(webp), 'image/webp');
  await t.db.update(companies).set({ logoKey: key }).where(eq(companies.shortId, w.company.shortId));
  return {
    pixels: await sharp(webp).ensureAlpha().raw().toBuffer(),
    // What the print file engraves of it: one colour (engraving.ts).
    engraved: await sharp(await engravableLogo(new Uint8Array(webp)))
      .ensureAlpha()
      .raw()
      .toBuffer(),
  };
}

/** The pixels of the image embedded as `<image id="{id}" … href="data:image/png;base64,…">`. */
async function embedded(svg: string, id: string) {
  const match = new RegExp(`<image id="${id}"[^>]*href="data:image/png;base64,([^"]+)"`).exec(svg);
  expect(match).not.toBeNull();
  return sharp(Buffer.from(match![1], 'base64')).ensureAlpha().raw().toBuffer();
}

describe('the company’s logo on a card', () => {
  test('is kept with the draft’s line as a choice of its design; anything but true or false is 422', async () => {
    await setCompanyLogo('#ff0000');
    const draft = await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
    expect(draft.cards[0].design.companyLogo).toBe(false);
    const res = await putDraft(w.owner.c, {
      cards: [card(w.company.membershipId, { design: design({ companyLogo: true }) })],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.cards[0].design).toMatchObject({ companyLogo: true, logo: null });
    const bad = await putDraft(w.owner.c, {
      cards: [card(w.company.membershipId, { design: design({ companyLogo: 'yes' }) })],
    });
    expect(bad.status).toBe(422);
    expect(
      (await w.owner.c.get<OrderDraft>('/api/v1/orders/draft')).body.data.cards[0].design.companyLogo,
    ).toBe(true);
  });

  test('is in the print file as ordered, with the company’s name and web address, after a new logo too', async () => {
    const ordered = await setCompanyLogo('#ff0000');
    await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId], {
      cards: [card(w.company.membershipId, { type: 'blackCompany', design: design({ companyLogo: true }) })],
    });
    const res = await submit(w.owner.c);
    expect(res.status).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.shortId, res.body.data.id));
    const [made] = await t.db.select().from(cards).where(eq(cards.orderId, order.id));
    expect(order.images).toHaveLength(1);
    expect(order.images[0]).toMatchObject({ kind: 'logo' });

    const print = async () =>
      (await w.owner.c.get(`/api/v1/cards/${made.shortId}/design.svg`)).response.text();
    let svg = await print();
    expect(await embedded(svg, `logo-${made.shortId}`)).toEqual(ordered.engraved);
    const back = svg.slice(svg.indexOf(`<svg id="back-${made.shortId}"`));
    expect(back).toContain('>Kvarn AB</text>');
    expect(back).toContain('>kvarn.example</text>');

    // The company's new logo is not what was ordered: the print file and the order's preview keep the copy.
    const later = await setCompanyLogo('#00ff00');
    expect(later.engraved).not.toEqual(ordered.engraved);
    svg = await print();
    expect(await embedded(svg, `logo-${made.shortId}`)).toEqual(ordered.engraved);
    const detail = await w.owner.c.get<{ lines: { design: { logo: { path: string } | null } }[] }>(
      `/api/v1/orders/${order.shortId}`,
    );
    const logo = await w.owner.c.get(detail.body.data.lines[0].design.logo!.path);
    expect(logo.status).toBe(200);
    const shown = await sharp(new Uint8Array(await logo.response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect(shown).toEqual(ordered.pixels);
  });
});
