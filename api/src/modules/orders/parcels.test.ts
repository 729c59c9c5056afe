// Shipping follows the parcels: a parcel per distinct destination (street, zip code, city, country), each priced
// national 49 kr to Sweden or international 99 kr elsewhere; the frozen order, its preview, receipt and mail list
// them. Country codes must be officially assigned ISO 3166-1 codes: XX or ZZ is 422 and nothing is stored.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { orders } from '@db/schema';
import { PRICES } from '@shared/constants';
import type { OrderDetail, OrderDraft } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { formatMoney } from '../pricing/money';
import { pdfText } from './receipt-text';
import { ADDRESS, card, insertCoupon, orderingWorld, putDraft, readyDraft, submit } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
});
afterAll(() => t.close());

const { national, international } = PRICES.shipping;
const NEW_YORK = {
  fullName: 'Kim Colleague',
  street: '5th Avenue 1',
  zipcode: '10001',
  city: 'New York',
  country: 'US',
};
const TOKYO = {
  fullName: 'Åsa Öberg',
  street: '1-1 Chiyoda',
  zipcode: '100-0001',
  city: 'Tokyo',
  country: 'JP',
};

describe('a parcel per destination', () => {
  test('a Swedish main address with lines to the US and Japan: 49 + 99 + 99, listed per parcel', async () => {
    const draft = await readyDraft(w.owner.c, w.company.shortId, [], {
      cards: [
        card(w.company.membershipId, { quantity: 2 }),
        card(w.colleague.membership.shortId, { altAddress: NEW_YORK }),
        card(w.company.membershipId, { type: 'goldCompany', altAddress: TOKYO }),
      ],
    });
    expect(draft.totals.shipping).toBe(national + 2 * international);
    expect(draft.totals.parcels).toEqual([
      { address: ADDRESS, cards: 2, international: false, shipping: national },
      { address: NEW_YORK, cards: 1, international: true, shipping: international },
      { address: TOKYO, cards: 1, international: true, shipping: international },
    ]);
    expect(draft.totals.net).toBe(draft.totals.subtotal + national + 2 * international);

    // Submitted, the order keeps its parcels: preview, receipt and mail list each with its price.
    const res = await submit(w.owner.c);
    expect(res.status).toBe(201);
    const order = res.body.data as unknown as OrderDetail;
    expect(order.totals).toEqual(draft.totals);
    const preview = (await w.owner.c.get<OrderDetail>(`/api/v1/orders/${order.id}`)).body.data;
    expect(preview.totals.parcels).toEqual(draft.totals.parcels);

    const pdf = await w.owner.c.get(order.receiptPath);
    const text = (await pdfText(new Uint8Array(await pdf.response.arrayBuffer()))).pages
      .flat()
      .map((s) => s.replace(/\u00a0/g, ' '));
    const money = (ore: number) => formatMoney('en', ore).replace(/\u00a0/g, ' ');
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect(after('Shipping to Västerås, Sweden')).toBe(money(national));
    expect(after('Shipping to New York, United States')).toBe(money(international));
    expect(after('Shipping to Tokyo, Japan')).toBe(money(international));
    expect(text).toContain('5th Avenue 1');
    expect(text).toContain('1-1 Chiyoda');

    const mail = await t.smtp.waitFor(w.owner.user.email, (m) => m.subject.includes(order.number));
    expect(mail.text).toContain(`Shipping to New York, United States: ${formatMoney('en', international)}`);
    expect(mail.text).toContain(`Shipping to Tokyo, Japan: ${formatMoney('en', international)}`);
    expect(mail.text).toContain(`Shipping to Västerås, Sweden: ${formatMoney('en', national)}`);
  });

  test('one address twice (case and spaces aside) is one parcel; the main address typed again joins it', async () => {
    const again = { ...NEW_YORK, street: ' 5TH  avenue 1 ', zipcode: '100 01', city: 'new york' };
    const draft = await readyDraft(w.owner.c, w.company.shortId, [], {
      cards: [
        card(w.company.membershipId, { altAddress: NEW_YORK }),
        card(w.colleague.membership.shortId, { quantity: 3, altAddress: again }),
        card(w.company.membershipId, { altAddress: { ...ADDRESS, fullName: 'Reception', city: 'VÄSTERÅS' } }),
      ],
    });
    expect(draft.totals.parcels).toEqual([
      { address: ADDRESS, cards: 1, international: false, shipping: national },
      { address: NEW_YORK, cards: 4, international: true, shipping: international },
    ]);
    expect(draft.totals.shipping).toBe(national + international);
  });

  test('every line elsewhere: no parcel to the main address', async () => {
    const draft = await readyDraft(w.owner.c, w.company.shortId, [], {
      cards: [card(w.company.membershipId, { altAddress: TOKYO })],
    });
    expect(draft.totals.parcels).toEqual([
      { address: TOKYO, cards: 1, international: true, shipping: international },
    ]);
    expect(draft.totals.shipping).toBe(international);
  });

  test('a free-shipping coupon frees every parcel', async () => {
    await insertCoupon(t, { code: 'SHIPFREE', freeShipping: true });
    const draft = await readyDraft(w.owner.c, w.company.shortId, [], {
      cards: [card(w.company.membershipId), card(w.colleague.membership.shortId, { altAddress: NEW_YORK })],
      couponCodes: ['SHIPFREE'],
    });
    expect(draft.totals.parcels.map((p) => p.shipping)).toEqual([0, 0]);
    expect(draft.totals.shipping).toBe(0);
    await putDraft(w.owner.c, { couponCodes: [] });
  });
});

describe('orders frozen before parcels', () => {
  test('show one parcel to the main address at the shipping they were charged', async () => {
    const draft = await readyDraft(w.owner.c, w.company.shortId, [
      w.company.membershipId,
      w.colleague.membership.shortId,
    ]);
    const order = (await submit(w.owner.c)).body.data as unknown as OrderDetail;
    const { parcels: _, ...old } = draft.totals;
    await t.db.update(orders).set({ totals: old }).where(eq(orders.shortId, order.id));
    const preview = (await w.owner.c.get<OrderDetail>(`/api/v1/orders/${order.id}`)).body.data;
    expect(preview.totals).toEqual({
      ...old,
      parcels: [{ address: ADDRESS, cards: 2, international: false, shipping: national }],
    });
    expect((await w.owner.c.get(order.receiptPath)).status).toBe(200);
  });

  test('a parcel to a long place name is cut short of its amount on the receipt', async () => {
    const far = {
      ...TOKYO,
      city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
      country: 'GB',
    };
    await readyDraft(w.owner.c, w.company.shortId, [], {
      cards: [card(w.company.membershipId, { altAddress: far })],
    });
    const order = (await submit(w.owner.c)).body.data as unknown as OrderDetail;
    const pdf = await w.owner.c.get(order.receiptPath);
    const text = (await pdfText(new Uint8Array(await pdf.response.arrayBuffer()))).pages.flat();
    const label = text.find((s) => s.startsWith('Shipping to Llanfair'))!;
    expect(label).toEndWith('…');
    expect(text[text.indexOf(label) + 1].replace(/\u00a0/g, ' ')).toBe(
      formatMoney('en', international).replace(/\u00a0/g, ' '),
    );
  });
});

describe('country codes are officially assigned ISO 3166-1 codes', () => {
  for (const country of ['XX', 'ZZ', 'UK', 'se']) {
    test(`${country}: 422 with the field's message, nothing stored`, async () => {
      const before = await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
      const main = await putDraft(w.owner.c, { shippingAddress: { ...ADDRESS, country } });
      expect(main.status).toBe(422);
      expect(main.body.message).toBe('Choose a country');
      expect(main.body.errors).toEqual([{ field: 'shippingAddress.country', message: 'Choose a country' }]);
      const line = await putDraft(w.owner.c, {
        cards: [card(w.company.membershipId, { altAddress: { ...NEW_YORK, country } })],
      });
      expect(line.status).toBe(422);
      expect(line.body.errors).toEqual([
        { field: 'cards.0.altAddress.country', message: 'Choose a country' },
      ]);
      const now = (await w.owner.c.get<OrderDraft>('/api/v1/orders/draft')).body.data;
      expect(now.shippingAddress).toEqual(ADDRESS);
      expect(now.cards.map((c) => c.altAddress)).toEqual([null]);
      expect(now.updatedAt).toBe(before.updatedAt);
      const [row] = await t.db.select().from(orders).where(eq(orders.shortId, before.id));
      expect(row.shippingAddress).toEqual(ADDRESS);
    });
  }
});
