// The receipt: a real PDF (parsed back with pdf-lib) with seller, buyer, number, lines, coupons, shipping,
// VAT and the total the order has, in the orderer's language, Swedish letters included.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { users } from '@db/schema';
import type { OrderDetail } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { formatMoney } from '../pricing/money';
import { winAnsi } from './receipt';
import { pdfText } from './receipt-text';
import { administrator, card, insertCoupon, orderingWorld, readyDraft, submit } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
let order: OrderDetail;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
  await t.db.update(users).set({ lang: 'sv' }).where(eq(users.id, w.owner.user.id));
  await insertCoupon(t, { code: 'FRAKTFRI', freeShipping: true, discountPercent: 5, combinable: true });
  await readyDraft(w.owner.c, w.company.shortId, [], {
    cards: [
      card(w.company.membershipId, { type: 'goldPersonal', quantity: 3 }),
      card(w.colleague.membership.shortId, { type: 'blackCompany', quantity: 1 }),
    ],
    couponCodes: ['FRAKTFRI'],
    invoiceMarking: 'Inköp åäö',
  });
  order = (await submit(w.owner.c)).body.data as unknown as OrderDetail;
});
afterAll(() => t.close());

async function receipt(c: ReturnType<TestApp['client']>) {
  const res = await c.get(order.receiptPath);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await res.response.arrayBuffer()));
}

describe('receipt', () => {
  test('parses as a PDF and says the order’s total, lines, coupon, shipping and VAT, in Swedish', async () => {
    const { doc, pages } = await receipt(w.owner.c);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Kvitto ${order.number}`);
    // A no-break space is drawn with the space glyph.
    const text = pages.flat().map((s) => s.replace(/\u00a0/g, ' '));
    const money = (ore: number) => formatMoney('sv', ore).replace(/\u00a0/g, ' ');
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect(after('Att betala inkl. moms')).toBe(money(order.totals.total));
    expect(after('Moms 25 %')).toBe(money(order.totals.vat));
    expect(after('Delsumma exkl. moms')).toBe(money(order.totals.subtotal));
    expect(after('Frakt till Västerås, Sverige')).toBe(money(0));
    expect(after('Rabattkod FRAKTFRI (fri frakt)')).toBe(`-${money(order.totals.discount)}`);
    expect(text).toContain(order.number);
    // Lines: type, recipient, quantity, unit price, amount.
    const line = text.indexOf('Guld, personligt');
    expect(text.slice(line, line + 5)).toEqual([
      'Guld, personligt',
      'Åsa Öberg',
      '3',
      money(99900),
      money(3 * 99900),
    ]);
    expect(text).toContain('Svart, företag');
    expect(text).toContain('Kim Colleague');
    // Seller and buyer.
    for (const s of [
      t.deps.config.seller.name,
      `Org.nummer: ${t.deps.config.seller.orgNumber}`,
      `Momsreg.nr: ${t.deps.config.seller.vatNumber}`,
      'Sveavägen 44',
    ])
      expect(text).toContain(s);
    for (const s of [
      'Kvarn AB',
      'Org.nummer: 556677-8899',
      'invoices@kvarn.example',
      '111 22 Västerås',
      'Märkning: Inköp åäö',
    ])
      expect(text).toContain(s);
  });

  test('the administrator may read it; the owner’s language is the order’s, not the reader’s', async () => {
    const admin = await administrator(t);
    const { pages } = await receipt(admin.c);
    expect(pages.flat()).toContain('Att betala inkl. moms');
  });

  test('fifty lines run over onto a second page, the total on the last', async () => {
    const big = await orderingWorld(t, 'Stor AB');
    await readyDraft(big.owner.c, big.company.shortId, [], {
      cards: Array.from({ length: 50 }, (_, i) => card(big.company.membershipId, { quantity: (i % 3) + 1 })),
    });
    const placed = (await submit(big.owner.c)).body.data as unknown as OrderDetail;
    const res = await big.owner.c.get(placed.receiptPath);
    const { doc, pages } = await pdfText(new Uint8Array(await res.response.arrayBuffer()));
    expect(doc.getPageCount()).toBe(2);
    expect(pages[1]).toContain('Card');
    const last = pages[1].map((s) => s.replace(/\u00a0/g, ' '));
    expect(last[last.indexOf('Total incl. VAT') + 1]).toBe(
      formatMoney('en', placed.totals.total).replace(/\u00a0/g, ' '),
    );
    expect(pages.flat().filter((s) => s === 'Black, personal')).toHaveLength(50);
  });

  test('characters outside WinAnsi are drawn as ?, never an error', () => {
    expect(winAnsi('Åsa Öberg – 東京\n€')).toBe('Åsa Öberg – ?? €');
  });
});
