// Matching customers at the fake provider: a company whose organisation number is already a customer there is
// updated rather than doubled, and the final invoice of a company deleted since goes to its customer (found by
// organisation number) or to one made from the buyer the invoice keeps.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { companies } from '@db/schema';
import { eq } from 'drizzle-orm';
import { type AccountingTestApp, accountingTestApp, MONTHLY, SERVICE } from './test-kit';

let a: AccountingTestApp;
beforeAll(async () => {
  a = await accountingTestApp();
  expect((await a.connect()).location).toContain('accounting=connected');
});
afterAll(() => a.close());

const sent = () => a.fake.requests.map((r) => `${r.method} ${r.path}${r.query}`);

test('a customer already there with the organisation number is updated, not doubled', async () => {
  const payer = await a.seedPayer('Nordvik Bygg AB');
  a.fake.customers.set('K-77', {
    CustomerNumber: 'K-77',
    Name: 'Nordvik (by hand)',
    OrganisationNumber: '556677-8899',
  });
  await a.seedInvoice(payer, [MONTHLY]);
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ done: 2 });
  expect(sent()).toEqual([
    'GET /3/customers?organisationnumber=556677-8899',
    'PUT /3/customers/K-77',
    'POST /3/orders',
  ]);
  expect(a.fake.customers.get('K-77')?.Name).toBe('Nordvik Bygg AB');
  expect(a.fake.orders.at(-1)?.CustomerNumber).toBe('K-77');
  expect(await a.pushOf('Nordvik')).toMatchObject({ kind: 'customer', state: 'done', externalId: 'K-77' });
});

test('the final invoice of a company deleted since goes to its customer, found by organisation number', async () => {
  const payer = await a.seedPayer('Solberg Måleri AB');
  await a.seedInvoice(payer, [SERVICE], { period: '2026-01' });
  expect(await a.runJob()).toMatchObject({ done: 2 });
  const customerNumber = a.fake.orders.at(-1)?.CustomerNumber;

  await a.seedInvoice(payer, [SERVICE], { period: '2026-02' });
  await a.t.db.delete(companies).where(eq(companies.id, payer.id));
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ done: 1, failed: 0 });
  expect(sent()).toEqual([`GET /3/customers?organisationnumber=${payer.billingOrgNumber}`, 'POST /3/orders']);
  expect(a.fake.orders.at(-1)?.CustomerNumber).toBe(customerNumber);
});

test('a company deleted before it was ever a customer: one is made from the invoice’s buyer', async () => {
  const payer = await a.seedPayer('Kortlivad AB');
  await a.seedInvoice(payer, [MONTHLY], { period: '2026-01' });
  await a.t.db.delete(companies).where(eq(companies.id, payer.id));
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ enqueued: 1, done: 1, failed: 0 });
  expect(sent()).toEqual([
    `GET /3/customers?organisationnumber=${payer.billingOrgNumber}`,
    'POST /3/customers',
    'POST /3/orders',
  ]);
  expect(a.fake.received('POST', '/3/customers')[0].body?.Customer).toMatchObject({
    Name: 'Kortlivad AB',
    OrganisationNumber: payer.billingOrgNumber,
    City: 'Göteborg',
    CountryCode: 'SE',
  });
});
