// The print files: one card's front and back at their real size, all cards of an order on one sheet; each
// parses (librsvg, through sharp), embeds the engraving and the logo, escapes the texts, carries the company's
// name and web address on the back as the wizard's preview does, and its QR code decodes to the card's
// link: the module rectangles are read back into a matrix, painted into a pixel buffer and decoded by jsQR.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import { PLAIN_QR_STYLE } from '@shared/schemas/qr-style';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import { colleague, company, companyRow, person } from '../companies/test-kit';
import { CARD_MM } from './design';

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

type Rect = { x: number; y: number; width: number };

/** The QR group of a card (`<g id="qr" data-modules="N" …>`) read back into a matrix of dark modules. */
function qrMatrix(svg: string, from = 0) {
  const start = svg.indexOf('<g id="qr"', from);
  expect(start).toBeGreaterThanOrEqual(0);
  const group = svg.slice(start, svg.indexOf('</g>', start));
  const modules = Number(/data-modules="(\d+)"/.exec(group)![1]);
  const size = modules + 8; // the quiet zone of 4 modules is inside the group's coordinates
  const matrix = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const rects: Rect[] = [...group.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="1"\/>/g)].map(
    (m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      width: Number(m[3]),
    }),
  );
  expect(rects.length).toBeGreaterThan(modules);
  for (const r of rects) for (let x = r.x; x < r.x + r.width; x++) matrix[r.y][x] = true;
  return { matrix, end: start + group.length };
}

/** Paints the matrix at `scale` pixels a module (RGBA, dark on white) and decodes it. */
function decode(matrix: boolean[][], scale = 8) {
  const size = matrix.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!matrix[Math.floor(y / scale)][Math.floor(x / scale)]) continue;
      const i = (y * size + x) * 4;
      pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
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
    expect(decode(qrMatrix(svg).matrix)).toBe(`${BASE}/c/${made[0].shortId}?s=q`);
    // What the print shop writes to the card's NFC chip: its link marked as tapped.
    expect(svg).toContain(`<desc>NFC: ${BASE}/c/${made[0].shortId}?s=n</desc>`);
    // The images are embedded, the texts escaped.
    expect(svg).toContain(`id="engraving-${made[0].shortId}"`);
    expect(svg).toContain(`mask="url(#mask-engraving-${id})"`);
    expect(svg).toContain(`id="logo-${id}"`);
    expect(svg.match(/href="data:image\/png;base64,/g)).toHaveLength(2);
    expect(svg).toContain('Dora &lt;Designer&gt; &amp; Co');
    // The back says what the preview's back says: the company and its web address (no scheme).
    const back = svg.slice(svg.indexOf(`<svg id="back-${id}"`));
    expect(back).toContain('>Acme AB</text>');
    expect(back).toContain('>example.com</text>');
    expect(back.indexOf('<g id="qr"')).toBeGreaterThan(0);
    expect(svg).toContain('fill="#141414"'); // black
  });

  test('of a gold card is gold; a long name is fitted; the whole drawing, rendered, scans to the link', async () => {
    const { owner, cards: made } = await fleet();
    const { svg } = await svgOf(owner.c, `/api/v1/cards/${made[2].shortId}/design.svg`);
    expect(svg).toContain('fill="#c8a24a"');
    expect(svg).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs">A very long name/);
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      `${BASE}/c/${made[2].shortId}?s=q`,
    );
  });

  test("draws the code in the company's QR style, and the rendered card still scans to its link", async () => {
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
    const { svg } = await svgOf(owner.c, `/api/v1/cards/${made[0].shortId}/design.svg`, {
      'x-target-lang': 'sv',
    });
    const back = svg.slice(svg.indexOf(`<svg id="back-${made[0].shortId}"`));
    expect(back).toContain('data-style="styled"');
    expect(back).toContain('<path fill="#1d3557"');
    expect(back).toContain('Skanna mig');
    // The back face alone at about 300 dpi, as a print shop prints it, is read by jsQR. (librsvg applies the
    // density to the mm units and again as a scale: 147 gives ≈ 11.8 px a millimetre.)
    const sheet = sharp(Buffer.from(svg), { density: 147 });
    const perMm =
      (await sheet.clone().png().toBuffer({ resolveWithObject: true })).info.width / (2 * CARD_MM.width + 6);
    const px = (mm: number) => Math.floor(mm * perMm);
    const { data, info } = await sheet
      .extract({
        left: px(CARD_MM.width + 6),
        top: 0,
        width: px(CARD_MM.width) - 1,
        height: px(CARD_MM.height) - 1,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(perMm).toBeGreaterThan(11);
    expect(
      jsQR(new Uint8ClampedArray(data), info.width, info.height, { inversionAttempts: 'dontInvert' })?.data,
    ).toBe(`${BASE}/c/${made[0].shortId}?s=q`);
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
      let from = 0;
      const links: (string | null)[] = [];
      for (let i = 0; i < made.length; i++) {
        const { matrix, end } = qrMatrix(svg, from);
        links.push(decode(matrix));
        from = end;
      }
      expect(links).toEqual(made.map((card) => `${BASE}/c/${card.shortId}?s=q`));
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
