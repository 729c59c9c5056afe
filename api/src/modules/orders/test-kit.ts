// Factories for the orders tests: an owner (verified) of a company with billing info, a colleague, another
// company's owner, an administrator; a draft filled in through the API as the wizard sends it.
import { type Coupon, companies, coupons, users } from '@db/schema';
import type { OrderDraft } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { colleague, company, person } from '../companies/test-kit';

export { imageFile } from '../users/test-fixtures';

type Client = ReturnType<TestApp['client']>;

export const BILLING = {
  billingOrgNumber: '556677-8899',
  billingEmail: 'invoices@kvarn.example',
  billingMarking: 'Ref 42',
  billingStreet: 'Storgatan 1',
  billingZipcode: '111 22',
  billingCity: 'Västerås',
  billingCountry: 'SE',
};

export const ADDRESS = {
  fullName: 'Åsa Öberg',
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Västerås',
  country: 'SE',
};

/** An owner of a company with billing info, a colleague of it, and the owner of another company. */
export async function orderingWorld(t: TestApp, name = 'Kvarn AB') {
  const owner = await person(t, { fullName: 'Åsa Öberg' });
  const created = await company(owner.c, { name });
  await t.db.update(companies).set(BILLING).where(eq(companies.shortId, created.shortId));
  const mate = await colleague(t, created.shortId, { fullName: 'Kim Colleague' });
  const other = await person(t);
  const otherCompany = await company(other.c, { name: 'Other AB' });
  return { owner, company: created, colleague: mate, other, otherCompany };
}

export async function administrator(t: TestApp) {
  const admin = await person(t, { role: 'administrator' });
  return admin;
}

export const design = (fields: Record<string, unknown> = {}) => ({
  fullName: 'Åsa Öberg',
  text: 'Mjölnare',
  phone: '+46 70 123 45 67',
  email: 'asa@kvarn.example',
  vcardCompany: 'Kvarn AB',
  vcardUrl: 'https://kvarn.example',
  ...fields,
});

export const card = (recipient: string, fields: Record<string, unknown> = {}) => ({
  recipient,
  type: 'blackPersonal',
  quantity: 1,
  design: design(),
  ...fields,
});

export const putDraft = (c: Client, body: Record<string, unknown>) =>
  c.send<OrderDraft>('PUT', '/api/v1/orders/draft', body);

/** A draft ready to submit: the company, one card per recipient, the shipping address. */
export async function readyDraft(
  c: Client,
  companyId: string,
  recipients: string[],
  extra: Record<string, unknown> = {},
) {
  const res = await putDraft(c, {
    companyId,
    cards: recipients.map((r) => card(r)),
    shippingAddress: ADDRESS,
    ...extra,
  });
  if (res.status !== 200) throw new Error(`draft not saved: ${res.status} ${res.body.message}`);
  return res.body.data;
}

/** Submits the draft with the total the server quoted. */
export async function submit(c: Client) {
  const draft = (await c.get<OrderDraft>('/api/v1/orders/draft')).body.data;
  return c.post<{ id: string; number: string }>('/api/v1/orders/draft/submit', {
    total: draft?.totals.total ?? 0,
  });
}

export async function insertCoupon(t: TestApp, fields: Partial<Coupon> & { code: string }) {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(coupons)
    .values({ shortId: shortId(), createdAt: now, updatedAt: now, ...fields })
    .returning();
  return row;
}

export const unverify = (t: TestApp, userId: number) =>
  t.db.update(users).set({ isVerified: false }).where(eq(users.id, userId));
