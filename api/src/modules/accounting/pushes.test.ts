// Pushes to the fake provider through the 'accounting-push' job and the sync button: nothing while not
// connected, a customer then its invoice as the provider's JSON, the customer updated before a later invoice,
// credit notes, an invoice waiting for its customer, backoff, the final failed state, a manual retry, a 429.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { accountingPushes, companies } from '@db/schema';
import type { AccountingPushRow, AccountingStatus } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { createDeps } from '../../platform/deps';
import { accountingJobs } from '.';
import { enqueuePushes } from './enqueue';
import { processPushes } from './process';
import { type AccountingTestApp, accountingTestApp, MINUTE, MONTHLY, SERVICE, UNITS } from './test-kit';

let a: AccountingTestApp;
let payer: Awaited<ReturnType<AccountingTestApp['seedPayer']>>;
beforeAll(async () => {
  a = await accountingTestApp();
  payer = await a.seedPayer();
});
afterAll(() => a.close());

const job = accountingJobs.find((j) => j.name === 'accounting-push');
const runJob = () => a.runJob();
const admin = () => a.asAdmin();
const pushes = () => a.pushes();
const pushOf = (label: string) => a.pushOf(label);

test('the job is scheduled every five minutes', () => {
  expect(job?.pattern).toBe('*/5 * * * *');
});

test('not connected: the job sends and queues nothing', async () => {
  await a.seedInvoice(payer, [MONTHLY]);
  a.fake.clear();
  expect(await runJob()).toMatchObject({ skipped: 'notConnected' });
  expect(a.fake.requests).toEqual([]);
  expect(await a.t.db.select().from(accountingPushes)).toEqual([]);
});

describe('connected', () => {
  beforeAll(async () => {
    expect((await a.connect()).location).toContain('accounting=connected');
  });

  test('the customer, then its invoice as an order: names, org number, rows, prices in SEK', async () => {
    a.fake.clear();
    expect(await runJob()).toMatchObject({ enqueued: 2, done: 2, failed: 0 });
    const [customer] = a.fake.received('POST', '/3/customers');
    expect(customer.body).toEqual({
      Customer: {
        Name: 'Nordvik Bygg AB',
        Type: 'COMPANY',
        OrganisationNumber: '556677-8899',
        Email: 'faktura@nordvik.se',
        EmailInvoice: 'faktura@nordvik.se',
        Address1: 'Hamngatan 1',
        ZipCode: '41101',
        City: 'Göteborg',
        CountryCode: 'SE',
        YourReference: 'Ref 42',
        Currency: 'SEK',
      },
    });
    const [order] = a.fake.received('POST', '/3/orders');
    expect(order.authorization).toStartWith('Bearer access-');
    expect(order.body?.Order).toMatchObject({
      CustomerNumber: '1',
      OrderDate: '2026-01-15',
      YourOrderNumber: '1001',
      // The invoice's OCR reference (1001, length digit, check digit).
      ExternalInvoiceReference2: '100164',
      YourReference: 'Ref 42',
      Remarks: 'Dynacard faktura 1001, period 2026-01',
      VATIncluded: false,
      OrderRows: [
        {
          Description: 'Prenumeration, månad: Anna Ek',
          OrderedQuantity: 1,
          DeliveredQuantity: 1,
          Price: 39,
          VAT: 25,
        },
      ],
    });
    // Looked up by organisation number first: none there, so created.
    expect(a.fake.requests.map((r) => `${r.method} ${r.path}${r.query}`)).toEqual([
      'GET /3/customers?organisationnumber=556677-8899',
      'POST /3/customers',
      'POST /3/orders',
    ]);
    // Newest first.
    expect(await pushes()).toMatchObject([
      { kind: 'invoice', label: '1001 · Nordvik Bygg AB', state: 'done', externalId: '1', lastError: null },
      { kind: 'customer', label: 'Nordvik Bygg AB', state: 'done', externalId: '1', attempts: 0 },
    ]);
  });

  test('a second run sends nothing twice', async () => {
    a.fake.clear();
    expect(await runJob()).toMatchObject({ enqueued: 0, done: 0 });
    expect(a.fake.requests).toEqual([]);
  });

  test('a later invoice: the customer is updated (PUT) first; decimals and days in the rows', async () => {
    await a.seedInvoice(payer, [SERVICE, UNITS], { period: '2026-02' });
    a.fake.clear();
    expect(await runJob()).toMatchObject({ enqueued: 1, done: 2 });
    expect(a.fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /3/customers/1',
      'POST /3/orders',
    ]);
    expect(a.fake.orders[1].OrderRows).toEqual([
      { Description: 'Dynatagtjänst', OrderedQuantity: 1, DeliveredQuantity: 1, Price: 499, VAT: 25 },
      {
        Description: 'Extra dynatags, 10 d',
        OrderedQuantity: 1,
        DeliveredQuantity: 1,
        Price: 16.33,
        VAT: 25,
      },
    ]);
  });

  test('a credit note is an order of negative rows naming the credited invoice', async () => {
    const credit = {
      item: 'credit' as const,
      amount: -3900,
      unitPrice: -3900,
      params: { invoiceNumber: 1001 },
    };
    const [first] = await a.t.db
      .select()
      .from(accountingPushes)
      .where(eq(accountingPushes.label, '1001 · Nordvik Bygg AB'));
    await a.seedInvoice(payer, [credit], {
      kind: 'credit',
      period: null,
      creditsInvoiceId: first.invoiceId,
      lang: 'en',
    });
    await runJob();
    expect(a.fake.orders[2].ExternalInvoiceReference2).toBeUndefined();
    expect(a.fake.orders[2]).toMatchObject({
      CustomerNumber: '1',
      Remarks: 'Dynacard credit note 1003 for invoice 1001',
      OrderRows: [{ Description: 'Credit of invoice 1001', Price: -39, VAT: 25 }],
    });
  });

  test('a failure is retried after a pause, its state and reason visible', async () => {
    await a.seedInvoice(payer, [MONTHLY], { period: '2026-05' });
    a.fake.failNext(1);
    const now = a.t.clock.now();
    // The customer's update failed; the invoice went to the customer already there.
    expect(await runJob()).toMatchObject({ done: 1, failed: 0, waiting: 1 });
    expect(await pushOf('Nordvik')).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'HTTP 500 (2000000): Internal error',
      nextAttemptAt: now + MINUTE,
    });
    a.fake.clear();
    a.t.clock.advance(MINUTE - 1);
    await runJob();
    expect(a.fake.received('PUT', '/3/customers/1')).toEqual([]);
    a.t.clock.advance(1);
    expect(await runJob()).toMatchObject({ done: 1 });
    expect(a.fake.received('PUT', '/3/customers/1')).toHaveLength(1);
    expect(await pushOf('Nordvik')).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  test('after six failures a push is failed; it waits for a manual retry, which sends it', async () => {
    await a.seedInvoice(payer, [MONTHLY], { period: '2026-06' });
    a.fake.failNext(1000);
    const failing = async () => (await pushes()).filter((p) => p.state !== 'done');
    for (const [n, wait] of [1, 5, 30, 120, 720].entries()) {
      await runJob();
      const rows = await failing();
      expect(rows.map((p) => [p.kind, p.state, p.attempts])).toEqual([
        ['invoice', 'pending', n + 1],
        ['customer', 'pending', n + 1],
      ]);
      expect(rows[0].nextAttemptAt).toBe(a.t.clock.now() + wait * MINUTE);
      if (n === 0) {
        // A pending push is not made due by hand: it may be on its way this moment.
        const early = await (await admin()).post(`/api/v1/admin/accounting/pushes/${rows[0].id}/retry`);
        expect(early.status).toBe(409);
        expect(early.body.message).toBe('That push is already waiting to be sent');
      }
      a.t.clock.advance(wait * MINUTE);
    }
    await runJob();
    const failed = await failing();
    expect(failed.map((p) => [p.kind, p.state, p.attempts])).toEqual([
      ['invoice', 'failed', 6],
      ['customer', 'failed', 6],
    ]);
    a.fake.clear();
    a.t.clock.advance(7 * 24 * 60 * MINUTE);
    await runJob();
    expect(a.fake.requests).toEqual([]);

    a.fake.failNext(0);
    for (const push of failed) {
      const retry = await (await admin()).post<AccountingPushRow>(
        `/api/v1/admin/accounting/pushes/${push.id}/retry`,
      );
      expect(retry.status).toBe(200);
      expect(retry.body.data).toMatchObject({
        state: 'pending',
        attempts: 0,
        nextAttemptAt: a.t.clock.now(),
      });
    }
    const sync = await (await admin()).post<AccountingStatus>('/api/v1/admin/accounting/sync');
    expect(sync.status).toBe(200);
    expect(sync.body.message).toBe('Sent to the accounting system: 2 done, 0 failed, 0 waiting');
    expect(sync.body.data.pushes.every((p) => p.state === 'done')).toBe(true);
    const again = await (await admin()).post(`/api/v1/admin/accounting/pushes/${failed[0].id}/retry`);
    expect(again.status).toBe(409);
    expect((await (await admin()).post('/api/v1/admin/accounting/pushes/nope/retry')).status).toBe(404);
  });

  test('a 429 stops the run without spending an attempt', async () => {
    await a.seedInvoice(payer, [MONTHLY], { period: '2026-07' });
    a.fake.switches.rateLimit = 1;
    a.fake.clear();
    expect(await runJob()).toMatchObject({ done: 0, waiting: 1 });
    expect(a.fake.requests).toHaveLength(1);
    expect(await pushOf('Nordvik')).toMatchObject({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: a.t.clock.now() + 5000,
    });
    a.t.clock.advance(5000);
    expect(await runJob()).toMatchObject({ done: 2 });
  });

  test('an invoice waits, unspent, for its customer; then both go', async () => {
    const other = await a.seedPayer('Västkust Fastigheter AB');
    await a.seedInvoice(other, [SERVICE], { period: '2026-08' });
    a.fake.failNext(1);
    expect(await runJob()).toMatchObject({ enqueued: 2, done: 0, waiting: 2 });
    expect(await pushOf('Västkust')).toMatchObject({ kind: 'customer', state: 'pending', attempts: 1 });
    expect(await pushOf('1')).toMatchObject({
      kind: 'invoice',
      state: 'pending',
      attempts: 0,
      lastError: 'Waiting for the customer',
    });
    a.t.clock.advance(MINUTE);
    expect(await runJob()).toMatchObject({ done: 2 });
    expect(a.fake.orders.at(-1)?.CustomerNumber).toBe('2');
  });

  test('the job and the sync button at once send each push once', async () => {
    await a.seedInvoice(payer, [MONTHLY], { period: '2026-09' });
    a.fake.clear();
    const admin = await a.asAdmin();
    await Promise.all([runJob(), admin.post('/api/v1/admin/accounting/sync'), runJob()]);
    expect(a.fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /3/customers/1',
      'POST /3/orders',
    ]);
  });

  test('two instances sending at once send each push once', async () => {
    await a.seedInvoice(payer, [MONTHLY], { period: '2026-10' });
    await a.seedInvoice(await a.seedPayer('Fjordgården AB'), [SERVICE], { period: '2026-10' });
    expect(await enqueuePushes(a.t.deps)).toBe(3);
    a.fake.clear();
    const other = createDeps(a.t.deps.config, a.t.deps.database, { clock: a.t.clock, log: a.t.log });
    await Promise.all([processPushes(a.t.deps), processPushes(other)]);
    const sent = a.fake.requests.map((r) => `${r.method} ${r.path}`).sort();
    expect(sent).toEqual([
      'GET /3/customers',
      'POST /3/customers',
      'POST /3/orders',
      'POST /3/orders',
      'PUT /3/customers/1',
    ]);
  });

  test('queueing holds no lock across awaits: writes of the same moment go through', async () => {
    await a.seedInvoice(payer, [MONTHLY], { period: '2026-11' });
    const touch = () =>
      a.t.db.update(companies).set({ updatedAt: a.t.clock.now() }).where(eq(companies.id, payer.id));
    const results = await Promise.allSettled([touch(), enqueuePushes(a.t.deps), touch(), touch()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((await pushes()).filter((p) => p.state === 'pending').map((p) => p.kind)).toEqual([
      'invoice',
      'customer',
    ]);
  });
});
