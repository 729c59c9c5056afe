import { afterAll, beforeAll, expect, test } from 'bun:test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cards, companies, memberships } from '@db/schema';
import { defaultDesign } from '@shared/schemas/company-design';
import { eq } from 'drizzle-orm';
import { seedCompany, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import { makeAppleSigning, PASS_TYPE_ID, TEAM_ID, unpackPass, verifySignature } from './test-kit';

let t: TestApp;
let pki: ReturnType<typeof makeAppleSigning>;
let user: Awaited<ReturnType<typeof seedUser>>;

beforeAll(async () => {
  pki = makeAppleSigning();
  t = await createTestApp(pki.env);
  user = await seedUser(t, { fullName: 'Ada Lovelace' });
  const company = await seedCompany(t, {
    ownerId: user.id,
    name: 'Analytical Engines AB',
    color: '#1e40af',
    useColorInProfiles: true,
  });
  await t.db
    .update(memberships)
    .set({ jobTitle: 'Chief Programmer' })
    .where(eq(memberships.id, company.ownerMembership.id));
  const c = await signIn(t, user);
  await c.get('/api/v1/profiles');
});
afterAll(() => t.close());

async function download(serial: string) {
  const res = await t.client().get(`/api/v1/wallet/apple/${serial}`);
  return { res, bytes: new Uint8Array(await res.response.arrayBuffer()) };
}

test('the card as a signed pass: manifest hashes every file, openssl verifies the PKCS#7 signature', async () => {
  const { res, bytes } = await download(`p.${user.shortId}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
  const pass = unpackPass(bytes);
  const manifest = JSON.parse(pass.read('manifest.json').toString()) as Record<string, string>;
  const names = readdirSync(pass.files, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !['manifest.json', 'signature'].includes(e.name))
    .map((e) => join(e.parentPath, e.name).slice(pass.files.length + 1))
    .sort();
  expect(Object.keys(manifest).sort()).toEqual(names);
  for (const name of names) {
    expect(manifest[name]).toBe(createHash('sha1').update(pass.read(name)).digest('hex'));
  }
  expect(() => verifySignature(pass.files, join(pki.dir, 'ca.pem'))).not.toThrow();
  // The signature is by our pass certificate.
  const signers = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', 'signature', '-print_certs'], {
    cwd: pass.files,
  }).toString();
  expect(signers).toContain(`Pass Type ID: ${PASS_TYPE_ID}`);
});

test('a pass whose manifest was altered fails the verification', async () => {
  const { bytes } = await download(`p.${user.shortId}`);
  const pass = unpackPass(bytes);
  execFileSync('sh', ['-c', 'printf " " >> manifest.json'], { cwd: pass.files });
  expect(() => verifySignature(pass.files, join(pki.dir, 'ca.pem'))).toThrow();
});

test('pass.json: the profile’s name, title and company, the company colour, the card’s QR code', async () => {
  const { bytes } = await download(`p.${user.shortId}`);
  const pass = unpackPass(bytes);
  const json = JSON.parse(pass.read('pass.json').toString());
  expect(json.passTypeIdentifier).toBe(PASS_TYPE_ID);
  expect(json.teamIdentifier).toBe(TEAM_ID);
  expect(json.serialNumber).toBe(`p.${user.shortId}`);
  expect(json.webServiceURL).toBe('http://localhost/api/wallet/apple');
  expect(json.authenticationToken.length).toBeGreaterThanOrEqual(16);
  expect(json.backgroundColor).toBe('rgb(30, 64, 175)');
  expect(json.foregroundColor).toBe('rgb(255, 255, 255)');
  expect(json.organizationName).toBe('Analytical Engines AB');
  expect(json.generic.primaryFields[0].value).toBe('Ada Lovelace');
  expect(json.generic.secondaryFields[0].value).toBe('Chief Programmer');
  expect(json.generic.auxiliaryFields[0].value).toBe('Analytical Engines AB');
  expect(json.barcodes[0]).toMatchObject({
    format: 'PKBarcodeFormatQR',
    message: `http://localhost/p/${user.shortId}?s=q`,
  });
  // Labels in Swedish, English and Finnish.
  expect(pass.read('sv.lproj/pass.strings').toString()).toContain('"TITLE" = "Titel"');
  expect(pass.read('fi.lproj/pass.strings').toString()).toContain('"COMPANY" = "Yritys"');
});

test('a company with a published card design: the pass takes the design’s main colour and its text colour', async () => {
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
  const design = { ...defaultDesign('#0b6e4f'), onPrimary: '#fff8e1' };
  await t.db.update(companies).set({ design }).where(eq(companies.id, membership.companyId));
  try {
    const json = JSON.parse(
      unpackPass((await download(`p.${user.shortId}`)).bytes)
        .read('pass.json')
        .toString(),
    );
    expect(json.backgroundColor).toBe('rgb(11, 110, 79)');
    expect(json.foregroundColor).toBe('rgb(255, 248, 225)');
  } finally {
    await t.db.update(companies).set({ design: null }).where(eq(companies.id, membership.companyId));
  }
});

test('a metal card’s pass carries /c/{cardId}; a disabled card’s pass is no longer served', async () => {
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
  const { cards: made } = await orderWithCards(t, membership.companyId, user.id, [{ recipient: membership }]);
  const card = made[0];
  const { res, bytes } = await download(`c.${card.shortId}`);
  expect(res.status).toBe(200);
  const json = JSON.parse(unpackPass(bytes).read('pass.json').toString());
  expect(json.barcodes[0].message).toBe(`http://localhost/c/${card.shortId}?s=q`);
  expect(json.generic.primaryFields[0].value).toBe('Ada Lovelace');
  await t.db.update(cards).set({ status: 'disabled' }).where(eq(cards.id, card.id));
  expect((await download(`c.${card.shortId}`)).res.status).toBe(404);
});

test('a deleted profile’s pass is no longer served; a bad serial is a 422', async () => {
  const subscriber = await seedUser(t, { fullName: 'Grace Hopper', subscriber: true });
  const c = await signIn(t, subscriber);
  await c.get('/api/v1/profiles');
  const second = await c.post<{ shortId: string }>('/api/v1/profiles', { label: 'Board' });
  const serial = `p.${second.body.data.shortId}`;
  expect((await download(serial)).res.status).toBe(200);
  expect((await c.delete(`/api/v1/profiles/${second.body.data.shortId}`)).status).toBe(200);
  expect((await download(serial)).res.status).toBe(404);
  const bad = await download('x.nope');
  expect(bad.res.status).toBe(422);
});

test('without the certificates there is no Apple pass (404), whatever the card', async () => {
  const bare = await createTestApp();
  try {
    const someone = await seedUser(bare);
    expect((await bare.client().get(`/api/v1/wallet/apple/p.${someone.shortId}`)).status).toBe(404);
  } finally {
    bare.close();
  }
});
