import { afterAll, beforeAll, expect, test } from 'bun:test';
import { qrStyles } from '@db/schema';
import { PLAIN_QR_STYLE, type QrStyle } from '@shared/schemas/qr-style';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { decodeQr } from '../../platform/qr-style/check';
import { person } from '../companies/test-kit';
import { createTag, ownerWithCompany } from '../dynatags/test-kit';

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerWithCompany>>;
let tagId: string;

beforeAll(async () => {
  t = await createTestApp();
  setup = await ownerWithCompany(t);
  tagId = (await createTag(setup.owner.c, setup.company.shortId, { name: 'Stand 4' })).id;
});
afterAll(() => t.close());

const brand: QrStyle = {
  ...PLAIN_QR_STYLE,
  foreground: '#1d3557',
  modules: 'rounded',
  eyes: 'circle',
  frame: 'scanMe',
};
const put = (c: typeof setup.owner.c, path: string, style: QrStyle | null) =>
  c.send<{ style: QrStyle | null; inherited: QrStyle }>('PUT', path, { style });
const bytes = async (res: { response: Response }) => new Uint8Array(await res.response.arrayBuffer());

test("the company's style is its tags' default; the tag's own style overrides it", async () => {
  const companyPath = `/api/v1/companies/${setup.company.shortId}/qr-style`;
  const saved = await put(setup.owner.c, companyPath, brand);
  expect(saved.status).toBe(200);
  expect((await setup.owner.c.get(companyPath)).body.data).toEqual({
    style: brand,
    inherited: PLAIN_QR_STYLE,
  });

  const tagPath = `/api/v1/dynatags/${tagId}/qr-style`;
  expect((await setup.owner.c.get(tagPath)).body.data).toEqual({ style: null, inherited: brand });
  const svg = await (await setup.owner.c.get(`/api/v1/dynatags/${tagId}/qr.svg?lang=sv`)).response.text();
  expect(svg).toContain('fill="#1d3557"');
  expect(svg).toContain('Skanna mig');
  expect(await decodeQr(new TextEncoder().encode(svg))).toBe(`http://localhost/d/${tagId}?s=q`);

  const own = { ...brand, foreground: '#3a0ca3', frame: 'custom' as const, frameText: 'Till montern' };
  expect((await put(setup.owner.c, tagPath, own)).status).toBe(200);
  const png = await setup.owner.c.get(`/api/v1/dynatags/${tagId}/qr.png?size=2000`);
  expect(png.response.headers.get('content-type')).toBe('image/png');
  const image = await bytes(png);
  expect((await sharp(image).metadata()).width).toBe(2000);
  const pdf = await setup.owner.c.get(`/api/v1/dynatags/${tagId}/qr.pdf?mm=80`);
  expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
  const page = (await PDFDocument.load(await bytes(pdf))).getPages()[0]!;
  expect(page.getWidth()).toBeCloseTo((80 * 72) / 25.4, 2);

  // null goes back to the company's look.
  expect((await put(setup.owner.c, tagPath, null)).status).toBe(200);
  expect((await setup.owner.c.get(tagPath)).body.data).toEqual({ style: null, inherited: brand });
});

test('a style that would not scan is refused with its reason, and nothing changes', async () => {
  const path = `/api/v1/dynatags/${tagId}/qr-style`;
  const before = await t.db.select().from(qrStyles);
  const cases: [Partial<QrStyle>, string][] = [
    [{ foreground: '#aaaaaa' }, 'The colours have too little contrast'],
    [{ foreground: '#ffffff', background: '#111111' }, 'A QR code needs dark modules on a light background'],
  ];
  for (const [change, message] of cases) {
    const res = await put(setup.owner.c, path, { ...brand, ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]?.field).toBe('style');
    expect(res.body.errors[0]?.message).toStartWith(message);
  }
  const badShape = await setup.owner.c.send('PUT', path, { style: { ...brand, modules: 'stars' } });
  expect(badShape.status).toBe(422);
  const longText = await put(setup.owner.c, path, { ...brand, frame: 'custom', frameText: 'x'.repeat(31) });
  expect(longText.status).toBe(422);
  expect(await t.db.select().from(qrStyles)).toEqual(before);
});

test("only the company's owners style its codes; strangers see nothing", async () => {
  const companyPath = `/api/v1/companies/${setup.company.shortId}/qr-style`;
  expect((await put(setup.colleague.c, companyPath, brand)).status).toBe(403);
  expect((await setup.colleague.c.get(companyPath)).status).toBe(200);
  expect((await put(setup.stranger.c, companyPath, brand)).status).toBe(404);
  expect((await setup.stranger.c.get(`/api/v1/dynatags/${tagId}/qr-style`)).status).toBe(404);
  expect((await setup.stranger.c.get(`/api/v1/dynatags/${tagId}/qr.png`)).status).toBe(404);
  expect((await t.client().get(`/api/v1/dynatags/${tagId}/qr.svg`)).status).toBe(401);
});

test("my profile's code in its own style, in every format; sizes outside 64–4096 px are refused", async () => {
  const me = await person(t);
  await me.c.get('/api/v1/profiles');
  const path = `/api/v1/profiles/${me.user.shortId}/qr-style`;
  expect((await put(me.c, path, { ...brand, modules: 'dots', eyes: 'rounded' })).status).toBe(200);
  const png = await bytes(await me.c.get(`/api/v1/profiles/${me.user.shortId}/qr.png?size=4096`));
  expect((await sharp(png).metadata()).width).toBe(4096);
  const svg = await (await me.c.get(`/api/v1/profiles/${me.user.shortId}/qr.svg`)).response.text();
  expect(await decodeQr(new TextEncoder().encode(svg))).toBe(`http://localhost/p/${me.user.shortId}?s=q`);
  expect(svg).toContain('Scan me');
  expect((await me.c.get(`/api/v1/profiles/${me.user.shortId}/qr.png?size=4097`)).status).toBe(422);
  expect((await me.c.get(`/api/v1/profiles/${me.user.shortId}/qr.pdf`)).status).toBe(200);
  const other = await person(t);
  expect((await put(other.c, path, brand)).status).toBe(404);
});

test("a preview draws a style with the tag's address before it is saved, and says why it would be refused", async () => {
  const path = `/api/v1/dynatags/${tagId}/qr-preview`;
  const before = await t.db.select().from(qrStyles);
  type Preview = { svg: string; problem: string | null };
  const good = await setup.owner.c.post<Preview>(
    path,
    { style: { ...brand, foreground: '#5a189a' } },
    { 'x-target-lang': 'fi' },
  );
  expect(good.status).toBe(200);
  expect(good.body.data.problem).toBeNull();
  expect(good.body.data.svg).toContain('Skannaa minut');
  expect(await decodeQr(new TextEncoder().encode(good.body.data.svg))).toBe(
    `http://localhost/d/${tagId}?s=q`,
  );
  const pale = await setup.owner.c.post<Preview>(
    path,
    { style: { ...brand, foreground: '#bbbbbb' } },
    { 'x-target-lang': 'sv' },
  );
  expect(pale.body.data.problem).toStartWith('Färgerna har för liten kontrast');
  // null previews what the tag falls back to: the company's style.
  const fallback = await setup.owner.c.post<Preview>(path, { style: null });
  expect(fallback.body.data.svg).toContain('fill="#1d3557"');
  expect((await setup.stranger.c.post(path, { style: brand })).status).toBe(404);
  expect(await t.db.select().from(qrStyles)).toEqual(before); // a preview saves nothing
});
