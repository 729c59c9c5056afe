import { afterAll, beforeAll, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import { startApnsStandIn } from './apns-stand-in';
import { makeAppleSigning, PASS_TYPE_ID, unpackPass } from './test-kit';
import { passRefreshesSettled } from './updates';

let t: TestApp;
let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
let user: Awaited<ReturnType<typeof seedUser>>;
let owner: Awaited<ReturnType<typeof signIn>>;
let serial: string;
let token: string;
const DEVICE = 'device-0001';
const PUSH_TOKEN = 'a1b2c3d4e5f6';
const GONE_TOKEN = 'dead0000beef';
const base = '/api/wallet/apple/v1';

beforeAll(async () => {
  const pki = makeAppleSigning();
  apns = await startApnsStandIn(pki.dir, new Set([GONE_TOKEN]));
  t = await createTestApp({ ...pki.env, ...apns.env });
  user = await seedUser(t, { fullName: 'Ada Lovelace' });
  await seedCompany(t, { ownerId: user.id, name: 'Engines AB' });
  owner = await signIn(t, user);
  await owner.get('/api/v1/profiles');
  serial = `p.${user.shortId}`;
  const res = await t.client().get(`/api/v1/wallet/apple/${serial}`);
  const json = JSON.parse(
    unpackPass(new Uint8Array(await res.response.arrayBuffer()))
      .read('pass.json')
      .toString(),
  );
  token = json.authenticationToken;
});
afterAll(async () => {
  t.close();
  await apns.close();
});

const device = () => t.client();
const auth = (value = token) => ({ authorization: `ApplePass ${value}` });
const registration = `${base}/devices/${DEVICE}/registrations/${PASS_TYPE_ID}`;

test('register needs the pass’s token: 401 without, 201 new, 200 again', async () => {
  const path = `${registration}/${serial}`;
  expect((await device().post(path, { pushToken: PUSH_TOKEN })).status).toBe(401);
  expect((await device().post(path, { pushToken: PUSH_TOKEN }, auth('x'.repeat(43)))).status).toBe(401);
  expect((await device().post(path, { pushToken: PUSH_TOKEN }, auth())).status).toBe(201);
  expect((await device().post(path, { pushToken: PUSH_TOKEN }, auth())).status).toBe(200);
  const bad = await device().post(path, { pushToken: '' }, auth());
  expect(bad.status).toBe(422);
  expect(bad.body.errors[0]?.field).toBe('pushToken');
});

test('a pass type that is not ours is unknown', async () => {
  const path = `${base}/devices/${DEVICE}/registrations/pass.other/${serial}`;
  expect((await device().post(path, { pushToken: PUSH_TOKEN }, auth())).status).toBe(404);
});

test('a change of title is listed, pushed to the device through APNs, and served as the new pass', async () => {
  const listed = await device().get(registration);
  expect(listed.status).toBe(200);
  const first = listed.body as unknown as { serialNumbers: string[]; lastUpdated: string };
  expect(first.serialNumbers).toEqual([serial]);
  expect((await device().get(`${registration}?passesUpdatedSince=${first.lastUpdated}`)).status).toBe(204);

  const passPath = `${base}/passes/${PASS_TYPE_ID}/${serial}`;
  const current = await device().get(passPath, auth());
  expect(current.status).toBe(200);
  const lastModified = current.headers.get('last-modified')!;
  expect((await device().get(passPath, { ...auth(), 'if-modified-since': lastModified })).status).toBe(304);
  expect((await device().get(passPath)).status).toBe(401);

  t.clock.advance(5_000);
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
  await t.db.update(memberships).set({ jobTitle: 'Countess' }).where(eq(memberships.id, membership.id));

  await passRefreshesSettled(t.deps);
  expect(apns.pushes).toHaveLength(1);
  expect(apns.pushes[0]).toEqual({
    path: `/3/device/${PUSH_TOKEN}`,
    topic: PASS_TYPE_ID,
    pushType: 'background',
    body: '{}',
    // Authenticated as APNs wants it: the pass type certificate as the TLS client certificate.
    clientCert: `Pass Type ID: ${PASS_TYPE_ID}`,
  });

  const changed = await device().get(`${registration}?passesUpdatedSince=${first.lastUpdated}`);
  expect(changed.status).toBe(200);
  expect((changed.body as unknown as { serialNumbers: string[] }).serialNumbers).toEqual([serial]);
  const fresh = await device().get(passPath, { ...auth(), 'if-modified-since': lastModified });
  expect(fresh.status).toBe(200);
  const json = JSON.parse(
    unpackPass(new Uint8Array(await fresh.response.arrayBuffer()))
      .read('pass.json')
      .toString(),
  );
  expect(json.generic.secondaryFields[0].value).toBe('Countess');
});

test('unregister: the device is no longer pushed to nor listed', async () => {
  const path = `${registration}/${serial}`;
  expect((await device().delete(path, undefined, auth())).status).toBe(200);
  expect((await device().get(registration)).status).toBe(204);
  const before = apns.pushes.length;
  const refreshes = await passRefreshesSettled(t.deps);
  await t.db.update(memberships).set({ jobTitle: 'Analyst' }).where(eq(memberships.userId, user.id));
  // The change was seen (a refresh ran), and pushed to nobody.
  expect(await passRefreshesSettled(t.deps)).toBeGreaterThan(refreshes);
  expect(apns.pushes.length).toBe(before);
});

test('device logs are taken', async () => {
  expect((await device().post(`${base}/log`, { logs: ['[pass] something went wrong'] })).status).toBe(200);
});

test('a device APNs says is gone (410) is dropped; the others keep their registration', async () => {
  const gone = `${base}/devices/device-gone/registrations/${PASS_TYPE_ID}`;
  const kept = `${base}/devices/device-kept/registrations/${PASS_TYPE_ID}`;
  expect((await device().post(`${gone}/${serial}`, { pushToken: GONE_TOKEN }, auth())).status).toBe(201);
  expect((await device().post(`${kept}/${serial}`, { pushToken: 'cafe1234' }, auth())).status).toBe(201);
  const before = apns.pushes.length;
  t.clock.advance(5_000);
  await t.db.update(memberships).set({ jobTitle: 'Mathematician' }).where(eq(memberships.userId, user.id));
  await passRefreshesSettled(t.deps);
  expect(
    apns.pushes
      .slice(before)
      .map((p) => p.path)
      .sort(),
  ).toEqual(['/3/device/cafe1234', `/3/device/${GONE_TOKEN}`]);
  expect((await device().get(gone)).status).toBe(204);
  expect((await device().get(kept)).status).toBe(200);
});

test('the web service is in the API document, each operation with its answers', async () => {
  const doc = (await (await t.client().get('/api/docs/json')).response.json()) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/wallet/apple/v1/'));
  expect(paths.sort()).toEqual([
    '/api/wallet/apple/v1/devices/{deviceId}/registrations/{passTypeId}',
    '/api/wallet/apple/v1/devices/{deviceId}/registrations/{passTypeId}/{serial}',
    '/api/wallet/apple/v1/log',
    '/api/wallet/apple/v1/passes/{passTypeId}/{serial}',
  ]);
  for (const path of paths)
    for (const operation of Object.values(doc.paths[path])) expect(operation.responses.default).toBeDefined();
  // A device asking with If-Modified-Since gets 304 for an unchanged pass: documented too.
  expect(doc.paths['/api/wallet/apple/v1/passes/{passTypeId}/{serial}'].get.responses['304']).toBeDefined();
});

test('a metal card given to another holder: its pass is pushed and now shows the new holder', async () => {
  const [mine] = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
  const mate = await seedUser(t, { fullName: 'Grace Hopper' });
  await (await signIn(t, mate)).get('/api/v1/profiles');
  const mateMembership = await seedMember(t, { companyId: mine.companyId, userId: mate.id });
  const { cards } = await orderWithCards(t, mine.companyId, user.id, [{ recipient: mine }]);
  const cardSerial = `c.${cards[0].shortId}`;
  const first = await t.client().get(`/api/v1/wallet/apple/${cardSerial}`);
  const pass = JSON.parse(
    unpackPass(new Uint8Array(await first.response.arrayBuffer()))
      .read('pass.json')
      .toString(),
  );
  const path = `${base}/devices/device-card/registrations/${PASS_TYPE_ID}`;
  const headers = { authorization: `ApplePass ${pass.authenticationToken}` };
  expect((await device().post(`${path}/${cardSerial}`, { pushToken: 'beef5678' }, headers)).status).toBe(201);
  const { lastUpdated } = (await device().get(path)).body as unknown as { lastUpdated: string };
  await passRefreshesSettled(t.deps); // the order's writes are refreshed before the change that matters
  const pushedToCard = () => apns.pushes.filter((p) => p.path === '/3/device/beef5678').length;
  const before = pushedToCard();

  t.clock.advance(5_000);
  const moved = await owner.patch(`/api/v1/cards/${cards[0].shortId}`, { holder: mateMembership.shortId });
  expect(moved.status).toBe(200);
  await passRefreshesSettled(t.deps);
  expect(pushedToCard()).toBe(before + 1);
  const changed = await device().get(`${path}?passesUpdatedSince=${lastUpdated}`);
  expect((changed.body as unknown as { serialNumbers: string[] }).serialNumbers).toEqual([cardSerial]);
  const fresh = await device().get(`${base}/passes/${PASS_TYPE_ID}/${cardSerial}`, headers);
  const json = JSON.parse(
    unpackPass(new Uint8Array(await fresh.response.arrayBuffer()))
      .read('pass.json')
      .toString(),
  );
  expect(json.generic.primaryFields[0].value).toBe('Grace Hopper');
  expect(json.barcodes[0].message).toBe(`http://localhost/c/${cards[0].shortId}?s=q`);
});
