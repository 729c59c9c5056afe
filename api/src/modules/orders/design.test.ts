// The print files: one card's front and back at their real size, all cards of an order on one sheet; each
// parses (librsvg, through sharp), embeds the engraving and the logo, escapes the texts, carries the company's
// name and web address on the back as the wizard's preview does, is black on white (what the laser can make:
// issue 28), and its QR code, rendered as the engraved card shows it, decodes to the card's link with jsQR.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import { PLAIN_QR_STYLE } from '@shared/schemas/qr-style';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { decodeQr } from '../../platform/qr-style/check';
import { orderWithCards } from '../cards/test-kit';
import { colleague, company, companyRow, person } from '../companies/test-kit';
import { CARD_MM } from './design';
import { engravedCode } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A black-and-white PNG as the wizard's engraving upload leaves it, and a logo. */
const png = (w: number, h: number, colour: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background: colour } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

async function fleet() {
  const owner = await person(t, { fullName: 'Dora Designer' });
  const firm = await company(owner.c, { name: 'Print AB' });
  const row = (await companyRow(t, firm.shortId))!;
  const [mine] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
  const mate = await colleague(t, firm.shortId);
  await t.deps.storage.put('orders/test/engraving.png', await png(40, 40, '#000000'), 'image/png');
  await t.deps.storage.put('orders/test/logo.png', await png(60, 20, '#ff0000'), 'image/png');
  const made = await orderWithCards(t, row.id, owner.user.id, [
    {
      recipient: mine,
      quantity: 2,
      design: {
        fullName: 'Dora <Designer> & Co',
        imageKey: 'orders/test/engraving.png',
        logoKey: 'orders/test/logo.png',
      },
    },
    {
      recipient: mate.membership,
      type: 'goldCompany',
      design: { fullName: 'A very long name that would not fit on a card at all' },
    },
  ]);
  return { owner, mate, firm, ...made };
}

/** Every colour the file names (attributes and embedded pictures' pixels) is black or white. */
async function expectBlackAndWhite(svg: string) {
  const named = [...svg.matchAll(/#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)/g)].map((m) => m[0].toLowerCase());
  expect(named.length).toBeGreaterThan(0);
  expect([...new Set(named)].filter((c) => !['#000', '#000000', '#fff', '#ffffff'].includes(c))).toEqual([]);
  for (const [, base64] of svg.matchAll(/href="data:image\/png;base64,([^"]+)"/g)) {
    const { data, info } = await sharp(Buffer.from(base64, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const greys = new Set<string>();
    for (let i = 0; i < info.width * info.height * 4; i += 4)
      greys.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
    expect([...greys].filter((g) => g !== '0,0,0,255' && g !== '255,255,255,255')).toEqual([]);
  }
}

const svgOf = async (c: ReturnType<TestApp['client']>, path: string, headers?: Record<string, string>) => {
  const res = await c.get(path, headers);
  return { status: res.status, headers: res.headers, svg: await res.response.text() };
};

describe('a card’s print file', () => {
  test('is an SVG of both faces at the real size whose QR code decodes to the card’s link', async () => {
    const { owner, cards: made } = await fleet();
    const { status, headers, svg } = await svgOf(owner.c, `/api/v1/cards/${made[0].shortId}/design.svg`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const id = made[0].shortId;
    expect(svg).toContain('width="177.2mm" height="54mm" viewBox="0 0 177.2 54"');
    for (const side of ['front', 'back'])
      expect(svg).toMatch(
        new RegExp(
          `<svg id="${side}-${id}" x="[\\d.]+" y="0" width="85.6" height="54" viewBox="0 0 85.6 54">`,
        ),
      );
    const meta = await sharp(Buffer.from(svg)).metadata(); // parses, or throws
    expect(meta.format).toBe('svg');
    expect(meta.width).toBe(Math.round(((2 * CARD_MM.width + 6) / 25.4) * 72));
    expect(await engravedCode(svg, id, made[0].type)).toBe(`${BASE}/c/${made[0].shortId}?s=q`);
    // What the print shop writes to the card's NFC chip: its link marked as tapped.
    expect(svg).toContain(`<desc>NFC: ${BASE}/c/${made[0].shortId}?s=n</desc>`);
    // The images are embedded, the texts escaped.
    expect(svg).toContain(`<image id="engraving-${made[0].shortId}"`);
    expect(svg).toContain(`<image id="logo-${id}"`);
    expect(svg.match(/href="data:image\/png;base64,/g)).toHaveLength(2);
    expect(svg).toContain('Dora &lt;Designer&gt; &amp; Co');
    // The back says what the preview's back says: the company and its web address (no scheme).
    const back = svg.slice(svg.indexOf(`<svg id="back-${id}"`));
    expect(back).toContain('>Acme AB</text>');
    expect(back).toContain('>example.com</text>');
    expect(back.indexOf('<g id="qr"')).toBeGreaterThan(0);
    // A black card's laser marks are light: the code's square is marked around its bare (black) modules.
    expect(back).toMatch(
      /<rect x="0" y="0" width="\d+" height="\d+" rx="0" fill="#000000"\/><path fill="#ffffff"/,
    );
    await expectBlackAndWhite(svg);
  });

  test('of a gold card marks the dark modules; a long name is fitted; the whole drawing scans as it is', async () => {
    const { owner, cards: made } = await fleet();
    const { svg } = await svgOf(owner.c, `/api/v1/cards/${made[2].shortId}/design.svg`);
    expect(svg).toContain('<path fill="#000000"');
    expect(svg).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs">A very long name/);
    expect(await engravedCode(svg, made[2].shortId, 'goldCompany')).toBe(`${BASE}/c/${made[2].shortId}?s=q`);
    expect(await decodeQr(new TextEncoder().encode(svg))).toBe(`${BASE}/c/${made[2].shortId}?s=q`);
    await expectBlackAndWhite(svg);
  });

  test("keeps the company's module and eye shapes, not its colours or frame, and the engraved card scans", async () => {
    const { owner, cards: made, firm } = await fleet();
    const style = {
      ...PLAIN_QR_STYLE,
      foreground: '#1d3557',
      modules: 'dots',
      eyes: 'circle',
      frame: 'scanMe',
    };
    const put = await owner.c.send('PUT', `/api/v1/companies/${firm.shortId}/qr-style`, { style });
    expect(put.status).toBe(200);
    for (const card of [made[0], made[2]]) {
      const { svg } = await svgOf(owner.c, `/api/v1/cards/${card.shortId}/design.svg`, {
        'x-target-lang': 'sv',
      });
      const back = svg.slice(svg.indexOf(`<svg id="back-${card.shortId}"`));
      const qr = back.slice(back.indexOf('<g id="qr"'), back.indexOf('</g>', back.indexOf('<g id="qr"')));
      expect(qr).toContain('a0.48 0.48'); // dots
      expect(qr).toContain('a3.5 3.5'); // round eyes
      expect(svg).not.toContain('#1d3557');
      expect(svg).not.toContain('Skanna mig');
      expect(qr).not.toContain('<image');
      expect(await engravedCode(svg, card.shortId, card.type)).toBe(`${BASE}/c/${card.shortId}?s=q`);
      await expectBlackAndWhite(svg);
    }
  });

  test('engraves a logo in one colour: its dark parts, or the shape of a light logo on a transparent ground', async () => {
    const { owner, cards: made } = await fleet();
    const logoOf = async (svg: string, id: string) => {
      const base64 = new RegExp(`<image id="logo-${id}"[^>]*href="data:image/png;base64,([^"]+)"`).exec(
        svg,
      )![1];
      return sharp(Buffer.from(base64, 'base64')).grayscale().raw().toBuffer();
    };
    // The red logo of the fleet reads dark: all of it is engraved.
    const red = await svgOf(owner.c, `/api/v1/cards/${made[0].shortId}/design.svg`);
    expect(new Set(await logoOf(red.svg, made[0].shortId))).toEqual(new Set([0]));
    // A white mark on a transparent ground, as logos for dark pages are: its shape is engraved, not nothing.
    const white = await sharp({ create: { width: 60, height: 20, channels: 4, background: '#00000000' } })
      .composite([
        {
          input: { create: { width: 20, height: 10, channels: 4, background: '#ffffff' } },
          left: 10,
          top: 5,
        },
      ])
      .png()
      .toBuffer();
    await t.deps.storage.put('orders/test/logo.png', new Uint8Array(white), 'image/png');
    const light = await svgOf(owner.c, `/api/v1/cards/${made[1].shortId}/design.svg`);
    const pixels = await logoOf(light.svg, made[1].shortId);
    const dark = [...pixels.keys()].filter((i) => pixels[i] === 0);
    expect(dark).toHaveLength(20 * 10);
    expect(dark[0]).toBe(5 * 60 + 10);
    await expectBlackAndWhite(light.svg);
  });

  test('only for owners of the company and the administrator', async () => {
    const { mate, cards: made } = await fleet();
    const stranger = await person(t);
    const admin = await person(t, { role: 'administrator' });
    const path = `/api/v1/cards/${made[0].shortId}/design.svg`;
    expect((await mate.c.get(path)).status).toBe(403);
    expect((await stranger.c.get(path)).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
    expect((await admin.c.get(path)).status).toBe(200);
  });
});

describe('an order’s print file', () => {
  test('holds every card at its real size, each QR code decoding to its own link', async () => {
    const { owner, order, cards: made } = await fleet();
    const admin = await person(t, { role: 'administrator' });
    for (const c of [owner.c, admin.c]) {
      const { status, svg } = await svgOf(c, `/api/v1/orders/${order.shortId}/design.svg`);
      expect(status).toBe(200);
      await sharp(Buffer.from(svg)).metadata();
      for (const side of ['front', 'back'])
        expect(
          svg.match(
            new RegExp(
              `<svg id="${side}-[^"]+" x="[\\d.]+" y="[\\d.]+" width="85.6" height="54" viewBox="0 0 85.6 54">`,
              'g',
            ),
          ),
        ).toHaveLength(3);
      const links = await Promise.all(made.map((card) => engravedCode(svg, card.shortId, card.type)));
      expect(links).toEqual(made.map((card) => `${BASE}/c/${card.shortId}?s=q`));
      await expectBlackAndWhite(svg);
      expect(svg).toContain(
        `${order.number} · 3/3 · goldCompany · ${made[2].shortId} · NFC: ${BASE}/c/${made[2].shortId}?s=n`,
      );
    }
  });

  test('not for a colleague (403) or another company’s owner (404)', async () => {
    const { mate, order } = await fleet();
    const stranger = await person(t);
    expect((await mate.c.get(`/api/v1/orders/${order.shortId}/design.svg`)).status).toBe(403);
    expect((await stranger.c.get(`/api/v1/orders/${order.shortId}/design.svg`)).status).toBe(404);
  });
});
