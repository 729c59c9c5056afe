// The monthly billing run across a month with changes inside it: each line's öre computed here by hand, run
// twice and concurrently without billing anything twice, one number series, the mails with their PDF.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { invoiceLines, invoices } from '@db/schema';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../orders/receipt-text';
import { formatMoney } from '../pricing/money';
import { at, attachedPdf, billedCompany, insertSubscription, insertUsage } from './invoice-kit';
import { billingRunJob, runBilling } from './run';

let t: TestApp;
let kvarn: Awaited<ReturnType<typeof billedCompany>>;
let sjo: Awaited<ReturnType<typeof billedCompany>>;
let unbilled: Awaited<ReturnType<typeof billedCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(1, 1));
  kvarn = await billedCompany(t, 'Kvarn AB', { lang: 'sv' });
  sjo = await billedCompany(t, 'Sjö Oy', { lang: 'fi', email: 'laskut@sjo.example' });
  unbilled = await billedCompany(t, 'Ingen Faktura AB', { billing: false });
  const quiet = await billedCompany(t, 'Tyst AB');
  const k = kvarn.company.id;
  // Subscriptions paid by Kvarn: one started on 10 March, one cancelled and ending on 20 March, a lifetime one
  // bought on 3 March, one started and ended on 15 March, and one that ended in February.
  await insertSubscription(t, { companyId: k, userName: 'Anna Berg', startedAt: at(3, 10, 8) });
  await insertSubscription(t, {
    companyId: k,
    userName: 'Bo Ek',
    startedAt: at(1, 5),
    status: 'cancelled',
    cancelledAt: at(2, 18, 13),
    endsAt: at(3, 20, 13),
  });
  await insertSubscription(t, {
    companyId: k,
    userName: 'Cia Lund',
    plan: 'lifetime',
    startedAt: at(3, 3, 9),
  });
  await insertSubscription(t, {
    companyId: k,
    userName: 'Dan Dag',
    startedAt: at(3, 15, 9),
    status: 'expired',
    cancelledAt: at(3, 15, 10),
    endsAt: at(4, 14, 10),
    expiredAt: at(3, 15, 17),
  });
  await insertSubscription(t, {
    companyId: k,
    userName: 'Eva Förr',
    startedAt: at(1, 2),
    status: 'expired',
    endsAt: at(2, 27),
    expiredAt: at(2, 27),
  });
  // Dynatags 3 → 7 (8 March) → 6 (20 March), and 9 for one hour on 25 March.
  await insertUsage(t, k, 'dynatags', [
    [at(2, 10), 3],
    [at(3, 8, 14), 7],
    [at(3, 20, 9), 6],
    [at(3, 25, 10), 9],
    [at(3, 25, 11), 6],
  ]);
  // A third owner from 12 to 16 March.
  await insertUsage(t, k, 'owners', [
    [at(1, 1), 1],
    [at(2, 1), 2],
    [at(3, 12, 10), 3],
    [at(3, 16, 15), 2],
  ]);
  // Sjö: two dynatags all month; a change after March is not in March.
  await insertUsage(t, sjo.company.id, 'dynatags', [
    [at(1, 20), 2],
    [at(4, 2), 8],
  ]);
  // Without billing info (it cannot happen through the API): skipped and logged. Nothing chargeable: left alone.
  await insertUsage(t, unbilled.company.id, 'dynatags', [[at(2, 1), 1]]);
  await insertUsage(t, quiet.company.id, 'owners', [[at(2, 1), 2]]);
  t.clock.set(at(4, 1, 4));
});
afterAll(() => t.close());

const invoiceOf = async (companyId: number, period: string) => {
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.companyId, companyId));
  const lines = await t.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  expect(invoice.period).toBe(period);
  return { invoice, lines };
};

// March 2026 has 31 days; a line is round(monthly × unit-days / 31).
const KVARN_LINES = [
  // Bo Ek, 1–20 March: 20 days. 3900 × 20 / 31 = 2516.13
  { item: 'subscriptionMonthly', unitDays: 20, unitPrice: 3900, amount: 2516 },
  // Cia Lund, lifetime bought in March: once.
  { item: 'subscriptionLifetime', unitDays: 0, unitPrice: 99900, amount: 99900 },
  // Anna Berg, 10–31 March: 22 days. 3900 × 22 / 31 = 2767.74
  { item: 'subscriptionMonthly', unitDays: 22, unitPrice: 3900, amount: 2768 },
  // Dan Dag, started and ended on 15 March: that day. 3900 / 31 = 125.81
  { item: 'subscriptionMonthly', unitDays: 1, unitPrice: 3900, amount: 126 },
  // A dynatag every day: the whole service.
  { item: 'dynatagService', unitDays: 31, unitPrice: 49900, amount: 49900 },
  // Extra dynatags per day: 1–7: 0; 8: 2 (7 from 14:00); 9–19: 2 × 11; 20: 2 (7 until 09:00); 21–24: 1 × 4;
  // 25: 4 (9 for an hour); 26–31: 1 × 6 → 2 + 22 + 2 + 4 + 4 + 6 = 40. 4900 × 40 / 31 = 6322.58
  { item: 'dynatagUnits', unitDays: 40, unitPrice: 4900, amount: 6323 },
  // Three owners on 12–16 March (one over the two included): 5 days. 2900 × 5 / 31 = 467.74
  { item: 'extraOwners', unitDays: 5, unitPrice: 2900, amount: 468 },
] as const;
const KVARN_NET = 2516 + 99900 + 2768 + 126 + 49900 + 6323 + 468; // 162001
const KVARN_VAT = 40500; // 25 % of 162001 = 40500.25

describe('billing run', () => {
  test('one invoice per company with each line prorated by day, VAT 25 %, in the first owner’s language', async () => {
    const result = await runBilling(t.deps, '2026-03');
    expect(result).toEqual({
      period: '2026-03',
      invoices: 2,
      skipped: 1,
      total: KVARN_NET + KVARN_VAT + 49900 + 12475,
    });
    const { invoice, lines } = await invoiceOf(kvarn.company.id, '2026-03');
    expect(
      lines.map(({ item, unitDays, unitPrice, amount }) => ({ item, unitDays, unitPrice, amount })),
    ).toEqual([...KVARN_LINES]);
    expect(lines.map((l) => l.params.name ?? null)).toEqual([
      'Bo Ek',
      'Cia Lund',
      'Anna Berg',
      'Dan Dag',
      null,
      null,
      null,
    ]);
    expect(lines[2].params).toEqual({ name: 'Anna Berg', from: at(3, 10), to: at(3, 31), days: 22 });
    expect(lines[6].params).toEqual({ from: at(3, 12), to: at(3, 16), days: 5, quantity: 1 });
    expect(lines[5].params.quantity).toBeUndefined();
    expect(invoice).toMatchObject({
      number: 1001,
      kind: 'invoice',
      lang: 'sv',
      net: KVARN_NET,
      vat: KVARN_VAT,
      total: KVARN_NET + KVARN_VAT,
      status: 'open',
      issuedAt: at(4, 1, 4),
      dueAt: at(5, 1, 4),
      buyer: {
        companyName: 'Kvarn AB',
        companyShortId: kvarn.company.shortId,
        orgNumber: '556677-8899',
        email: 'invoices@kvarn.example',
        marking: 'Ref 42',
        street: 'Storgatan 1',
        zipcode: '111 22',
        city: 'Västerås',
        country: 'SE',
      },
    });
    const sjoInvoice = await invoiceOf(sjo.company.id, '2026-03');
    expect(sjoInvoice.invoice).toMatchObject({
      number: 1002,
      lang: 'fi',
      net: 49900,
      vat: 12475,
      total: 62375,
    });
    expect(sjoInvoice.lines.map((l) => l.item)).toEqual(['dynatagService']);
    expect(t.log.lines.some((line) => line.includes('without billing info'))).toBe(true);
  });

  test('the invoice is mailed to the billing email with its PDF, whose total is the invoice’s', async () => {
    const mail = await t.smtp.waitFor('invoices@kvarn.example', (m) => m.subject.includes('1001'));
    expect(mail.subject).toBe('Faktura 1001 från Dynacard AB');
    expect(mail.text).toContain('Kvarn AB');
    expect(mail.text).toContain('mars 2026');
    const pdf = await attachedPdf(mail);
    expect(pdf.filename).toBe('invoice-1001.pdf');
    expect(pdf.disposition).toBe('attachment');
    const { doc, pages } = await pdfText(pdf.bytes);
    expect(doc.getTitle()).toBe('Faktura 1001');
    const text = pages.flat().map((s) => s.replace(/\u00a0/g, ' '));
    const money = (ore: number) => formatMoney('sv', ore).replace(/\u00a0/g, ' ');
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect(after('Att betala inkl. moms')).toBe(money(KVARN_NET + KVARN_VAT));
    expect(after('Moms 25 %')).toBe(money(KVARN_VAT));
    expect(after('Summa exkl. moms')).toBe(money(KVARN_NET));
    expect(text).toContain('Abonnemang, månadsvis — Anna Berg, 10–31 mars (22 dagar)');
    expect(text).toContain('Abonnemang, livstid — Cia Lund');
    expect(text).toContain('Dynatagtjänst, 1–31 mars (31 dagar)');
    expect(text).toContain('Extra dynatags: 40 dynatagdagar (8–31 mars)');
    expect(text).toContain('Extra ägare: 1 × 5 dagar (12–16 mars)');
    expect(after('Abonnemang, månadsvis — Anna Berg, 10–31 mars (22 dagar)')).toBe(money(3900));
    expect(text).toContain('Märkning: Ref 42');
    expect(text).toContain(`Momsreg.nr: ${t.deps.config.seller.vatNumber}`);
    expect(text.join(' ')).toContain(
      `Betala ${money(KVARN_NET + KVARN_VAT)} till bankgiro 5050-1055 med OCR-nummer 100164 senast 1 maj 2026.`,
    );
    expect(mail.text).toContain('OCR-nummer: 100164');
    expect(mail.text).toContain('Bankgiro: 5050-1055');
    expect(mail.text).toContain('IBAN / BIC: SE45 5000 0000 0583 9825 7466 / ESSESESS');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, 1001));
    expect(row.mailedAt).toBe(at(4, 1, 4));

    const fi = await t.smtp.waitFor('laskut@sjo.example');
    expect(fi.subject).toBe('Lasku 1002 lähettäjältä Dynacard AB');
    const fiText = (await pdfText((await attachedPdf(fi)).bytes)).pages.flat();
    expect(fiText).toContain('Maksettava sis. ALV');
  });

  test('running it again bills nothing twice and leaves the numbers as they were', async () => {
    const before = await t.db.select().from(invoices).orderBy(asc(invoices.number));
    t.clock.set(at(4, 2, 4));
    const again = await runBilling(t.deps, '2026-03');
    expect(again).toEqual({ period: '2026-03', invoices: 0, skipped: 3, total: 0 });
    const after = await t.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(after).toEqual(before);
  });

  test('concurrent runs of a month issue each company’s invoice once, numbers continuing the series', async () => {
    t.clock.set(at(5, 1, 4));
    const results = await Promise.all([1, 2, 3].map(() => runBilling(t.deps, '2026-04')));
    expect(results.reduce((n, r) => n + r.invoices, 0)).toBe(2);
    const april = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.period, '2026-04'))
      .orderBy(asc(invoices.number));
    expect(april.map((i) => i.number)).toEqual([1003, 1004]);
    expect(april.map((i) => i.companyId).sort()).toEqual([kvarn.company.id, sjo.company.id].sort());
    // April at Kvarn: Anna Berg all 30 days, the service, one extra dynatag all month.
    const kvarnApril = april.find((i) => i.companyId === kvarn.company.id)!;
    expect(kvarnApril.net).toBe(3900 + 49900 + 4900);
    // Sjö: 2 dynatags until 2 April, then 8 (3 extra from 2 April: 29 days × 3 = 87). 4900 × 87 / 30 = 14210
    const sjoApril = april.find((i) => i.companyId === sjo.company.id)!;
    expect(sjoApril.net).toBe(49900 + 14210);
  });

  test('a mail that fails leaves the invoice unsent; the scheduled job bills only the previous month and re-sends it', async () => {
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    t.clock.set(at(6, 1, 4));
    try {
      expect(await runBilling(t.deps, '2026-05')).toMatchObject({ invoices: 2 });
    } finally {
      t.deps.mailer.send = send;
    }
    const may = await t.db.select().from(invoices).where(eq(invoices.period, '2026-05'));
    expect(may.map((i) => i.mailedAt)).toEqual([null, null]);
    expect(t.log.lines.some((line) => line.includes('invoice mail failed'))).toBe(true);

    t.clock.set(at(6, 2, 4));
    const result = await billingRunJob(t.deps);
    expect(result).toMatchObject({ period: '2026-05', invoices: 0, resent: 2 });
    const resent = await t.db.select().from(invoices).where(eq(invoices.period, '2026-05'));
    expect(resent.map((i) => i.mailedAt)).toEqual([at(6, 2, 4), at(6, 2, 4)]);
    await t.smtp.waitFor(
      'laskut@sjo.example',
      (m) => m.subject.includes(String(resent[0].number)) || m.subject.includes(String(resent[1].number)),
    );
    expect(await billingRunJob(t.deps)).toMatchObject({ invoices: 0, resent: 0 });
  });
});
