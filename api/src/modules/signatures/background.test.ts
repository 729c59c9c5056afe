// Video-call backgrounds: 1920×1080, in three layouts; the QR code in each is read by an independent decoder
// (jsQR) and gives the card's address, and sits in a corner, outside the centre a camera frame covers.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { companies, memberships, type User } from '@db/schema';
import { defaultDesign } from '@shared/schemas/company-design';
import { BACKGROUND_LAYOUTS } from '@shared/schemas/signatures';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { company, form, imageFile, person } from '../companies/test-kit';

let t: TestApp;
let user: User;
let c: Awaited<ReturnType<typeof person>>['c'];
let profile: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user, c } = await person(t, { fullName: 'Grace Hopper' }));
  await company(c, { name: 'Navy Labs', color: '#f5d90a', useColorInProfiles: true });
  await c.patch('/api/v1/users/me', form({ cover: await imageFile('jpeg', { width: 1600, height: 900 }) }));
  await t.db.update(memberships).set({ jobTitle: 'Rear Admiral' });
  const profiles = await c.get<{ shortId: string; isActive: boolean }[]>('/api/v1/profiles');
  profile = profiles.body.data.find((p) => p.isActive)!.shortId;
});
afterAll(() => t.close());

async function decode(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    code: jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height),
  };
}

for (const layout of BACKGROUND_LAYOUTS) {
  test(`${layout}: 1920×1080 PNG whose QR code opens the card, in a corner`, async () => {
    const res = await c.get(`/api/v1/profiles/${profile}/background.png?layout=${layout}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const { info, code } = await decode(new Uint8Array(await res.response.arrayBuffer()));
    expect([info.width, info.height]).toEqual([1920, 1080]);
    expect(code?.data).toBe(`http://localhost/p/${user.shortId}?s=q`);
    // Outside the middle third (where a person sits) and touching the top or bottom quarter.
    const xs = [code!.location.topLeftCorner.x, code!.location.bottomRightCorner.x];
    const ys = [code!.location.topLeftCorner.y, code!.location.bottomRightCorner.y];
    expect(xs.every((x) => x < 640) || xs.every((x) => x > 1280)).toBe(true);
    expect(ys.every((y) => y < 540) || ys.every((y) => y > 540)).toBe(true);
  });
}

test('JPEG too; the default layout is the cover', async () => {
  const res = await c.get(`/api/v1/profiles/${profile}/background.jpg`);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('content-disposition')).toContain('dynacard-background-cover.jpg');
  const { code } = await decode(new Uint8Array(await res.response.arrayBuffer()));
  expect(code?.data).toBe(`http://localhost/p/${user.shortId}?s=q`);
});

test('an unknown layout is refused with 422; only the owner gets a background', async () => {
  const bad = await c.get(`/api/v1/profiles/${profile}/background.png?layout=disco`);
  expect(bad.status).toBe(422);
  expect(bad.body.message).toBe('The value is not valid');
  expect((await t.client().get(`/api/v1/profiles/${profile}/background.png`)).status).toBe(401);
  const other = await person(t);
  expect((await other.c.get(`/api/v1/profiles/${profile}/background.png`)).status).toBe(404);
});

test("the colour layout takes the company's colour; a published card design's main colour once it has one", async () => {
  const corner = async () => {
    const res = await c.get(`/api/v1/profiles/${profile}/background.png?layout=colour`);
    const { data } = await sharp(new Uint8Array(await res.response.arrayBuffer()))
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return `#${[...data].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  };
  expect(await corner()).toBe('#f5d90a');
  await t.db.update(companies).set({ design: defaultDesign('#0b6e4f') });
  try {
    expect(await corner()).toBe('#0b6e4f');
  } finally {
    await t.db.update(companies).set({ design: null });
  }
});
