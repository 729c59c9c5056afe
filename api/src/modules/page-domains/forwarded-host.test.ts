// Which host a request behind our proxies came to (issue 28): X-Forwarded-Host as the nearest trusted proxy wrote
// it. A client that writes its own header first — here our own host, which answers every page — chooses nothing:
// on a company's page domain it still gets only that company's pages.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { seedCompany, seedMember, seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDynatag } from '../dynatags/public-test-kit';
import { activePageDomain } from './test-kit';

const HOST = 'cards.nordvik.se';

/** A request arriving at the app: the headers the proxies passed on, from the peer that connected. */
const arriving = (t: TestApp, path: string, forwardedHost: string, peer = '127.0.0.1') =>
  t.handle(new Request(`http://127.0.0.1:3000${path}`, { headers: { 'x-forwarded-host': forwardedHost } }), {
    requestIP: () => ({ address: peer }),
  });

async function world(env: Record<string, string>) {
  const t = await createTestApp(env, {}, { site: true });
  const [owner, mate, stranger] = [await seedUser(t), await seedUser(t), await seedUser(t)];
  const company = await seedCompany(t, { ownerId: owner.id, name: 'Nordvik Bygg' });
  await seedMember(t, { companyId: company.id, userId: mate.id });
  const other = await seedCompany(t, { ownerId: stranger.id, name: 'Annan AB' });
  const tag = await seedDynatag(t, company.id, { name: 'Stand' });
  const othersTag = await seedDynatag(t, other.id, { name: 'Not theirs' });
  await activePageDomain(t, company.id, HOST);
  const vcard = (person: { shortId: string }) => `/api/v1/profiles/${person.shortId}/vcard`;
  return {
    t,
    mate: vcard(mate),
    stranger: vcard(stranger),
    tag: `/d/${tag.shortId}`,
    othersTag: `/d/${othersTag.shortId}`,
  };
}

describe('TRUST_PROXY as a count', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world({ TRUST_PROXY: '2' });
  });
  afterAll(() => w.t.close());

  test("a client's own first entry chooses nothing: the host is the entry our proxy wrote", async () => {
    // The edge appended the host the visitor asked for to what the client sent; the next proxy passed it on.
    const spoofed = await arriving(w.t, w.othersTag, `localhost, ${HOST}`);
    expect(spoofed.status).toBe(404);
    expect(await spoofed.text()).toContain('<title>404</title>');
    expect((await arriving(w.t, w.stranger, `localhost, ${HOST}`)).status).toBe(404);
    const page = await arriving(w.t, w.tag, `localhost, ${HOST}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Welcome</h1>');
    const own = await arriving(w.t, w.mate, `evil.example.com, ${HOST}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(`URL:https://${HOST}/p/`);
  });

  test('one entry, as a proxy that replaces the header sends it; our own host answers every page', async () => {
    expect((await arriving(w.t, w.othersTag, HOST)).status).toBe(404);
    expect((await arriving(w.t, w.othersTag, `${HOST}, localhost:3000`)).status).toBe(200);
  });

  test('a host remembered as ours lets only itself through: the same address with a page domain is still gated', async () => {
    const plain = (url: string, headers: Record<string, string> = {}) =>
      w.t.handle(new Request(url, { headers }), { requestIP: () => ({ address: '127.0.0.1' }) });
    // Our own host, remembered from the first answer on.
    for (let i = 0; i < 3; i++) expect((await plain(`http://127.0.0.1:3000${w.othersTag}`)).status).toBe(200);
    // The same start of the address with the company's host forwarded, and a port that only begins the same way.
    expect((await arriving(w.t, w.othersTag, HOST)).status).toBe(404);
    expect((await plain(`http://${HOST}:3000${w.othersTag}`)).status).toBe(404);
    expect((await plain(`http://127.0.0.1:3000${w.othersTag}`, { 'x-forwarded-host': HOST })).status).toBe(
      404,
    );
    expect((await plain(`http://127.0.0.1:3000${w.othersTag}`)).status).toBe(200);
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => w.t.close());

  test('the header of a client reaching the port directly is not read: its Host is what it asked for', async () => {
    const direct = (path: string, forwardedHost: string) =>
      w.t.handle(new Request(`http://${HOST}${path}`, { headers: { 'x-forwarded-host': forwardedHost } }), {
        requestIP: () => ({ address: '203.0.113.5' }),
      });
    expect((await direct(w.othersTag, 'localhost')).status).toBe(404);
    expect((await direct(w.tag, 'localhost')).status).toBe(200);
  });

  test('through our proxy: the entry it wrote', async () => {
    expect((await arriving(w.t, w.othersTag, `localhost, ${HOST}`)).status).toBe(404);
    expect((await arriving(w.t, w.othersTag, `${HOST}, localhost`)).status).toBe(200);
  });
});
