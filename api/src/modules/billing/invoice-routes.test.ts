// The invoice routes: owners list and download their company's invoices (a colleague 403, a stranger 404,
// anonymous 401), and the administrator's list, mark paid, credit note and billing run (everyone else 403, 401).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { invoices } from '@db/schema';
import type { BillingRunResult, InvoiceDetail, InvoiceSummary } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../orders/receipt-text';
import { formatMoney } from '../pricing/money';
import {
  at,
  attachedPdf,
  billedCompany,
  insertSubscription,
  insertUsage,
  seedAdministrator,
} from './invoice-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof billedCompany>>;
let other: Awaited<ReturnType<typeof billedCompany>>;
let colleague: ReturnType<TestApp['client']>;
let stranger: ReturnType<TestApp['client']>;
let admin: Awaited<ReturnType<typeof seedAdministrator>>;
let list: InvoiceSummary[];
/** A no-break space is drawn with the space glyph. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(1, 1));
  owner = await billedCompany(t, 'Kvarn AB', { lang: 'en' });
  other = await billedCompany(t, 'Annan AB', { email: 'faktura@annan.example' });
  const mate = await seedUser(t);
  await seedMember(t, { companyId: owner.company.id, userId: mate.id });
  const strangerUser = await seedUser(t);
  await insertSubscription(t, { companyId: owner.company.id, userName: 'Anna Berg', startedAt: at(1, 1) });
  await insertUsage(t, other.company.id, 'dynatags', [[at(1, 1), 1]]);
  // January, then February, billed by the administrator on 1 March (sessions begin then).
  t.clock.set(at(3, 1, 4));
  admin = await seedAdministrator(t);
  owner.c = await signIn(t, owner.owner);
  other.c = await signIn(t, other.owner);
  colleague = await signIn(t, mate);
  stranger = await signIn(t, strangerUser);
  for (const period of ['2026-01', '2026-02']) {
    const res = await admin.c.post<BillingRunResult>('/api/v1/admin/billing/run', { period });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ period, invoices: 2 });
  }
  list = (await owner.c.get<InvoiceSummary[]>(`/api/v1/invoices/companies/${owner.company.shortId}`)).body
    .data;
});
afterAll(() => t.close());

describe('owners’ invoices', () => {
  test('the list of my company’s invoices, newest first', () => {
    expect(list.map((i) => [i.period, i.number])).toEqual([
      ['2026-02', 1003],
      ['2026-01', 1001],
    ]);
    expect(list[0]).toEqual({
      id: list[0].id,
      number: 1003,
      kind: 'invoice',
      company: { id: owner.company.shortId, name: 'Kvarn AB' },
      period: '2026-02',
      net: 3900,
      vat: 975,
      total: 4875,
      status: 'open',
      issuedAt: at(3, 1, 4),
      dueAt: at(3, 31, 4),
      // 1003, the length digit 6 and the Luhn check digit of 10036.
      ocr: '100362',
      paidAt: null,
      mailedAt: at(3, 1, 4),
      relatedNumber: null,
      pdfPath: `/api/v1/invoices/${list[0].id}/pdf`,
    });
  });

  test('a colleague 403, a stranger 404, anonymous 401', async () => {
    const path = `/api/v1/invoices/companies/${owner.company.shortId}`;
    expect((await colleague.get(path)).status).toBe(403);
    expect((await stranger.get(path)).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
    for (const sub of ['', '/pdf']) {
      const one = `/api/v1/invoices/${list[0].id}${sub}`;
      expect((await colleague.get(one)).status).toBe(403);
      expect((await stranger.get(one)).status).toBe(404);
      expect((await other.c.get(one)).status).toBe(404);
      expect((await t.client().get(one)).status).toBe(401);
    }
  });

  test('the detail has its lines in the reader’s language', async () => {
    const res = await owner.c.get<InvoiceDetail>(`/api/v1/invoices/${list[0].id}`, { 'x-target-lang': 'sv' });
    expect(res.status).toBe(200);
    expect(res.body.data.lines).toEqual([
      {
        item: 'subscriptionMonthly',
        text: 'Abonnemang, månadsvis — Anna Berg, 1–28 feb. (28 dagar)',
        unitDays: 28,
        unitPrice: 3900,
        amount: 3900,
      },
    ]);
  });

  test('the owner and the administrator download the PDF, in the invoice’s language, with its total', async () => {
    for (const c of [owner.c, admin.c]) {
      const res = await c.get(list[0].pdfPath);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice-1003.pdf"');
      const { pages } = await pdfText(new Uint8Array(await res.response.arrayBuffer()));
      const text = pages.flat().map(plain);
      expect(text[text.indexOf('To pay incl. VAT') + 1]).toBe(plain(formatMoney('en', 4875)));
      expect(text).toContain('Subscription, monthly — Anna Berg, 1–28 Feb (28 days)');
    }
  });
});

describe('administrator', () => {
  test('every administrator call is refused for others (403) and anonymous (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/invoices'],
      ['POST', `/api/v1/admin/invoices/${list[1].id}/paid`, {}],
      ['POST', `/api/v1/admin/invoices/${list[1].id}/credit`, { reason: 'Wrong' }],
      ['POST', '/api/v1/admin/billing/run', { period: '2026-02' }],
    ];
    for (const [method, path, body] of calls) {
      expect([path, (await owner.c.send(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await t.client().send(method, path, body)).status]).toEqual([path, 401]);
    }
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, 1001));
    expect(row.status).toBe('open');
  });

  test('lists every invoice, by status and company', async () => {
    const all = await admin.c.get<InvoiceSummary[]>('/api/v1/admin/invoices');
    expect(all.body.data.map((i) => i.number)).toEqual([1004, 1003, 1002, 1001]);
    const theirs = await admin.c.get<InvoiceSummary[]>(
      `/api/v1/admin/invoices?companyId=${other.company.shortId}`,
    );
    expect(theirs.body.data.map((i) => i.number)).toEqual([1004, 1002]);
    const bad = await admin.c.get('/api/v1/admin/invoices?status=lost');
    expect(bad.status).toBe(422);
  });

  test('marks an open invoice paid, once', async () => {
    t.clock.set(at(3, 1, 4) + 5 * 60_000);
    const res = await admin.c.post<InvoiceSummary>(`/api/v1/admin/invoices/${list[1].id}/paid`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ number: 1001, status: 'paid', paidAt: at(3, 1, 4) + 5 * 60_000 });
    expect((await admin.c.post(`/api/v1/admin/invoices/${list[1].id}/paid`)).status).toBe(409);
    const paid = await admin.c.get<InvoiceSummary[]>('/api/v1/admin/invoices?status=paid');
    expect(paid.body.data.map((i) => i.number)).toEqual([1001]);
  });

  test('credits an invoice with a credit note of the next number, mailed; not twice, not a credit note', async () => {
    const res = await admin.c.post<InvoiceSummary>(`/api/v1/admin/invoices/${list[0].id}/credit`, {
      reason: 'Billed in error',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      number: 1005,
      kind: 'credit',
      company: { id: owner.company.shortId, name: 'Kvarn AB' },
      period: null,
      net: -3900,
      vat: -975,
      total: -4875,
      relatedNumber: 1003,
      ocr: null,
    });
    const credited = await owner.c.get<InvoiceDetail>(`/api/v1/invoices/${list[0].id}`);
    expect(credited.body.data).toMatchObject({ status: 'credited', relatedNumber: 1005 });
    const note = await owner.c.get<InvoiceDetail>(`/api/v1/invoices/${res.body.data.id}`);
    expect(note.body.data.lines).toEqual([
      {
        item: 'credit',
        text: 'Credit of invoice 1003: Billed in error',
        unitDays: 0,
        unitPrice: -3900,
        amount: -3900,
      },
    ]);

    const mail = await t.smtp.waitFor('invoices@kvarn.example', (m) => m.subject.includes('1005'));
    expect(mail.subject).toBe('Credit note 1005 from Dynacard AB');
    const { doc, pages } = await pdfText((await attachedPdf(mail)).bytes);
    expect(doc.getTitle()).toBe('Credit note 1005');
    const text = pages.flat().map(plain);
    expect(text).toContain('Credit note for invoice 1003 — Billed in error');
    expect(text[text.indexOf('Credited incl. VAT') + 1]).toBe(plain(formatMoney('en', -4875)));

    const again = await admin.c.post(`/api/v1/admin/invoices/${list[0].id}/credit`, { reason: 'Again' });
    expect([again.status, again.body.message]).toEqual([409, 'The invoice is credited already']);
    const ofNote = await admin.c.post(`/api/v1/admin/invoices/${res.body.data.id}/credit`, { reason: 'x' });
    expect([ofNote.status, ofNote.body.message]).toEqual([409, 'A credit note cannot be credited']);
    const blank = await admin.c.post(`/api/v1/admin/invoices/${list[1].id}/credit`, { reason: '   ' });
    expect(blank.status).toBe(422);
    expect((await admin.c.post('/api/v1/admin/invoices/nope/credit', { reason: 'x' })).status).toBe(404);
  });

  test('the billing run refuses a month that has not ended, and bills nothing twice', async () => {
    const current = await admin.c.post('/api/v1/admin/billing/run', { period: '2026-03' });
    expect([current.status, current.body.errors[0]?.field]).toEqual([422, 'period']);
    const malformed = await admin.c.post('/api/v1/admin/billing/run', { period: '2026-13' });
    expect(malformed.status).toBe(422);
    const again = await admin.c.post<BillingRunResult>('/api/v1/admin/billing/run', { period: '2026-02' });
    expect(again.body.data).toEqual({ period: '2026-02', invoices: 0, skipped: 2, total: 0 });
  });
});
