// A company's own page domain (issue 23): owners set it, DNS proves it (a real DNS server on this machine), and
// then its pages — and only its pages — answer on that host; any other host gets the neutral 404.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { CardType } from '@shared/constants';
import { startDnsServer } from '../../../test/dns-server';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { decodeQr } from '../../platform/qr-style/check';
import { orderWithCards } from '../cards/test-kit';
import { seedDynatag } from '../dynatags/public-test-kit';
import { engravedCode } from '../orders/test-kit';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let owner: { shortId: string; c: Awaited<ReturnType<typeof signIn>> };
let mate: { shortId: string; c: Awaited<ReturnType<typeof signIn>> };
let company: Awaited<ReturnType<typeof seedCompany>>;
let other: Awaited<ReturnType<typeof seedCompany>>;
let tag: { shortId: string };
let othersTag: { shortId: string };
let card: { shortId: string; type: CardType };
let stranger: { shortId: string };

const TARGET = 'pages.dynacard.test';
type View = { host: string; status: string; txt: { name: string; value: string }; problem: string | null };

beforeAll(async () => {
  dns = await startDnsServer();
  t = await createTestApp({ DNS_RESOLVER: dns.address, PAGE_DOMAIN_TARGET: TARGET }, {}, { site: true });
  const [a, b, c] = [await seedUser(t), await seedUser(t), await seedUser(t)];
  company = await seedCompany(t, { ownerId: a.id, name: 'Nordvik Bygg' });
  const member = await seedMember(t, { companyId: company.id, userId: b.id });
  other = await seedCompany(t, { ownerId: c.id, name: 'Annan AB' });
  owner = { shortId: a.shortId, c: await signIn(t, a) };
  mate = { shortId: b.shortId, c: await signIn(t, b) };
  stranger = { shortId: c.shortId };
  tag = await seedDynatag(t, company.id, { name: 'Stand' });
  othersTag = await seedDynatag(t, other.id, { name: 'Not theirs' });
  card = (await orderWithCards(t, company.id, a.id, [{ recipient: member }])).cards[0]!;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const path = () => `/api/v1/companies/${company.shortId}/page-domain`;
type Client = ReturnType<TestApp['client']>;
const put = (c: Client, url: string, body: unknown) => c.send<View>('PUT', url, body);
const onHost = (host: string, url: string) => t.handle(new Request(`http://${host}${url}`));

describe('setting and proving the domain', () => {
  test('owners only; a bad, our own or a taken host is refused on the field', async () => {
    expect((await put(mate.c, path(), { host: 'cards.nordvik.se' })).status).toBe(403);
    for (const host of ['nordvik', 'https://cards.nordvik.se', 'cards.nordvik.se/p', '-x.se', 'a b.se']) {
      const res = await put(owner.c, path(), { host });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({
        field: 'host',
        message: 'Enter a domain name such as cards.example.com',
      });
    }
    for (const host of ['localhost.se'.replace('.se', ''), TARGET, `x.${TARGET}`]) {
      expect((await put(owner.c, path(), { host })).status).toBe(422);
    }
    expect((await owner.c.get<View | null>(path())).body.data).toBeNull();
  });

  test('set, the records to add, a failed check that says why, then active', async () => {
    const set = await put(owner.c, path(), { host: 'Cards.Nordvik.se' });
    expect(set.status).toBe(201);
    expect(set.body.message).toBe('The domain is saved; add the DNS records and check them');
    const { txt } = set.body.data;
    expect(set.body.data).toMatchObject({
      host: 'cards.nordvik.se',
      status: 'pending',
      cname: { name: 'cards.nordvik.se', target: TARGET },
    });
    expect(txt.name).toBe('_dynacard.cards.nordvik.se');
    expect(txt.value).toMatch(/^dynacard-verify=[\w-]{24}$/);

    const check = () => owner.c.post<View>(`${path()}/check`, {});
    expect((await check()).body.data.problem).toBe('The TXT record _dynacard.cards.nordvik.se was not found');
    dns.set('_dynacard.cards.nordvik.se', { txt: ['dynacard-verify=someone-else'] });
    expect((await check()).body.data.problem).toBe(
      'The TXT record _dynacard.cards.nordvik.se does not hold the code we gave',
    );
    dns.set('_dynacard.cards.nordvik.se', { txt: ['v=spf1 -all', txt.value] });
    dns.set('cards.nordvik.se', { cname: 'elsewhere.example.com' });
    expect((await check()).body.data.problem).toBe(`cards.nordvik.se must be a CNAME to ${TARGET}`);
    // Still pending: the host answers nothing yet.
    expect((await onHost('cards.nordvik.se', `/d/${tag.shortId}`)).status).toBe(404);

    dns.set('cards.nordvik.se', { cname: `${TARGET}.` });
    const done = await check();
    expect(done.body.message).toBe('The domain is active: the pages answer on cards.nordvik.se now');
    expect(done.body.data).toMatchObject({ status: 'active', problem: null });
    // The same host again keeps its proof.
    expect((await put(owner.c, path(), { host: 'cards.nordvik.se' })).body.data.status).toBe('active');
  });

  test('another company cannot take the host: 409', async () => {
    const otherOwner = await signIn(t, { id: other.createdByUserId! });
    const res = await put(otherOwner, `/api/v1/companies/${other.shortId}/page-domain`, {
      host: 'cards.nordvik.se',
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({
      field: 'host',
      message: 'This domain is in use by another company',
    });
  });

  test('a DNS that does not answer costs a bounded wait and says so', async () => {
    const res = await put(owner.c, `/api/v1/companies/${other.shortId}/page-domain`, { host: 'x.se' });
    expect(res.status).toBe(404); // not the owner of the other company
    dns.stall(true);
    try {
      const { c: otherOwner } = { c: await signIn(t, { id: other.createdByUserId! }) };
      await put(otherOwner, `/api/v1/companies/${other.shortId}/page-domain`, { host: 'kort.annan.se' });
      const checked = await otherOwner.post<View>(`/api/v1/companies/${other.shortId}/page-domain/check`, {});
      expect(checked.body.data.problem).toBe('DNS could not be asked just now; try again in a minute');
      expect(checked.body.data.status).toBe('pending');
    } finally {
      dns.stall(false);
    }
  }, 30_000);
});

describe('what the host answers', () => {
  test('the company’s pages on its domain; another company’s page, the dashboard and the API are the neutral 404', async () => {
    const page = await onHost('cards.nordvik.se', `/d/${tag.shortId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    expect((await onHost('cards.nordvik.se', `/c/${card.shortId}`)).status).toBe(200);
    expect((await onHost('cards.nordvik.se', `/p/${mate.shortId}`)).status).toBe(200);
    for (const url of [
      `/d/${othersTag.shortId}`,
      `/p/${stranger.shortId}`,
      '/dashboard/',
      '/',
      '/login',
      '/api/v1/users/me',
      '/api/v1/admin/users',
    ]) {
      const res = await onHost('cards.nordvik.se', url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Dynacard');
    }
    // Our own host answers everything as before.
    expect((await onHost('localhost', `/d/${othersTag.shortId}`)).status).toBe(200);
  });

  test('a colleague’s vCard from the domain names the domain; another company’s person’s is not there', async () => {
    const vcard = await onHost('cards.nordvik.se', `/api/v1/profiles/${mate.shortId}/vcard`);
    expect(vcard.status).toBe(200);
    expect(await vcard.text()).toContain(`URL:https://cards.nordvik.se/p/${mate.shortId}`);
    expect((await onHost('cards.nordvik.se', `/api/v1/profiles/${stranger.shortId}/vcard`)).status).toBe(404);
    const ours = await onHost('localhost', `/api/v1/profiles/${mate.shortId}/vcard`);
    expect(await ours.text()).toContain(`URL:http://localhost/p/${mate.shortId}`);
  });

  test('an unknown or unproven host: the neutral 404 for everything', async () => {
    for (const host of ['kort.annan.se', 'evil.example.com']) {
      for (const url of [`/d/${tag.shortId}`, '/', '/api/v1/general/health']) {
        const res = await onHost(host, url);
        expect(res.status).toBe(404);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  test('the TLS ask: only an active page domain may be certified', async () => {
    const ask = (domain: string) => t.client().get(`/api/v1/page-domains/tls?domain=${domain}`);
    expect((await ask('cards.nordvik.se')).status).toBe(200);
    expect((await ask('CARDS.nordvik.se')).status).toBe(200);
    expect((await ask('kort.annan.se')).status).toBe(404);
    expect((await ask('evil.example.com')).status).toBe(404);
  });

  test('the addresses handed out move to the domain: the tag’s link and code, the cards’ links and print files', async () => {
    const tagRes = await owner.c.get<{ url: string }>(`/api/v1/dynatags/${tag.shortId}`);
    expect(tagRes.body.data.url).toBe(`https://cards.nordvik.se/d/${tag.shortId}`);
    const qr = await owner.c.get(`/api/v1/dynatags/${tag.shortId}/qr.png?size=512`);
    expect(await decodeQr(new Uint8Array(await qr.response.arrayBuffer()))).toBe(
      `https://cards.nordvik.se/d/${tag.shortId}?s=q`,
    );
    const fleet = await owner.c.get<{ id: string; url: string }[]>(
      `/api/v1/cards/companies/${company.shortId}`,
    );
    expect(fleet.body.data.find((c) => c.id === card.shortId)?.url).toBe(
      `https://cards.nordvik.se/c/${card.shortId}`,
    );
    const print = await owner.c.get(`/api/v1/cards/${card.shortId}/design.svg`);
    expect(print.status).toBe(200);
    expect(await engravedCode(await print.response.text(), card.shortId, card.type)).toBe(
      `https://cards.nordvik.se/c/${card.shortId}?s=q`,
    );
    // Another company's tag keeps our address.
    const otherOwner = await signIn(t, { id: other.createdByUserId! });
    const theirs = await otherOwner.get<{ url: string }>(`/api/v1/dynatags/${othersTag.shortId}`);
    expect(theirs.body.data.url).toBe(`http://localhost/d/${othersTag.shortId}`);
  });

  test('removed: the host stops answering at once', async () => {
    expect((await owner.c.delete(path())).status).toBe(200);
    expect((await onHost('cards.nordvik.se', `/d/${tag.shortId}`)).status).toBe(404);
    expect((await t.client().get('/api/v1/page-domains/tls?domain=cards.nordvik.se')).status).toBe(404);
    const tagRes = await owner.c.get<{ url: string }>(`/api/v1/dynatags/${tag.shortId}`);
    expect(tagRes.body.data.url).toBe(`http://localhost/d/${tag.shortId}`);
  });
});
