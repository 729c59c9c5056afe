// Factories for the orders tests: an owner (verified) of a company with billing info, a colleague, another
// company's owner, an administrator; a draft filled in through the API as the wizard sends it; a print file's
// QR code read as the engraved card shows it.
import { expect } from 'bun:test';
import { type Coupon, companies, coupons, users } from '@db/schema';
import type { CardType } from '@shared/constants';
import type { OrderDraft } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
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

/** Grey levels of the card's surfaces, as a camera sees them: the bare card and the laser's mark. */
const FINISHES = { black: { bare: 20, mark: 220 }, gold: { bare: 163, mark: 45 } } as const;

/**
 * The QR code on a card's back as the engraved card shows it: the face `back-{id}` of a print file rendered alone
 * at about 300 dpi, its black (the laser's marks) made the card's mark and its white the bare card, read by jsQR
 * as phones do, dark modules on light (no inverted reading).
 */
export async function engravedCode(svg: string, id: string, type: CardType) {
  const start = svg.indexOf(`<svg id="back-${id}"`);
  expect(start).toBeGreaterThanOrEqual(0);
  const face = svg.slice(start, svg.indexOf('</svg>', start) + 6).replace(/ x="[\d.]+" y="[\d.]+"/, '');
  const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="85.6mm" height="54mm" viewBox="0 0 85.6 54">${face}</svg>`;
  const { data, info } = await sharp(Buffer.from(alone), { density: 147 })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { bare, mark } = FINISHES[type.startsWith('gold') ? 'gold' : 'black'];
  const pixels = new Uint8ClampedArray(info.width * info.height * 4);
  for (let i = 0; i < info.width * info.height; i++) {
    const grey = data[i * info.channels] < 128 ? mark : bare;
    pixels.set([grey, grey, grey, 255], i * 4);
  }
  return jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
