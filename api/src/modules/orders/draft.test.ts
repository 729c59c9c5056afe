// The wizard's draft on the server: created and updated by PUT, answered with the server's prices, totals and
// the problems that stop a submit (SPEC §5 rules, §8 messages), deleted by DELETE.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies } from '@db/schema';
import { PRICES, withVat } from '@shared/constants';
import type { OrderDraft } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { person } from '../companies/test-kit';
import { ADDRESS, card, orderingWorld, putDraft, unverify } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
});
afterAll(() => t.close());

const messages = (d: OrderDraft) => d.problems.map((p) => p.message);

describe('the draft', () => {
  test('none at first; anonymous callers get 401', async () => {
    const me = await person(t);
    const none = await me.c.get('/api/v1/orders/draft');
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    expect((await t.client().get('/api/v1/orders/draft')).status).toBe(401);
    expect((await t.client().send('PUT', '/api/v1/orders/draft', { step: 2 })).status).toBe(401);
  });

  test('PUT creates it and answers the quote: prices from the price list, totals, problems', async () => {
    const first = await putDraft(w.owner.c, { step: 1 });
    expect(first.status).toBe(200);
    expect(messages(first.body.data)).toEqual([
      'Please select a company',
      'You need to order at least one card',
      'Enter the shipping address',
    ]);
    const res = await putDraft(w.owner.c, {
      companyId: w.company.shortId,
      step: 3,
      cards: [
        card(w.company.membershipId, { type: 'goldPersonal', quantity: 2 }),
        card(w.colleague.membership.shortId, { altAddress: { ...ADDRESS, country: 'FI' } }),
      ],
      shippingAddress: ADDRESS,
      invoiceMarking: ' PO 17 ',
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.company).toEqual({ id: w.company.shortId, name: 'Kvarn AB', hasBilling: true });
    expect(d.cards.map((c) => [c.type, c.quantity, c.unitPrice, c.lineTotal, c.recipient.fullName])).toEqual([
      ['goldPersonal', 2, PRICES.cards.goldPersonal, 2 * PRICES.cards.goldPersonal, 'Åsa Öberg'],
      ['blackPersonal', 1, PRICES.cards.blackPersonal, PRICES.cards.blackPersonal, 'Kim Colleague'],
    ]);
    const subtotal = 2 * PRICES.cards.goldPersonal + PRICES.cards.blackPersonal;
    // Two parcels: the main address in Sweden and the colleague's in Finland.
    const shipping = PRICES.shipping.national + PRICES.shipping.international;
    const net = subtotal + shipping;
    expect(d.totals).toEqual({
      subtotal,
      discount: 0,
      shipping,
      net,
      vat: withVat(net) - net,
      total: withVat(net),
      parcels: [
        { address: ADDRESS, cards: 2, international: false, shipping: PRICES.shipping.national },
        {
          address: { ...ADDRESS, country: 'FI' },
          cards: 1,
          international: true,
          shipping: PRICES.shipping.international,
        },
      ],
    });
    expect(d.problems).toEqual([]);
    expect(d.invoiceMarking).toBe('PO 17');
    expect(d.step).toBe(3);
    expect(d.deliveryDays).toEqual({ min: 2, max: 7 });
    expect(d.cards[1].altAddress).toEqual({ ...ADDRESS, country: 'FI' });

    // Resumable: read back as it was left.
    const again = await w.owner.c.get<OrderDraft>('/api/v1/orders/draft');
    expect(again.body.data).toEqual(d);
    // International shipping by the main address's country.
    const abroad = await putDraft(w.owner.c, { shippingAddress: { ...ADDRESS, country: 'NO' } });
    expect(abroad.body.data.totals.shipping).toBe(2 * PRICES.shipping.international);
  });

  test('the client never sends prices: a price in the request is refused (422), the list price stands', async () => {
    const saved = await putDraft(w.owner.c, { cards: [card(w.company.membershipId)] });
    const res = await putDraft(w.owner.c, {
      cards: [{ ...card(w.company.membershipId), unitPrice: 1, lineTotal: 1 }],
      totals: { total: 1 },
    });
    expect([res.status, res.body.errors[0]?.field]).toEqual([422, 'cards.0.unitPrice']);
    const again = await w.owner.c.get<OrderDraft>('/api/v1/orders/draft');
    expect(again.body.data).toEqual(saved.body.data);
    expect(again.body.data.cards[0].unitPrice).toBe(PRICES.cards.blackPersonal);
    expect(again.body.data.totals.subtotal).toBe(PRICES.cards.blackPersonal);
  });

  test('DELETE drops it', async () => {
    const me = await person(t);
    await putDraft(me.c, { step: 2 });
    expect((await me.c.delete('/api/v1/orders/draft')).status).toBe(200);
    expect((await me.c.get('/api/v1/orders/draft')).body.data).toBeNull();
  });
});

describe('rules, each with its message', () => {
  test('a company I do not own: a colleague gets 403, anyone else 404; nothing is saved', async () => {
    const asColleague = await putDraft(w.colleague.c, { companyId: w.company.shortId });
    expect(asColleague.status).toBe(403);
    expect(asColleague.body.message).toBe('Only an owner of the company can do that');
    const stranger = await putDraft(w.other.c, { companyId: w.company.shortId });
    expect(stranger.status).toBe(404);
    expect((await w.other.c.get<OrderDraft>('/api/v1/orders/draft')).body.data).toBeNull();
  });

  test('recipients are the owner or colleagues of that company', async () => {
    const res = await putDraft(w.other.c, {
      companyId: w.otherCompany.shortId,
      cards: [card(w.otherCompany.membershipId), card(w.colleague.membership.shortId)],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'cards.1.recipient',
        message: 'A card’s recipient must be the owner or a colleague of the company',
      },
    ]);
  });

  test('cards need a company first', async () => {
    const me = await person(t);
    const res = await putDraft(me.c, { cards: [card(w.company.membershipId)] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please select a company');
  });

  test('an alternative address must be complete, as must the shipping address', async () => {
    const { fullName: _, ...noName } = ADDRESS;
    for (const altAddress of [noName, { ...ADDRESS, street: ' ' }, { ...ADDRESS, city: '' }]) {
      const res = await putDraft(w.owner.c, { cards: [card(w.company.membershipId, { altAddress })] });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'Fill in the whole address: full name, street, zip code, city and country',
      );
    }
    const res = await putDraft(w.owner.c, { shippingAddress: { ...ADDRESS, zipcode: '' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Fill in the whole address: full name, street, zip code, city and country');
  });

  test('verified email, with the warning about unverified accounts and their cards', async () => {
    const owner = await person(t);
    const { company } = await import('../companies/test-kit');
    const own = await company(owner.c, { name: 'Unverified AB' });
    await unverify(t, owner.user.id);
    const res = await putDraft(owner.c, { companyId: own.shortId, cards: [card(own.membershipId)] });
    expect(res.status).toBe(200);
    expect(res.body.data.problems[0]).toEqual({
      field: 'email',
      message:
        'Verify your email before you order cards: unverified accounts are deleted after 60 days and their cards stop working',
    });
  });

  test('the company’s billing info must be filled in (SPEC §5)', async () => {
    const owner = await person(t);
    const { company } = await import('../companies/test-kit');
    const own = await company(owner.c, { name: 'No Billing AB' });
    await t.db
      .update(companies)
      .set({ billingOrgNumber: '1', billingEmail: 'a@b.example' })
      .where(eq(companies.shortId, own.shortId));
    const res = await putDraft(owner.c, {
      companyId: own.shortId,
      cards: [card(own.membershipId)],
      shippingAddress: ADDRESS,
    });
    expect(res.body.data.company?.hasBilling).toBe(false);
    expect(res.body.data.problems).toEqual([
      {
        field: 'companyId',
        message:
          'Fill in the company’s billing information (organization number, email, street, zip code, city and country) before ordering',
      },
    ]);
  });
});
