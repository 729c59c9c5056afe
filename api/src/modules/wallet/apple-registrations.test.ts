// The pass and its token are public, so device registrations are bounded (issue 28: 300 from one address were all
// taken and one edit pushed 285 devices): new ones per address and per device an hour (429 with Retry-After), the
// devices of one pass, and the devices unseen for a year; a device APNs refuses is dropped after the push.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { walletRegistrations } from '@db/schema';
import { HOUR_MS } from '@shared/constants';
import { count, eq } from 'drizzle-orm';
import { seedCompany, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { JOBS } from '../../jobs';
import { orderWithCards } from '../cards/test-kit';
import { form } from '../companies/test-kit';
import { startApnsStandIn } from './apns-stand-in';
import { passToken } from './pass-content';
import { PASS_DEVICE_CAP, UNSEEN_DROP_MS } from './registrations';
import { makeAppleSigning, PASS_TYPE_ID } from './test-kit';
import { passRefreshesSettled } from './updates';

const base = '/api/wallet/apple/v1';
const GONE = 'dead0001';
const BAD = 'bad00001';

let t: TestApp;
let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
let owner: Awaited<ReturnType<typeof seedUser>>;
let serial: string;

beforeAll(async () => {
  const pki = makeAppleSigning();
  apns = await startApnsStandIn(pki.dir, new Set([GONE]), new Set([BAD]));
  t = await createTestApp({ ...pki.env, ...apns.env });
  owner = await seedUser(t, { fullName: 'Ada Lovelace' });
  await (await signIn(t, owner)).get('/api/v1/profiles');
  serial = `p.${owner.shortId}`;
});
afterAll(async () => {
  t.close();
  await apns.close();
});

/** A device registering for a pass from an address, as Wallet does. */
const register = (ip: string, deviceId: string, pushToken: string, pass = serial) =>
  t
    .client({ ip })
    .post(
      `${base}/devices/${deviceId}/registrations/${PASS_TYPE_ID}/${pass}`,
      { pushToken },
      { authorization: `ApplePass ${passToken(t.deps, pass)}` },
    );

const devicesOf = async (pass = serial) =>
  (await t.db.select({ n: count() }).from(walletRegistrations).where(eq(walletRegistrations.serial, pass)))[0]
    .n;

/** Forgets every device, so each test counts its own. */
const forget = () => t.db.delete(walletRegistrations);

let edits = 0;
/** A new name on the card, saved as the dashboard does; answers the pushes it made once its refresh drained. */
async function editName() {
  const fullName = `Ada Lovelace ${++edits}`;
  await passRefreshesSettled(t.deps);
  const before = apns.pushes.length;
  t.clock.advance(5_000);
  const saved = await (await signIn(t, owner)).patch('/api/v1/users/me', form({ fullName }));
  expect(saved.status).toBe(200);
  await passRefreshesSettled(t.deps);
  return apns.pushes.slice(before);
}

test('300 registrations from one address: 10 taken (201), the rest 429 with Retry-After; an edit pushes 10', async () => {
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof register>> | undefined;
  for (let i = 0; i < 300; i++) {
    const res = await register('198.51.100.7', `flood-${i}`, `f100d${i}`);
    statuses.push(res.status);
    refused ??= res.status === 429 ? res : undefined;
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(statuses.slice(10)).toEqual(Array(290).fill(429));
  expect(refused?.body.statusCode).toBe(429);
  const wait = Number(refused?.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(3600);
  expect(await devicesOf()).toBe(10);

  // A device already registered registers again (a new push token): not counted, 200 as Apple says.
  expect((await register('198.51.100.7', 'flood-3', 'f100d3again')).status).toBe(200);

  const pushes = await editName();
  expect(pushes).toHaveLength(10);
  expect(pushes.map((p) => p.path)).toContain('/3/device/f100d3again');
});

test('an hour later the same address registers new devices again', async () => {
  expect((await register('198.51.100.7', 'later-1', 'a1a1')).status).toBe(429);
  t.clock.advance(HOUR_MS);
  expect((await register('198.51.100.7', 'later-1', 'a1a1')).status).toBe(201);
});

test('hundreds of visitors, each from their own address, are all registered and all pushed', async () => {
  await forget();
  const statuses = new Set<number>();
  for (let i = 0; i < 200; i++)
    statuses.add((await register(`10.77.0.${i}`, `visitor-${i}`, `beef${i}`)).status);
  expect([...statuses]).toEqual([201]);
  expect(await devicesOf()).toBe(200);
  expect(await editName()).toHaveLength(200);
});

test('one device registers at most 20 new passes an hour, from whichever address', async () => {
  const company = await seedCompany(t, { ownerId: owner.id, name: 'Engines AB' });
  const { cards } = await orderWithCards(
    t,
    company.id,
    owner.id,
    Array.from({ length: 21 }, () => ({ recipient: company.ownerMembership })),
  );
  const statuses: number[] = [];
  for (const [i, card] of cards.entries())
    statuses.push((await register(`10.88.0.${i}`, 'one-phone', 'cafe01', `c.${card.shortId}`)).status);
  expect(statuses).toEqual([...Array(20).fill(201), 429]);
});

test(`a pass keeps its ${PASS_DEVICE_CAP} devices seen most recently`, async () => {
  await forget();
  const now = t.clock.now();
  const rows = Array.from({ length: PASS_DEVICE_CAP }, (_, i) => ({
    deviceId: `held-${i}`,
    serial,
    pushToken: `abc${i}`,
    createdAt: now - 1_000_000,
    // held-0 was seen longest ago.
    seenAt: now - 1_000_000 + i,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.db.insert(walletRegistrations).values(rows.slice(i, i + 500));
  expect((await register('10.99.0.1', 'newcomer', 'fee1')).status).toBe(201);
  expect(await devicesOf()).toBe(PASS_DEVICE_CAP);
  const kept = await t.db
    .select({ deviceId: walletRegistrations.deviceId })
    .from(walletRegistrations)
    .where(eq(walletRegistrations.serial, serial));
  const ids = new Set(kept.map((r) => r.deviceId));
  expect(ids.has('held-0')).toBe(false);
  expect(ids.has('held-1')).toBe(true);
  expect(ids.has('newcomer')).toBe(true);
});

test('the daily job drops the devices that have not called for a year; asking what changed counts', async () => {
  await forget();
  expect((await register('10.99.1.1', 'asks', 'aa01')).status).toBe(201);
  expect((await register('10.99.1.2', 'silent', 'aa02')).status).toBe(201);
  t.clock.advance(UNSEEN_DROP_MS / 2);
  expect((await t.client().get(`${base}/devices/asks/registrations/${PASS_TYPE_ID}`)).status).toBe(200);
  t.clock.advance(UNSEEN_DROP_MS / 2 + HOUR_MS);
  const job = JOBS.find((j) => j.name === 'drop-unseen-wallet-devices')!;
  expect(await job.run(t.deps)).toEqual({ dropped: 1 });
  const left = await t.db
    .select({ deviceId: walletRegistrations.deviceId })
    .from(walletRegistrations)
    .where(eq(walletRegistrations.serial, serial));
  expect(left.map((r) => r.deviceId)).toEqual(['asks']);
});

test('a device APNs answers 410 Unregistered or 400 BadDeviceToken is dropped once the push is answered', async () => {
  await forget();
  for (const [i, token] of [GONE, BAD, 'cafe7'].entries())
    expect((await register(`10.99.2.${i}`, `apns-${token}`, token)).status).toBe(201);
  const pushes = await editName();
  expect(pushes.map((p) => p.path).sort()).toEqual([
    `/3/device/${BAD}`,
    '/3/device/cafe7',
    `/3/device/${GONE}`,
  ]);
  const left = await t.db
    .select({ pushToken: walletRegistrations.pushToken })
    .from(walletRegistrations)
    .where(eq(walletRegistrations.serial, serial));
  expect(left.map((r) => r.pushToken)).toEqual(['cafe7']);
});
