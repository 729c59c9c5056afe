// The card page's Wallet badges: shown for the configured services only, never a disabled one; they lead to
// the pass of the card's address. Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { makeAppleSigning, makeGoogleAccount } from './test-kit';

let both: TestApp;
let appleOnly: TestApp;
let none: TestApp;

async function cardOf(t: TestApp) {
  const user = await seedUser(t, { fullName: 'Ada Lovelace' });
  await (await signIn(t, user)).get('/api/v1/profiles');
  return user.shortId;
}
const page = async (t: TestApp, id: string, lang = 'en') =>
  (await t.client().get(`/p/${id}`, { cookie: `targetLang=${lang}` })).response.text();

beforeAll(async () => {
  const apple = makeAppleSigning().env;
  both = await createTestApp({ ...apple, ...makeGoogleAccount().env }, {}, { site: true });
  appleOnly = await createTestApp(apple, {}, { site: true });
  none = await createTestApp({}, {}, { site: true });
});
afterAll(() => {
  for (const t of [both, appleOnly, none]) t.close();
});

test('both services configured: both badges, in the visitor’s language, leading to the card’s pass', async () => {
  const id = await cardOf(both);
  const html = await page(both, id, 'sv');
  expect(html).toContain(`href="/api/v1/wallet/apple/p.${id}"`);
  expect(html).toContain(`href="/api/v1/wallet/google/p.${id}"`);
  expect(html).toContain('Lägg till i Apple Wallet');
  expect(html).toContain('Spara i Google Wallet');
  const pass = await both.client().get(`/api/v1/wallet/apple/p.${id}`);
  expect(pass.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
  expect((await both.client().get(`/api/v1/wallet/google/p.${id}`)).status).toBe(303);
});

test('only Apple configured: the Apple badge alone', async () => {
  const html = await page(appleOnly, await cardOf(appleOnly));
  expect(html).toContain('data-wallet="apple"');
  expect(html).not.toContain('data-wallet="google"');
});

test('nothing configured: no badge and no trace of one', async () => {
  const html = await page(none, await cardOf(none));
  expect(html).not.toContain('data-wallet');
  expect(html).not.toContain('i-wallet');
  expect(html).not.toContain('Wallet');
});
