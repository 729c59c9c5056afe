// Each change the issue names marks the pass changed and wakes the devices holding it through APNs: the name,
// the photo and the company (the title and the card's holder: apple-service.test.ts); a write that leaves the
// pass as it was wakes nobody.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { company, form, person } from '../companies/test-kit';
import { startApnsStandIn } from './apns-stand-in';
import { makeAppleSigning, PASS_TYPE_ID, unpackPass } from './test-kit';
import { passRefreshesSettled } from './updates';

const base = '/api/wallet/apple/v1';
const PUSH_TOKEN = 'c0ffee01';
const registrations = `${base}/devices/device-changes/registrations/${PASS_TYPE_ID}`;

let t: TestApp;
let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
let me: Awaited<ReturnType<typeof person>>;
let companyId: string;
let serial: string;
let token: string;

beforeAll(async () => {
  const pki = makeAppleSigning();
  apns = await startApnsStandIn(pki.dir);
  t = await createTestApp({ ...pki.env, ...apns.env });
  me = await person(t, { fullName: 'Ada Lovelace' });
  companyId = (await company(me.c, { name: 'Engines AB' })).shortId;
  await me.c.get('/api/v1/profiles');
  serial = `p.${me.user.shortId}`;
  token = (await passJson()).authenticationToken;
  const path = `${registrations}/${serial}`;
  const headers = { authorization: `ApplePass ${token}` };
  expect((await t.client().post(path, { pushToken: PUSH_TOKEN }, headers)).status).toBe(201);
});
afterAll(async () => {
  t.close();
  await apns.close();
});

async function passJson() {
  const res = await t.client().get(`/api/v1/wallet/apple/${serial}`);
  return JSON.parse(
    unpackPass(new Uint8Array(await res.response.arrayBuffer()))
      .read('pass.json')
      .toString(),
  );
}

const pushesToMe = () => apns.pushes.filter((p) => p.path === `/3/device/${PUSH_TOKEN}`).length;

/** Makes the change and waits for the refresh it causes: one push; the pass is then listed as changed. */
async function expectPushAfter(change: () => Promise<unknown>) {
  const { lastUpdated } = (await t.client().get(registrations)).body as unknown as { lastUpdated: string };
  await passRefreshesSettled(t.deps); // earlier writes' refreshes are done before the change that matters
  const before = pushesToMe();
  t.clock.advance(5_000);
  await change();
  await passRefreshesSettled(t.deps);
  expect(pushesToMe()).toBe(before + 1);
  const listed = await t.client().get(`${registrations}?passesUpdatedSince=${lastUpdated}`);
  expect(listed.status).toBe(200);
  expect((listed.body as unknown as { serialNumbers: string[] }).serialNumbers).toEqual([serial]);
}

test('a new name is pushed, and the pass shows it', async () => {
  await expectPushAfter(() =>
    t.db.update(users).set({ fullName: 'Ada King' }).where(eq(users.id, me.user.id)),
  );
  expect((await passJson()).generic.primaryFields[0].value).toBe('Ada King');
});

test('a new photo is pushed, and the pass carries it', async () => {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2050d0' } })
    .png()
    .toBuffer();
  const avatar = new File([new Uint8Array(png)], 'me.png', { type: 'image/png' });
  await expectPushAfter(async () => {
    expect((await me.c.patch('/api/v1/users/me', form({ avatar }))).status).toBe(200);
  });
  const res = await t.client().get(`/api/v1/wallet/apple/${serial}`);
  expect(
    unpackPass(new Uint8Array(await res.response.arrayBuffer())).read('thumbnail.png').length,
  ).toBeGreaterThan(0);
});

test('a renamed company is pushed, and the pass shows the new name', async () => {
  await expectPushAfter(async () => {
    const renamed = await me.c.patch(
      `/api/v1/companies/${companyId}`,
      form({ json: JSON.stringify({ name: 'Difference Engines AB' }) }),
    );
    expect(renamed.status, String(renamed.body.message)).toBe(200);
  });
  const json = await passJson();
  expect(json.organizationName).toBe('Difference Engines AB');
  expect(json.generic.auxiliaryFields[0].value).toBe('Difference Engines AB');
});

test('a write that leaves the pass as it was wakes nobody', async () => {
  const refreshes = await passRefreshesSettled(t.deps);
  const before = pushesToMe();
  await t.db.update(users).set({ fullName: 'Ada King' }).where(eq(users.id, me.user.id));
  // The write was seen and the pass read again; nothing in it changed, so nobody was pushed.
  expect(await passRefreshesSettled(t.deps)).toBeGreaterThan(refreshes);
  expect(pushesToMe()).toBe(before);
});
