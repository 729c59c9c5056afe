// A metal card's own QR code as a download (issue 21): the card's address /c/{id} marked ?s=q, on its company's
// page domain once active, in the company's style with its logo, as the print file draws it; for the company's
// owners and the card's holder (a disabled card: owners only), 404 for anyone else, 401 signed out.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { cards, companies } from '@db/schema';
import { PLAIN_QR_STYLE, type QrStyle } from '@shared/schemas/qr-style';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { decodeQr } from '../../platform/qr-style/check';
import { orderWithCards } from '../cards/test-kit';
import { colleague, company, companyRow, membershipOf, person } from '../companies/test-kit';
import { activePageDomain } from '../page-domains/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const brand: QrStyle = {
  ...PLAIN_QR_STYLE,
  foreground: '#1d3557',
  modules: 'rounded',
  eyes: 'circle',
  logo: true,
};

/** An owner's company with a logo and a saved style, a card held by a colleague, another colleague, a stranger. */
async function world() {
  const owner = await person(t);
  const firm = await company(owner.c, { name: 'Kortbolaget AB' });
  const row = (await companyRow(t, firm.shortId))!;
  const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#e63946' } })
    .webp({ lossless: true })
    .toBuffer();
  const logoKey = `companies/${firm.shortId}/logo-card-qr.webp`;
  await t.deps.storage.put(logoKey, new Uint8Array(logo), 'image/webp');
  await t.db.update(companies).set({ logoKey }).where(eq(companies.id, row.id));
  const put = await owner.c.send('PUT', `/api/v1/companies/${firm.shortId}/qr-style`, { style: brand });
  expect(put.status).toBe(200);
  const holder = await colleague(t, firm.shortId);
  const mate = await colleague(t, firm.shortId);
  const stranger = await person(t);
  const [mine] = await membershipOf(t, owner.user.id);
  const {
    cards: [card, ownersCard],
  } = await orderWithCards(t, row.id, owner.user.id, [
    { recipient: holder.membership },
    { recipient: mine! },
  ]);
  return { owner, firm, row, holder, mate, stranger, card: card!, ownersCard: ownersCard! };
}

const bytes = async (res: { response: Response }) => new Uint8Array(await res.response.arrayBuffer());

/** jsQR's reading of a PNG. */
async function readPng(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test("owners download the card's code in every format, in the company's style with its logo", async () => {
  const { owner, card } = await world();
  const path = `/api/v1/cards/${card.shortId}/qr`;

  const png = await owner.c.get(`${path}.png?size=1500`);
  expect(png.status).toBe(200);
  expect(png.response.headers.get('content-type')).toBe('image/png');
  const image = await bytes(png);
  expect((await sharp(image).metadata()).width).toBe(1500);
  expect(await readPng(image)).toBe(`${BASE}/c/${card.shortId}?s=q`);

  const svg = await owner.c.get(`${path}.svg`);
  expect(svg.response.headers.get('content-type')).toBe('image/svg+xml');
  const text = await svg.response.text();
  expect(text).toContain('fill="#1d3557"');
  expect(text).toContain('href="data:image/png;base64,');
  expect(await decodeQr(new TextEncoder().encode(text))).toBe(`${BASE}/c/${card.shortId}?s=q`);

  const pdf = await owner.c.get(`${path}.pdf?mm=40`);
  expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
  const page = (await PDFDocument.load(await bytes(pdf))).getPages()[0]!;
  expect(page.getWidth()).toBeCloseTo((40 * 72) / 25.4, 2);

  // The size is checked as for the other downloads.
  expect((await owner.c.get(`${path}.png?size=4097`)).status).toBe(422);
  expect((await owner.c.get(`${path}.png?size=4096`)).status).toBe(200);
});

test("the code carries the company's own page domain once it is active, as the print file does", async () => {
  const { owner, row, card } = await world();
  const removed = await activePageDomain(t, row.id, `cards-${row.shortId.toLowerCase()}.example.com`);
  const png = await bytes(await owner.c.get(`/api/v1/cards/${card.shortId}/qr.png?size=800`));
  expect(await readPng(png)).toBe(
    `https://cards-${row.shortId.toLowerCase()}.example.com/c/${card.shortId}?s=q`,
  );
  await removed();
});

test('the holder may download it; a colleague who does not hold it, a stranger and another id get 404', async () => {
  const { holder, mate, stranger, card, ownersCard } = await world();
  const path = `/api/v1/cards/${card.shortId}/qr.png?size=600`;
  const held = await holder.c.get(path);
  expect(held.status).toBe(200);
  expect(await readPng(await bytes(held))).toBe(`${BASE}/c/${card.shortId}?s=q`);
  expect((await mate.c.get(path)).status).toBe(404);
  expect((await stranger.c.get(path)).status).toBe(404);
  expect((await holder.c.get(`/api/v1/cards/${ownersCard.shortId}/qr.svg`)).status).toBe(404);
  expect((await holder.c.get('/api/v1/cards/nosuchcard1/qr.svg')).status).toBe(404);
  expect((await t.client().get(path)).status).toBe(401);
});

test('a disabled card: its owners may still download its code (a sticker to reprint), its holder no longer', async () => {
  const { owner, holder, card } = await world();
  await t.db.update(cards).set({ status: 'disabled' }).where(eq(cards.id, card.id));
  const path = `/api/v1/cards/${card.shortId}/qr.svg`;
  expect((await owner.c.get(path)).status).toBe(200);
  expect((await holder.c.get(path)).status).toBe(404);
});

test('a company without a style gets the plain black-on-white code, as its print file', async () => {
  const owner = await person(t);
  const firm = await company(owner.c, { name: 'Enkel AB' });
  const row = (await companyRow(t, firm.shortId))!;
  const [mine] = await membershipOf(t, owner.user.id);
  const {
    cards: [card],
  } = await orderWithCards(t, row.id, owner.user.id, [{ recipient: mine! }]);
  const svg = await (await owner.c.get(`/api/v1/cards/${card!.shortId}/qr.svg`)).response.text();
  expect(svg).toContain('fill="#000000"');
  expect(svg).not.toContain('<image');
  expect(await decodeQr(new TextEncoder().encode(svg))).toBe(`${BASE}/c/${card!.shortId}?s=q`);
});
