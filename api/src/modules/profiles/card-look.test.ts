// The card page's look on a profile (issue 32): the layout, the portrait's shape and the focal points are
// fields of the profile, checked (422, nothing changed), set only by the profile's owner; a company's published
// design may suggest a layout, or lock it, and then its layout wins on its colleagues' pages.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { profiles } from '@db/schema';
import { defaultDesign } from '@shared/schemas/company-design';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

type Focus = { x: number; y: number } | null;
type Item = {
  shortId: string;
  layout: string | null;
  portraitShape: string;
  portraitFocus: Focus;
  coverFocus: Focus;
  layoutLock: { layout: string; company: string } | null;
};
type View = {
  look: { layout: string; ownLayout: string | null; portraitShape: string; portraitFocus: Focus };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function someone() {
  const user = await seedUser(t);
  const c = await signIn(t, user);
  const [item] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
  return { user, c, item };
}

const rowOf = async (shortId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.shortId, shortId)))[0];

describe('the look fields of a profile', () => {
  test('a new profile is centred-by-default with a round, centred portrait', async () => {
    const { user, item } = await someone();
    expect(item).toMatchObject({
      layout: null,
      portraitShape: 'circle',
      portraitFocus: null,
      coverFocus: null,
      layoutLock: null,
    });
    const view = await t.client().get<View>(`/api/v1/profiles/${user.shortId}`);
    expect(view.body.data.look).toMatchObject({
      layout: 'centred',
      ownLayout: null,
      portraitShape: 'circle',
    });
  });

  test('the owner sets layout, shape and focal points; the page data follows', async () => {
    const { user, c, item } = await someone();
    const res = await c.patch<Item>(`/api/v1/profiles/${item.shortId}`, {
      layout: 'cover',
      portraitShape: 'rounded',
      portraitFocus: { x: 30, y: 20 },
      coverFocus: { x: 100, y: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      layout: 'cover',
      portraitShape: 'rounded',
      portraitFocus: { x: 30, y: 20 },
      coverFocus: { x: 100, y: 0 },
    });
    const view = await t.client().get<View>(`/api/v1/profiles/${user.shortId}`);
    expect(view.body.data.look).toMatchObject({
      layout: 'cover',
      portraitShape: 'rounded',
      portraitFocus: { x: 30, y: 20 },
    });
    // null goes back to the default; a PATCH without the fields leaves them.
    await c.patch(`/api/v1/profiles/${item.shortId}`, { layout: null, label: 'Work' });
    expect(await rowOf(item.shortId)).toMatchObject({
      layout: null,
      portraitShape: 'rounded',
      label: 'Work',
    });
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ['layout', { layout: 'carousel' }, 'Choose one of the layouts offered'],
    ['portraitShape', { portraitShape: 'hexagon' }, 'Choose a circle, a rounded square or a square'],
    ['portraitFocus', { portraitFocus: { x: 101, y: 50 } }, 'A focal point is two whole numbers'],
    ['coverFocus', { coverFocus: { x: 10.5, y: 50 } }, 'A focal point is two whole numbers'],
    ['coverFocus', { coverFocus: { x: 10, y: 50, z: 1 } }, 'Unknown field'],
  ];
  for (const [field, body, message] of BAD) {
    test(`422 for ${JSON.stringify(body)}, nothing changed`, async () => {
      const { c, item } = await someone();
      const before = await rowOf(item.shortId);
      const res = await c.patch(`/api/v1/profiles/${item.shortId}`, { ...body, label: 'Changed' });
      expect(res.status).toBe(422);
      const errors = res.body.errors as { field: string; message: string }[];
      expect(errors[0].field).toContain(field);
      expect(errors[0].message).toContain(message);
      expect(await rowOf(item.shortId)).toEqual(before);
    });
  }

  test("nobody sets another's profile: 404, nothing changed", async () => {
    const { item } = await someone();
    const stranger = await someone();
    const before = await rowOf(item.shortId);
    const res = await stranger.c.patch(`/api/v1/profiles/${item.shortId}`, { layout: 'minimal' });
    expect(res.status).toBe(404);
    expect(await t.client().patch(`/api/v1/profiles/${item.shortId}`, { layout: 'minimal' })).toMatchObject({
      status: 401,
    });
    expect(await rowOf(item.shortId)).toEqual(before);
  });
});

describe("a company's layout", () => {
  async function firmWithMate() {
    const owner = await seedUser(t);
    const firm = await seedCompany(t, { ownerId: owner.id, name: 'Nordvik Bygg AB' });
    const mateUser = await seedUser(t);
    await seedMember(t, { companyId: firm.id, userId: mateUser.id });
    const mate = await signIn(t, mateUser);
    const [item] = (await mate.get<Item[]>('/api/v1/profiles')).body.data;
    const publish = async (design: Record<string, unknown>) => {
      const c = await signIn(t, owner);
      const path = `/api/v1/companies/${firm.shortId}/design`;
      const saved = await c.patch(path, { ...defaultDesign('#0f4c81'), ...design });
      expect(saved.status).toBe(200);
      expect((await c.post(`${path}/publish`)).status).toBe(200);
    };
    const look = async () =>
      (await t.client().get<View>(`/api/v1/profiles/${mateUser.shortId}`)).body.data.look;
    return { owner, firm, mate, mateUser, item, publish, look };
  }

  test('a suggestion is used until the colleague chooses', async () => {
    const { mate, item, publish, look } = await firmWithMate();
    await publish({ layout: 'columns', lockLayout: false });
    expect((await look()).layout).toBe('columns');
    await mate.patch(`/api/v1/profiles/${item.shortId}`, { layout: 'minimal' });
    expect((await look()).layout).toBe('minimal');
  });

  test("a locked layout wins over the colleague's own, and the dashboard says who locks it", async () => {
    const { mate, item, publish, look } = await firmWithMate();
    await mate.patch(`/api/v1/profiles/${item.shortId}`, { layout: 'minimal' });
    await publish({ layout: 'cover', lockLayout: true, coverFocus: { x: 20, y: 80 } });
    expect(await look()).toMatchObject({ layout: 'cover', ownLayout: 'minimal' });
    const [mine] = (await mate.get<Item[]>('/api/v1/profiles')).body.data;
    expect(mine.layoutLock).toMatchObject({ layout: 'cover', company: 'Nordvik Bygg AB' });
  });

  test('a design with a layout that does not exist is refused; a colleague cannot set the design', async () => {
    const { owner, firm, mate, publish, look } = await firmWithMate();
    const path = `/api/v1/companies/${firm.shortId}/design`;
    const byMate = await mate.patch(path, { ...defaultDesign('#0f4c81'), layout: 'cover', lockLayout: true });
    expect(byMate.status).toBe(403);
    await publish({});
    expect((await look()).layout).toBe('centred');
    const c = await signIn(t, owner);
    const bad = await c.patch(path, { ...defaultDesign('#0f4c81'), layout: 'carousel' });
    expect(bad.status).toBe(422);
    const focus = await c.patch(path, { ...defaultDesign('#0f4c81'), coverFocus: { x: -1, y: 0 } });
    expect(focus.status).toBe(422);
  });
});
