// One address to share (issue 8): the vCard's link is the card's address, /p/{user shortId}, which opens
// the active profile; a profile that is not active keeps its own address, the only one that opens it.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { User } from '@db/schema';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { parseVcard } from '../../../test/vcard-parser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { shortId: string; isActive: boolean; cardUrl: string };

/** The untyped URL of a vCard (the profile link; company links carry TYPE=work). */
async function vcardLink(id: string) {
  const res = await t.client().get(`/api/v1/profiles/${id}/vcard`);
  expect(res.status).toBe(200);
  const urls = parseVcard(await res.response.text()).props.url ?? [];
  return urls.filter((u) => !u.types.length).map((u) => u.value);
}

const cardAddress = (user: User) => `${t.deps.config.publicUrl}/p/${user.shortId}`;

test('a free user: the vCard links the card address, asked by user or by profile shortId', async () => {
  const user = await seedUser(t);
  const c = await signIn(t, user);
  const [profile] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
  expect(profile.cardUrl).toBe(cardAddress(user));
  expect(await vcardLink(user.shortId)).toEqual([cardAddress(user)]);
  expect(await vcardLink(profile.shortId)).toEqual([cardAddress(user)]);
});

test('a subscriber: the active profile shares the card address, another profile its own', async () => {
  const user = await seedUser(t, { subscriber: true });
  const c = await signIn(t, user);
  await c.get('/api/v1/profiles');
  const board = (await c.post<{ shortId: string }>('/api/v1/profiles', { label: 'Board' })).body.data;
  const active = (await c.get<Item[]>('/api/v1/profiles')).body.data.find((p) => p.isActive)!;
  expect(await vcardLink(active.shortId)).toEqual([cardAddress(user)]);
  expect(await vcardLink(board.shortId)).toEqual([`${t.deps.config.publicUrl}/p/${board.shortId}`]);

  // Switching makes the other one the card's: its vCard now carries the card address.
  expect((await c.post(`/api/v1/profiles/${board.shortId}/activate`)).status).toBe(200);
  expect(await vcardLink(board.shortId)).toEqual([cardAddress(user)]);
  expect(await vcardLink(active.shortId)).toEqual([`${t.deps.config.publicUrl}/p/${active.shortId}`]);
});
