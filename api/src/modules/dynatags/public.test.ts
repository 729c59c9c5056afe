// The visitor's API of a dynatag: GET/POST api/v1/dynatags/public/{id}. Passcode right, wrong and rate
// limited; timed lock and unlock ending by the injectable clock; the location lock inside, outside and
// without a position; nothing of the content in any locked answer. Tags are made through the owners' API.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { views } from '@db/schema';
import type { PublicDynatag } from '@shared/types/dynatags';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { haversine } from './geo';
import { apiTag, textModules } from './public-test-kit';
import { ownerWithCompany, patchTag, pdf, png } from './test-kit';

const HOUR = 60 * 60 * 1000;
const SECRET_TEXT = 'Secret-price-list-4711';
const CENTRE = { lat: 57.7089, lng: 11.9746 };
const FENCE = { geolock: { ...CENTRE, distance: 200 } };
/** About 1 km north of the fence's centre. */
const FAR = { lat: 57.7179, lng: 11.9746 };
const NEAR = { lat: 57.7095, lng: 11.975 };

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const makeTag = (fields: Record<string, unknown>, upload: File[] = []) =>
  apiTag(t, owner.owner, owner.company.shortId, fields, upload);
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithCompany(t, 'Nordvik Bygg AB');
});
afterAll(() => t.close());

type Answer = { status: number; data: PublicDynatag; text: string; headers: Headers };
async function ask(
  id: string,
  body?: object,
  options: { ip?: string; count?: boolean } = {},
): Promise<Answer> {
  const c = t.client({ ip: options.ip ?? '10.9.0.1' });
  const path = `/api/v1/dynatags/public/${id}${options.count ? '?count=true' : ''}`;
  const headers = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' };
  const res = body
    ? await c.post<PublicDynatag>(path, body, headers)
    : await c.get<PublicDynatag>(path, headers);
  return { status: res.status, data: res.body.data, text: JSON.stringify(res.body), headers: res.headers };
}

/** A protected tag with a text module and a file, whose answers must never carry either when locked. */
async function secretTag(fields: Record<string, unknown> = {}) {
  const modules = [...textModules(SECRET_TEXT), { id: 'f', type: 'files', files: ['upload:0'] }];
  const tag = await makeTag({ modules, ...fields }, [pdf('prices.pdf')]);
  return { tag, fileId: tag.fileIds[0]! };
}

const expectNothingOf = (answer: Answer, fileId: string) => {
  expect(answer.text).not.toContain(SECRET_TEXT);
  expect(answer.text).not.toContain(fileId);
  expect(answer.text).not.toContain('example.com');
  expect(answer.text).not.toContain('modules');
};

describe('an open tag', () => {
  test('answers its modules, the files they show, and counts a view when asked', async () => {
    const modules = [...textModules('Hello'), { id: 'p', type: 'pdf', file: 'upload:0' }];
    const tag = await makeTag({ label: 'Hall B', modules }, [pdf('map.pdf')]);
    const fileId = tag.fileIds[0]!;

    const answer = await ask(tag.shortId, undefined, { count: true });
    expect(answer.status).toBe(200);
    if (answer.data.state !== 'open') throw new Error('not open');
    expect(answer.data.label).toBe('Hall B');
    expect(answer.data.companyName).toBe('Nordvik Bygg AB');
    expect(answer.data.modules.map((m) => m.type)).toEqual(['wysiwyg', 'links', 'contacts', 'map', 'pdf']);
    expect(answer.data.files[fileId]).toMatchObject({ id: fileId, name: 'map.pdf', mime: 'application/pdf' });
    expect(answer.data.timer).toBeNull();
    await t.pages.settle();
    const counted = await t.db
      .select()
      .from(views)
      .where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, tag.id)));
    expect(counted).toHaveLength(1);

    await ask(tag.shortId);
    await t.pages.settle();
    const still = await t.db.select().from(views).where(eq(views.targetId, tag.id));
    expect(still.filter((v) => v.targetType === 'dynatag')).toHaveLength(1);
  });

  test('an unknown id is 404', async () => {
    expect((await ask('nope-nope')).status).toBe(404);
  });
});

describe('passcode', () => {
  test('none, wrong and right: the content only with the right one', async () => {
    const { tag, fileId } = await secretTag({ passcode: 'Fair-2026' });
    const none = await ask(tag.shortId);
    expect(none.data).toEqual({
      state: 'passcode',
      id: tag.shortId,
      label: 'Welcome',
      wrong: false,
      timer: null,
    });
    expectNothingOf(none, fileId);

    const wrong = await ask(tag.shortId, { passcode: 'fair-2026' }, { count: true });
    expect(wrong.data).toMatchObject({ state: 'passcode', wrong: true });
    expectNothingOf(wrong, fileId);

    const right = await ask(tag.shortId, { passcode: 'Fair-2026' }, { count: true });
    expect(right.data.state).toBe('open');
    expect(right.text).toContain(SECRET_TEXT);
    if (right.data.state === 'open') expect(right.data.files[fileId]?.path).toBeString();
    await t.pages.settle();
    // The refused attempt was not a view; the one that opened it was.
    const counted = await t.db.select().from(views).where(eq(views.targetId, tag.id));
    expect(counted.filter((v) => v.targetType === 'dynatag')).toHaveLength(1);
  });

  test("images in a protected tag's rich text get signed paths, like its files", async () => {
    const tag = await makeTag({ passcode: 'img' }, [png('stand.png')]);
    const fileId = tag.fileIds[0]!;
    const src = `/uploads/dynatags/${tag.shortId}/files/${fileId}`;
    const html = `<p><img src="${src}" alt="Stand"></p>`;
    const saved = await patchTag(owner.owner.c, tag.shortId, {
      modules: [{ id: 'w', type: 'wysiwyg', html }],
      baseVersion: tag.detail.version,
    });
    expect(saved.status).toBe(200);
    const open = await ask(tag.shortId, { passcode: 'img' });
    if (open.data.state !== 'open') throw new Error('not open');
    const answered = open.data.modules[0]?.type === 'wysiwyg' ? open.data.modules[0].html : '';
    expect(answered).toMatch(new RegExp(`<img src="${src}\\?sig=[A-Za-z0-9_-]+&amp;exp=\\d+" alt="Stand"`));
  });

  test('5 attempts per tag and IP in 10 minutes, then 429 with Retry-After, even for the right one', async () => {
    const { tag, fileId } = await secretTag({ passcode: '1234' });
    const ip = '10.9.1.1';
    for (let i = 0; i < 5; i++) {
      expect((await ask(tag.shortId, { passcode: `000${i}` }, { ip })).data).toMatchObject({ wrong: true });
    }
    const limited = await ask(tag.shortId, { passcode: '1234' }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expectNothingOf(limited, fileId);
    // Another visitor is not held back; the same one is after the window.
    expect((await ask(tag.shortId, { passcode: '1234' }, { ip: '10.9.1.2' })).data.state).toBe('open');
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await ask(tag.shortId, { passcode: '1234' }, { ip })).data.state).toBe('open');
  });

  test('a right passcode clears the wrong attempts before it', async () => {
    const { tag } = await secretTag({ passcode: 'abc' });
    const ip = '10.9.2.1';
    for (let i = 0; i < 4; i++) await ask(tag.shortId, { passcode: 'x' }, { ip });
    expect((await ask(tag.shortId, { passcode: 'abc' }, { ip })).data.state).toBe('open');
    for (let i = 0; i < 4; i++) await ask(tag.shortId, { passcode: 'x' }, { ip });
    expect((await ask(tag.shortId, { passcode: 'abc' }, { ip })).data.state).toBe('open');
  });

  test('a timed lock asks until it ends, then opens by itself', async () => {
    const endsAt = t.clock.now() + 2 * HOUR;
    const { tag, fileId } = await secretTag({
      passcode: 'pin',
      passcodeTimer: { mode: 'lock', hours: 2 },
    });
    const locked = await ask(tag.shortId);
    expect(locked.data).toMatchObject({
      state: 'passcode',
      timer: { mode: 'lock', endsAt, remainingMs: 2 * HOUR },
    });
    expectNothingOf(locked, fileId);
    t.clock.advance(HOUR);
    expect((await ask(tag.shortId)).data).toMatchObject({ state: 'passcode', timer: { remainingMs: HOUR } });
    t.clock.advance(HOUR);
    const open = await ask(tag.shortId);
    expect(open.data).toMatchObject({ state: 'open', timer: null });
  });

  test('a timed unlock opens until it ends, then asks again', async () => {
    const endsAt = t.clock.now() + 3 * HOUR;
    const { tag, fileId } = await secretTag({
      passcode: 'pin',
      passcodeTimer: { mode: 'unlock', hours: 3 },
    });
    expect((await ask(tag.shortId)).data).toMatchObject({
      state: 'open',
      timer: { mode: 'unlock', endsAt, remainingMs: 3 * HOUR },
    });
    t.clock.advance(3 * HOUR);
    const locked = await ask(tag.shortId);
    expect(locked.data).toEqual({
      state: 'passcode',
      id: tag.shortId,
      label: 'Welcome',
      wrong: false,
      timer: null,
    });
    expectNothingOf(locked, fileId);
    expect((await ask(tag.shortId, { passcode: 'pin' })).data.state).toBe('open');
  });
});

describe('location lock', () => {
  test('no position: asks for one; outside: how far; inside: open', async () => {
    const { tag, fileId } = await secretTag(FENCE);
    const none = await ask(tag.shortId);
    expect(none.data).toEqual({
      state: 'geolock',
      id: tag.shortId,
      label: 'Welcome',
      distance: null,
      allowed: 200,
    });
    expectNothingOf(none, fileId);

    const far = await ask(tag.shortId, { position: FAR });
    const expected = Math.round(haversine({ lat: CENTRE.lat, lng: CENTRE.lng }, FAR) - 200);
    expect(far.data).toMatchObject({ state: 'geolock', distance: expected });
    expect(expected).toBeGreaterThan(780);
    expect(expected).toBeLessThan(820);
    expectNothingOf(far, fileId);

    const near = await ask(tag.shortId, { position: { ...NEAR, accuracy: 15 } });
    expect(near.data.state).toBe('open');
    expect(near.text).toContain(SECRET_TEXT);
  });

  test('the reported accuracy widens the fence by at most 100 m', async () => {
    const { tag } = await secretTag(FENCE);
    // 250 m from the centre: 50 m outside.
    const edge = { lat: CENTRE.lat + 250 / 111_195, lng: CENTRE.lng };
    expect((await ask(tag.shortId, { position: edge })).data).toMatchObject({
      state: 'geolock',
      distance: 50,
    });
    expect((await ask(tag.shortId, { position: { ...edge, accuracy: 60 } })).data.state).toBe('open');
    const farther = { lat: CENTRE.lat + 350 / 111_195, lng: CENTRE.lng };
    expect((await ask(tag.shortId, { position: { ...farther, accuracy: 5000 } })).data.state).toBe('geolock');
  });

  test('with a passcode too, both are needed; a guess from outside is not even counted', async () => {
    const { tag, fileId } = await secretTag({ ...FENCE, passcode: 'both' });
    const ip = '10.9.3.1';
    for (let i = 0; i < 8; i++) {
      const outside = await ask(tag.shortId, { position: FAR, passcode: 'both' }, { ip });
      expect(outside.data.state).toBe('geolock');
      expectNothingOf(outside, fileId);
    }
    const noCode = await ask(tag.shortId, { position: NEAR }, { ip });
    expect(noCode.data).toMatchObject({ state: 'passcode', wrong: false });
    expectNothingOf(noCode, fileId);
    expect((await ask(tag.shortId, { passcode: 'both' }, { ip })).data.state).toBe('geolock');
    expect((await ask(tag.shortId, { position: NEAR, passcode: 'both' }, { ip })).data.state).toBe('open');
  });

  test('a position out of range is refused with 422', async () => {
    const { tag } = await secretTag(FENCE);
    const bad = await ask(tag.shortId, { position: { lat: 91, lng: 0 } });
    expect(bad.status).toBe(422);
  });
});
