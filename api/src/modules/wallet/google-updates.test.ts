// Google passes follow the card: a saved pass's object is PATCHed through the Wallet REST API (the stand-in, which
// checks the service account's assertion and its tokens) after the card's edits have stopped; a pass nobody saved
// answers 404, which is accepted; Google down, slowing us down or hung is tried again later, never inside the edit.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { googleWalletObjects } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { ApiData } from '../../../../packages/client/src/index';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { company, form, imageFile, type Person, person } from '../companies/test-kit';
import { MAX_WAIT_MS, QUIET_MS } from './google-queue';
import { startGoogleWalletStandIn } from './google-stand-in';
import { sendGoogleUpdates } from './google-updates';
import { GOOGLE_ISSUER, makeGoogleAccount } from './test-kit';
import { passRefreshesSettled } from './updates';

type Localized = { defaultValue: { value: string } };
type GenericObject = {
  header: Localized;
  cardTitle: Localized;
  textModulesData: { id: string; body: string }[];
  logo?: { sourceUri: { uri: string } };
};

const TIMEOUT_MS = 1000;
let t: TestApp;
let account: ReturnType<typeof makeGoogleAccount>;
let google: Awaited<ReturnType<typeof startGoogleWalletStandIn>>;

beforeAll(async () => {
  account = makeGoogleAccount();
  google = await startGoogleWalletStandIn(account);
  t = await createTestApp({
    ...account.env,
    ...google.env,
    GOOGLE_WALLET_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  google.followClock(t.clock);
});
afterAll(() => {
  t.close();
  google.stop();
});

/** Someone with a card (their default profile). */
async function cardHolder(fullName: string) {
  const p = await person(t, { fullName });
  await p.c.get('/api/v1/profiles');
  return p;
}

const serialOf = (p: Person) => `p.${p.user.shortId}`;
const objectOf = (p: Person) =>
  google.objects.get(`${GOOGLE_ISSUER}.${serialOf(p)}`) as unknown as GenericObject;
const patchesOf = (p: Person) =>
  google
    .objectCalls('PATCH')
    .filter((r) => r.path.endsWith(`/genericObject/${GOOGLE_ISSUER}.${serialOf(p)}`));
const rowOf = async (p: Person) =>
  (
    await t.db
      .select()
      .from(googleWalletObjects)
      .where(eq(googleWalletObjects.serial, serialOf(p)))
  )[0];

/** The save link from our API; `saved`: a person then saves it, and Google creates the object. */
async function handOut(p: Person, saved = true) {
  const res = await t.client().get(`/api/v1/wallet/google/${serialOf(p)}`);
  expect(res.status).toBe(303);
  if (saved) await google.save(res.headers.get('location')!);
}

/** An edit as the dashboard makes it, and the watch's look at it. */
async function rename(p: Person, fullName: string) {
  const res = await p.c.patch('/api/v1/users/me', form({ fullName }));
  expect(res.status).toBe(200);
  await passRefreshesSettled(t.deps);
}

/** The job's run once the card has been still long enough. */
async function afterQuiet() {
  t.clock.advance(QUIET_MS);
  return sendGoogleUpdates(t.deps);
}

test('an edit of the card updates its saved Google pass: the new name, the picture, the company', async () => {
  const ada = await cardHolder('Ada Lovelace');
  await handOut(ada);
  expect(objectOf(ada).header.defaultValue.value).toBe('Ada Lovelace');
  expect(objectOf(ada).logo).toBeUndefined();

  await rename(ada, 'Ada King');
  // Not before the card has been still for a while.
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ updated: 0 });
  expect(await afterQuiet()).toMatchObject({ updated: 1, waiting: 0, failed: 0 });
  expect(objectOf(ada).header.defaultValue.value).toBe('Ada King');
  const [patch] = patchesOf(ada);
  expect(patch.authorization).toMatch(/^Bearer ya29\.stand-in-/);
  expect(await rowOf(ada)).toMatchObject({ state: 'current', lastStatus: 200, attempts: 0 });

  // A picture appears on the pass; removed, it is cleared (a null in the PATCH), not left as it was.
  expect((await ada.c.patch('/api/v1/users/me', form({ avatar: await imageFile('png') }))).status).toBe(200);
  await passRefreshesSettled(t.deps);
  await afterQuiet();
  expect(objectOf(ada).logo?.sourceUri.uri).toStartWith(
    `http://localhost/uploads/users/${ada.user.shortId}/`,
  );
  expect((await ada.c.delete('/api/v1/users/me/avatar')).status).toBe(200);
  await passRefreshesSettled(t.deps);
  await afterQuiet();
  expect(objectOf(ada).logo).toBeUndefined();

  // A company of hers is on the pass as its title and text.
  await company(ada.c, { name: 'Engines AB' });
  await passRefreshesSettled(t.deps);
  await afterQuiet();
  expect(objectOf(ada).cardTitle.defaultValue.value).toBe('Engines AB');
  expect(objectOf(ada).textModulesData).toContainEqual(
    expect.objectContaining({ id: 'company', body: 'Engines AB' }),
  );
  expect(patchesOf(ada)).toHaveLength(4);
});

test('ten edits in a row make one update, with the last of them', async () => {
  const ada = await cardHolder('Ada 0');
  await handOut(ada);
  for (let i = 1; i <= 10; i++) {
    t.clock.advance(QUIET_MS - 1000);
    await rename(ada, `Ada ${i}`);
    // The job runs meanwhile: the card is not still yet.
    await sendGoogleUpdates(t.deps);
  }
  expect(patchesOf(ada)).toHaveLength(0);
  await afterQuiet();
  expect(patchesOf(ada)).toHaveLength(1);
  expect(objectOf(ada).header.defaultValue.value).toBe('Ada 10');
  // Nothing more to send afterwards.
  await afterQuiet();
  expect(patchesOf(ada)).toHaveLength(1);
});

test('a card edited without pause is still updated, a minute after its first edit', async () => {
  const ada = await cardHolder('Busy 0');
  await handOut(ada);
  const first = t.clock.now();
  for (let i = 1; t.clock.now() - first < MAX_WAIT_MS + QUIET_MS; i++) {
    await rename(ada, `Busy ${i}`);
    t.clock.advance(QUIET_MS / 2);
    await sendGoogleUpdates(t.deps);
    if (patchesOf(ada).length) break;
  }
  expect(patchesOf(ada)).toHaveLength(1);
  expect(t.clock.now() - first).toBeGreaterThanOrEqual(MAX_WAIT_MS);
  expect(t.clock.now() - first).toBeLessThanOrEqual(MAX_WAIT_MS + QUIET_MS);
});

test('a pass nobody saved: its 404 is accepted and not tried again; a card without a save link makes no call', async () => {
  const linked = await cardHolder('Linked Only');
  await handOut(linked, false);
  const never = await cardHolder('Never Offered');
  const before = google.objectCalls().length;

  await rename(linked, 'Linked Again');
  await rename(never, 'Never Again');
  expect(await afterQuiet()).toMatchObject({ missing: 1, updated: 0, failed: 0, waiting: 0 });
  expect(google.objectCalls().length).toBe(before + 1);
  expect(patchesOf(linked)).toHaveLength(1);
  expect(await rowOf(linked)).toMatchObject({
    state: 'current',
    lastStatus: 404,
    attempts: 0,
    lastError: null,
  });
  expect(await rowOf(never)).toBeUndefined();
  t.clock.advance(3_600_000);
  await sendGoogleUpdates(t.deps);
  expect(google.objectCalls().length).toBe(before + 1);
  expect(t.log.lines.filter((l) => l.includes('google wallet') && !l.startsWith('INFO'))).toEqual([]);

  // Saved later (from a link with the card as it is now), the next edit reaches it.
  await handOut(linked);
  await rename(linked, 'Linked Saved');
  expect(await afterQuiet()).toMatchObject({ updated: 1 });
  expect(objectOf(linked).header.defaultValue.value).toBe('Linked Saved');
});

test('Google answers 503 with Retry-After, then takes it: tried again after the pause it asked for', async () => {
  const ada = await cardHolder('Retry Ada');
  await handOut(ada);
  await rename(ada, 'Retry King');
  Object.assign(google.switches, { fail: 1, failStatus: 503, retryAfter: 120 });
  expect(await afterQuiet()).toMatchObject({ waiting: 1, updated: 0 });
  expect(await rowOf(ada)).toMatchObject({ state: 'queued', attempts: 1, lastStatus: 503 });
  expect((await rowOf(ada)).lastError).toContain('503');
  expect(t.log.lines.some((l) => l.startsWith('WARN google wallet: Google unavailable'))).toBe(true);
  t.clock.advance(119_000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ updated: 0 });
  expect(patchesOf(ada)).toHaveLength(1);
  t.clock.advance(1000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ updated: 1 });
  expect(patchesOf(ada)).toHaveLength(2);
  expect(objectOf(ada).header.defaultValue.value).toBe('Retry King');
  expect(await rowOf(ada)).toMatchObject({ state: 'current', attempts: 0, lastError: null });
  Object.assign(google.switches, { retryAfter: null });
});

test('429: waits as long as Google asks, no attempt spent; the other updates due wait with it', async () => {
  const people = [];
  for (let i = 1; i <= 6; i++) {
    const p = await cardHolder(`Slow ${i}`);
    await handOut(p);
    await rename(p, `Slow ${i} again`);
    people.push(p);
  }
  const calls = google.objectCalls().length;
  Object.assign(google.switches, { fail: 100, failStatus: 429, retryAfter: 45 });
  // Four at once (the workers) meet the 429; the two left are not sent.
  expect(await afterQuiet()).toMatchObject({ waiting: 6, updated: 0, failed: 0 });
  expect(google.objectCalls().length).toBe(calls + 4);
  for (const p of people) {
    expect(await rowOf(p)).toMatchObject({ state: 'queued', attempts: 0, dueAt: t.clock.now() + 45_000 });
  }
  Object.assign(google.switches, { fail: 0, retryAfter: null });
  t.clock.advance(44_000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ updated: 0 });
  t.clock.advance(1000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ updated: 6 });
  expect(objectOf(people[5]).header.defaultValue.value).toBe('Slow 6 again');
});

test('another 4xx is not tried again, is logged clearly, and the card’s next change is sent', async () => {
  const ada = await cardHolder('Refused Ada');
  await handOut(ada);
  await rename(ada, 'Refused Ada 2');
  Object.assign(google.switches, { fail: 1, failStatus: 400 });
  expect(await afterQuiet()).toMatchObject({ failed: 1 });
  expect(await rowOf(ada)).toMatchObject({ state: 'failed', lastStatus: 400 });
  expect(
    t.log.lines.some(
      (l) => l.startsWith('ERROR google wallet: update refused') && l.includes('answered 400'),
    ),
  ).toBe(true);
  t.clock.advance(3_600_000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ updated: 0, failed: 0 });
  await rename(ada, 'Refused Ada 3');
  expect(await afterQuiet()).toMatchObject({ updated: 1 });
  expect(objectOf(ada).header.defaultValue.value).toBe('Refused Ada 3');
});

test('a hung Google holds no edit; the update fails at its deadline and goes out later', async () => {
  const ada = await cardHolder('Hung Ada');
  await handOut(ada);
  await rename(ada, 'Hung Ada 2');
  t.clock.advance(QUIET_MS);
  google.switches.hang = true;
  // The job's run meets a Google that never answers…
  const started = performance.now();
  let runEnded = false;
  const run = sendGoogleUpdates(t.deps).finally(() => {
    runEnded = true;
  });
  await Bun.sleep(50);
  // …while the card is edited: the edit answers, and its change is queued, while Google still hangs.
  await rename(ada, 'Hung Ada 3');
  expect(runEnded).toBe(false);
  expect(await run).toMatchObject({ waiting: 1, updated: 0 });
  expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
  expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  const row = await rowOf(ada);
  expect(row).toMatchObject({ state: 'queued', attempts: 1, lastStatus: null });
  expect(row.lastError).toContain(`no answer within ${TIMEOUT_MS} ms`);

  // Google answers again; the token endpoint hangs too after our token was revoked: still a deadline.
  google.release();
  google.revokeTokens();
  google.switches.hangTokens = true;
  t.clock.advance(30_000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ waiting: 1 });
  expect((await rowOf(ada)).lastError).toContain('token endpoint: no answer');
  google.release();
  t.clock.advance(60_000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ updated: 1 });
  expect(objectOf(ada).header.defaultValue.value).toBe('Hung Ada 3');
});

test('the access token is kept until five minutes before it ends, then a new one is asked for', async () => {
  const ada = await cardHolder('Token Ada');
  await handOut(ada);
  google.revokeTokens(); // the next call starts from a 401: a new token, then the same until near its end
  const tokens = google.tokenRequests().length;
  await rename(ada, 'Token Ada 2');
  await afterQuiet();
  expect(google.tokenRequests().length).toBe(tokens + 1);
  const [assertion] = google.tokenRequests().slice(-1);
  expect(assertion.body).toMatchObject({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer' });
  t.clock.advance(50 * 60_000);
  await rename(ada, 'Token Ada 3');
  await afterQuiet();
  expect(google.tokenRequests().length).toBe(tokens + 1);
  t.clock.advance(5 * 60_000);
  await rename(ada, 'Token Ada 4');
  await afterQuiet();
  expect(google.tokenRequests().length).toBe(tokens + 2);
  expect(objectOf(ada).header.defaultValue.value).toBe('Token Ada 4');
});

test('the stand-in checks the token: a forged one is refused, and another key’s assertion gets none', async () => {
  const ada = await cardHolder('Checked Ada');
  await handOut(ada);
  const id = `${GOOGLE_ISSUER}.${serialOf(ada)}`;
  const forged = await fetch(`${google.env.GOOGLE_WALLET_API_URL}/genericObject/${id}`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer ya29.forged', 'content-type': 'application/json' },
    body: JSON.stringify({ header: { defaultValue: { language: 'en', value: 'Mallory' } } }),
  });
  expect(forged.status).toBe(401);
  expect(objectOf(ada).header.defaultValue.value).toBe('Checked Ada');

  // A server configured with another service account (not the issuer's key): the token endpoint refuses it, the
  // update is not sent, and the log says what to mend.
  const stranger = makeGoogleAccount();
  const other = await createTestApp({ ...stranger.env, ...google.env });
  try {
    google.followClock(other.clock);
    const p = await person(other, { fullName: 'Stranger' });
    await p.c.get('/api/v1/profiles');
    const link = await other.client().get(`/api/v1/wallet/google/p.${p.user.shortId}`);
    await expect(google.save(link.headers.get('location')!)).rejects.toThrow();
    expect((await p.c.patch('/api/v1/users/me', form({ fullName: 'Stranger 2' }))).status).toBe(200);
    await passRefreshesSettled(other.deps);
    const calls = google.objectCalls().length;
    other.clock.advance(QUIET_MS);
    expect(await sendGoogleUpdates(other.deps)).toMatchObject({ waiting: 1, updated: 0 });
    expect(google.objectCalls().length).toBe(calls);
    const [refused] = google.tokenRequests().slice(-1);
    expect(refused.path).toBe('/token');
    const [row] = await other.db.select().from(googleWalletObjects);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastStatus: 400 });
    expect(row.lastError).toContain('invalid_grant');
    expect(
      other.log.lines.some((l) => l.startsWith('ERROR google wallet: the service account was refused')),
    ).toBe(true);
  } finally {
    google.followClock(t.clock);
    other.close();
  }
});

test('the administrator’s desk shows how the Google updates fare', async () => {
  const admin = await signIn(t, await seedUser(t, { role: 'administrator' }));
  const res = await admin.get<ApiData<'/api/v1/admin/wallet', 'get'>>('/api/v1/admin/wallet');
  expect(res.status).toBe(200);
  const { google: status } = res.body.data;
  expect(status.apiUrl).toBe(google.env.GOOGLE_WALLET_API_URL);
  const rows = await t.db.select().from(googleWalletObjects);
  expect(status.updates).toMatchObject({
    passes: rows.length,
    saved: rows.filter((r) => r.updatedAt !== null).length,
    waiting: 0,
    failed: 0,
  });
  expect(status.updates?.saved).toBeGreaterThan(5);
  expect(status.updates?.lastUpdatedAt).toBe(Math.max(...rows.map((r) => r.updatedAt ?? 0)));
  expect(status.updates?.lastError?.message).toBeUndefined();
});
