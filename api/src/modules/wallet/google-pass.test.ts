import { afterAll, beforeAll, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { seedCompany, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { GOOGLE_ISSUER, makeGoogleAccount } from './test-kit';

type Localized = { defaultValue: { value: string }; translatedValues: { language: string; value: string }[] };
type GenericObject = {
  id: string;
  classId: string;
  header: Localized;
  cardTitle: Localized;
  subheader: Localized;
  hexBackgroundColor: string;
  textModulesData: { id: string; header: string; body: string; localizedHeader?: Localized }[];
  barcode: unknown;
  linksModuleData: { uris: { uri: string; description: string; localizedDescription?: Localized }[] };
};

let t: TestApp;
let google: ReturnType<typeof makeGoogleAccount>;
let user: Awaited<ReturnType<typeof seedUser>>;

beforeAll(async () => {
  google = makeGoogleAccount();
  t = await createTestApp(google.env);
  user = await seedUser(t, { fullName: 'Ada Lovelace' });
  const company = await seedCompany(t, {
    ownerId: user.id,
    name: 'Engines AB',
    color: '#ffcc00',
    useColorInProfiles: true,
  });
  await t.db
    .update(memberships)
    .set({ jobTitle: 'Countess' })
    .where(eq(memberships.id, company.ownerMembership.id));
  await (await signIn(t, user)).get('/api/v1/profiles');
});
afterAll(() => t.close());

test('the save link’s JWT is signed by the service account and carries the card as a generic pass', async () => {
  const res = await t.client().get(`/api/v1/wallet/google/p.${user.shortId}`);
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
  const jwt = location.slice('https://pay.google.com/gp/v/save/'.length);
  const { payload, protectedHeader } = await jwtVerify(jwt, google.publicKey, {
    issuer: google.clientEmail,
    audience: 'google',
  });
  expect(protectedHeader.alg).toBe('RS256');
  expect(payload.typ).toBe('savetowallet');
  expect(payload.origins).toEqual(['http://localhost']);
  const { genericObjects, genericClasses } = payload.payload as {
    genericObjects: GenericObject[];
    genericClasses: { id: string }[];
  };
  const object = genericObjects[0];
  expect(object.id).toBe(`${GOOGLE_ISSUER}.p.${user.shortId}`);
  expect(object.classId).toBe(genericClasses[0].id);
  expect(object.header.defaultValue.value).toBe('Ada Lovelace');
  expect(object.cardTitle.defaultValue.value).toBe('Engines AB');
  expect(object.hexBackgroundColor).toBe('#ffcc00');
  expect(object.textModulesData.map(({ id, header, body }) => ({ id, header, body }))).toEqual([
    { id: 'title', header: 'Title', body: 'Countess' },
    { id: 'company', header: 'Company', body: 'Engines AB' },
  ]);
  // The labels in Swedish and Finnish too, as on the Apple pass.
  expect(object.textModulesData[0].localizedHeader?.translatedValues).toEqual([
    { language: 'sv', value: 'Titel' },
    { language: 'fi', value: 'Titteli' },
  ]);
  expect(object.textModulesData[1].localizedHeader?.translatedValues).toEqual([
    { language: 'sv', value: 'Företag' },
    { language: 'fi', value: 'Yritys' },
  ]);
  expect(object.linksModuleData.uris[0].localizedDescription?.translatedValues).toContainEqual({
    language: 'sv',
    value: 'Kort',
  });
  expect(object.barcode).toMatchObject({ type: 'QR_CODE', value: `http://localhost/p/${user.shortId}?s=q` });
  expect(object.subheader.translatedValues).toContainEqual({
    language: 'sv',
    value: 'Visitkort för Ada Lovelace',
  });
});

test('a link signed by another key does not verify', async () => {
  const res = await t.client().get(`/api/v1/wallet/google/p.${user.shortId}`);
  const jwt = res.headers.get('location')!.split('/').pop()!;
  const stranger = makeGoogleAccount();
  await expect(jwtVerify(jwt, stranger.publicKey)).rejects.toThrow();
});

test('no save link without a service account, nor for a card that shows nobody', async () => {
  expect((await t.client().get('/api/v1/wallet/google/p.nobody123')).status).toBe(404);
  const bare = await createTestApp();
  try {
    const someone = await seedUser(bare);
    expect((await bare.client().get(`/api/v1/wallet/google/p.${someone.shortId}`)).status).toBe(404);
  } finally {
    bare.close();
  }
});
