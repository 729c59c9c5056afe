// The vCard holds exactly the contact data the page shows: the public view (the /p page's data) is walked
// field by field and compared with the vCard as the independent `vcf` parser reads it, in both versions
// and under each visibility flag; and the rendered page's call, mail and web links are compared with it
// (the page comes from the built site: run `bun run build` first).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Membership, memberships, profiles, type User } from '@db/schema';
import type { PublicProfile } from '@shared/types/public-profile';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser } from '../../../test/factories';
import { createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { components, type ParsedProperty, parseVcard } from '../../../test/vcard-parser';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The vCard is compared with the rendered /p page: run `bun run build` first.');
}

let t: TestApp;
let person: User;
let main: Membership;
let board: Membership;

/** Every phone, email, address and web link the page shows, with the type it must carry in the vCard. */
function pageContacts(view: PublicProfile): string[] {
  const out: string[] = [];
  if (view.phone) out.push(`tel cell ${view.phone}`);
  if (view.email) out.push(`email - ${view.email}`);
  for (const c of view.companies) {
    const me = c.colleague;
    for (const phone of [me.workPhone, c.phone]) if (phone) out.push(`tel work ${phone}`);
    for (const email of [me.workEmail, c.email]) if (email) out.push(`email work ${email}`);
    if (c.street || c.zipcode || c.city) out.push(`adr work ${c.street}|${c.city}|${c.zipcode}`);
    for (const url of [c.websiteUrl, ...[...me.customLinks, ...c.customLinks].map((l) => l.url)]) {
      if (url) out.push(`url work ${url}`);
    }
    for (const [network, url] of [...Object.entries(me.socialLinks), ...Object.entries(c.socialLinks)]) {
      out.push(`social ${network} ${url}`);
    }
  }
  return [...new Set(out)].sort();
}

const kind = (p: ParsedProperty) =>
  p.types.includes('cell') ? 'cell' : p.types.includes('work') ? 'work' : '-';

/** The same list read back from the vCard; the profile link (untyped URL) is returned apart. */
function vcardContacts(text: string) {
  const card = parseVcard(text);
  const out: string[] = [];
  for (const p of card.props.tel ?? []) out.push(`tel ${kind(p)} ${p.value}`);
  for (const p of card.props.email ?? []) out.push(`email ${kind(p)} ${p.value}`);
  for (const p of card.props.adr ?? []) {
    const [, , street, city, , zipcode] = components(p.value);
    out.push(`adr ${kind(p)} ${street}|${city}|${zipcode}`);
  }
  const urls = card.props.url ?? [];
  for (const p of urls.filter((u) => u.types.length)) out.push(`url ${kind(p)} ${p.value}`);
  for (const p of card.props.xSocialprofile ?? []) out.push(`social ${p.types[0]} ${p.value}`);
  for (const p of card.props.socialprofile ?? []) out.push(`social ${p.params.serviceType} ${p.value}`);
  const types = Object.values(card.props).flatMap((list) => list.flatMap((p) => p.types));
  return {
    contacts: out.sort(),
    links: urls.filter((u) => !u.types.length).map((u) => u.value),
    hasHome: types.includes('home'),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  const owner = await seedUser(t, { subscriber: true });
  const company = await seedCompany(t, {
    ownerId: owner.id,
    name: 'Nordvik Bygg AB',
    websiteUrl: 'https://nordvik.example',
    phone: '+46 8 555 000',
    email: 'info@nordvik.example',
    street: 'Hamngatan 2',
    zipcode: '411 06',
    city: 'Göteborg',
    socialLinks: { linkedin: 'https://linkedin.example/nordvik' },
    customLinks: [{ text: 'Offer', url: 'https://nordvik.example/offer' }],
  });
  const other = await seedCompany(t, {
    ownerId: owner.id,
    name: 'Styrelse AB',
    phone: '+46 8 777 000',
    email: 'board@styrelse.example',
    city: 'Malmö',
  });
  person = await seedUser(t, { fullName: 'Erik Johansson', subscriber: true });
  main = await seedMember(t, {
    companyId: company.id,
    userId: person.id,
    jobTitle: 'Sales Manager',
    workPhone: '+46 8 555 123',
    workEmail: 'erik@nordvik.example',
    socialLinks: { linkedin: 'https://linkedin.example/erik', x: 'https://x.example/erik' },
    customLinks: [{ text: 'Book a meeting', url: 'https://cal.example/erik' }],
  });
  board = await seedMember(t, { companyId: other.id, userId: person.id, jobTitle: 'Chair' });
  await t.client().get(`/api/v1/profiles/${person.shortId}`);
  await t.db
    .update(profiles)
    .set({ phone: '+46 70 999 88 77', email: 'erik@home.example' })
    .where(eq(profiles.userId, person.id));
});
afterAll(() => t.close());

async function setFlags(membership: Membership, flags: Partial<Membership>) {
  await t.db
    .update(memberships)
    .set({ hidePersonal: false, hideCompany: false, ...flags })
    .where(eq(memberships.id, membership.id));
}

/** The page's data and the vCard of both versions, as a visitor gets them. */
async function fetchBoth() {
  const c = t.client();
  const view = (await c.get<PublicProfile>(`/api/v1/profiles/${person.shortId}`)).body.data;
  const cards = await Promise.all(
    (['3.0', '4.0'] as const).map(async (version) => {
      const res = await c.get(`/api/v1/profiles/${person.shortId}/vcard?version=${version}`);
      return { version, text: await res.response.text() };
    }),
  );
  return { view, cards };
}

function expectSameAsPage(view: PublicProfile, cards: { version: string; text: string }[]) {
  const expected = pageContacts(view);
  for (const { version, text } of cards) {
    const read = vcardContacts(text);
    expect({ version, contacts: read.contacts }).toEqual({ version, contacts: expected });
    expect(read.hasHome).toBe(false);
    expect(read.links).toHaveLength(1);
    expect(read.links[0]).toStartWith(`${t.deps.config.publicUrl}/p/`);
  }
}

describe('the vCard holds exactly what the page shows', () => {
  test('no flags: every phone, email, address and link of both companies, typed WORK; the personal ones not HOME', async () => {
    await setFlags(main, {});
    await setFlags(board, {});
    const { view, cards } = await fetchBoth();
    expect(view.companies.map((c) => c.name)).toEqual(['Nordvik Bygg AB', 'Styrelse AB']);
    expect(pageContacts(view)).toContain('tel work +46 8 555 000');
    expect(pageContacts(view)).toContain('email work info@nordvik.example');
    expect(pageContacts(view)).toContain('email - erik@home.example');
    expectSameAsPage(view, cards);
  });

  test('a hidden company: neither the page nor the vCard has its switchboard, email or address', async () => {
    await setFlags(main, {});
    await setFlags(board, { hideCompany: true });
    const { view, cards } = await fetchBoth();
    expect(view.companies.map((c) => c.name)).toEqual(['Nordvik Bygg AB']);
    expectSameAsPage(view, cards);
    for (const { text } of cards) {
      for (const hidden of ['+46 8 777 000', 'board@styrelse.example', 'Malmö', 'Styrelse']) {
        expect(text).not.toContain(hidden);
      }
    }
  });

  test('hidden personal details: the personal phone and email are in neither', async () => {
    await setFlags(main, { hidePersonal: true });
    await setFlags(board, {});
    const { view, cards } = await fetchBoth();
    expect([view.phone, view.email]).toEqual(['', '']);
    expectSameAsPage(view, cards);
    for (const { text } of cards) {
      expect(text).not.toContain('+46 70 999 88 77');
      expect(text).not.toContain('erik@home.example');
      expect(text).toContain('info@nordvik.example');
    }
  });
});

/** The call, mail and web links of the rendered page (its own pages and the map search left out). */
async function pageLinks() {
  const res = await t.client().get(`/p/${person.shortId}`, { 'accept-language': 'en' });
  expect(res.status).toBe(200);
  const html = await res.response.text();
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const own = new URL(t.deps.config.publicUrl).host;
  return {
    html,
    tel: hrefs.filter((h) => h.startsWith('tel:')).map((h) => h.slice(4)),
    mail: hrefs.filter((h) => h.startsWith('mailto:')).map((h) => h.slice(7)),
    web: hrefs.filter((h) => /^https?:/.test(h) && new URL(h).host !== own && !h.includes('/maps/')),
  };
}

const uniqueSorted = (list: string[]) => [...new Set(list)].sort();

test('the rendered page: every call, mail and web link it has is in the vCard, and nothing more', async () => {
  await setFlags(main, {});
  await setFlags(board, {});
  const page = await pageLinks();
  const c = t.client();
  const card = parseVcard(await (await c.get(`/api/v1/profiles/${person.shortId}/vcard`)).response.text());
  const digits = (phone: string) => phone.replace(/[^+0-9]/g, '');
  expect(uniqueSorted(page.tel)).toEqual(uniqueSorted(card.props.tel.map((p) => digits(p.value))));
  expect(uniqueSorted(page.mail)).toEqual(uniqueSorted(card.props.email.map((p) => p.value)));
  const typedUrls = card.props.url.filter((u) => u.types.length).map((u) => u.value);
  const socials = card.props.xSocialprofile.map((p) => p.value);
  expect(uniqueSorted(page.web)).toEqual(uniqueSorted([...typedUrls, ...socials]));
  for (const adr of card.props.adr) {
    const [, , street, city, , zipcode] = components(adr.value);
    for (const part of [street, city, zipcode].filter(Boolean)) expect(page.html).toContain(part);
  }
  expect(page.tel.length).toBeGreaterThan(3);
});
