// A person's own links saved with the profile (issue 32): PATCH api/v1/profiles/{shortId} `links`, in order, each
// kept by its id; the public profile shows them with their counting address; bad input is a 422 that changes
// nothing; only the owner edits them.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { OWN_LINKS_MAX } from '@shared/schemas/profiles';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

type Link = { id: number; label: string; url: string; featured: boolean; href: string };
type Item = { shortId: string; links: Link[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in person and their (first) profile's shortId. */
async function owner() {
  const user = await seedUser(t);
  const c = await signIn(t, user);
  const [profile] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
  return { user, c, shortId: profile.shortId };
}

const three = [
  { label: 'Book a meeting', url: 'https://cal.example.com/anna', featured: true },
  { label: 'Our new catalogue', url: 'https://example.com/catalogue.pdf' },
  { label: 'Blog', url: 'http://blog.example.com' },
];

describe('own links saved with the profile', () => {
  test('saved in order with ids and counting addresses, shown on the public profile', async () => {
    const { c, shortId } = await owner();
    const saved = await c.patch<Item>(`/api/v1/profiles/${shortId}`, { links: three });
    expect(saved.status).toBe(200);
    const links = saved.body.data.links;
    expect(links.map((l) => l.label)).toEqual(['Book a meeting', 'Our new catalogue', 'Blog']);
    expect(links.map((l) => l.featured)).toEqual([true, false, false]);
    for (const l of links) expect(l.href).toBe(`/p/${shortId}/l/${l.id}`);
    const shown = await t.client().get<{ links: Link[] }>(`/api/v1/profiles/${shortId}`);
    expect(shown.body.data.links).toEqual(links);
  });

  test('reordered by sending the ids in the new order; a link left out is removed; a new one added', async () => {
    const { c, shortId } = await owner();
    const [a, b, cc] = (await c.patch<Item>(`/api/v1/profiles/${shortId}`, { links: three })).body.data.links;
    const next = await c.patch<Item>(`/api/v1/profiles/${shortId}`, {
      links: [
        { id: cc.id, label: 'Blog', url: cc.url },
        { id: a.id, label: 'Book a call', url: a.url, featured: true },
        { label: 'Shop', url: 'https://shop.example.com' },
      ],
    });
    expect(next.status).toBe(200);
    const links = next.body.data.links;
    expect(links.map((l) => l.label)).toEqual(['Blog', 'Book a call', 'Shop']);
    expect(links[0].id).toBe(cc.id);
    expect(links[1].id).toBe(a.id);
    expect(links.map((l) => l.id)).not.toContain(b.id);
    // Other fields saved alone leave the links as they are; an empty list removes them.
    await c.patch(`/api/v1/profiles/${shortId}`, { fullName: 'Anna' });
    expect((await c.get<Item[]>('/api/v1/profiles')).body.data[0].links).toHaveLength(3);
    await c.patch(`/api/v1/profiles/${shortId}`, { links: [] });
    expect((await c.get<Item[]>('/api/v1/profiles')).body.data[0].links).toEqual([]);
  });

  test('bad input is a 422 naming the field, and changes nothing', async () => {
    const { c, shortId } = await owner();
    const before = (await c.patch<Item>(`/api/v1/profiles/${shortId}`, { links: three })).body.data.links;
    const tooMany = Array.from({ length: OWN_LINKS_MAX + 1 }, (_, i) => ({
      label: `L${i}`,
      url: `https://example.com/${i}`,
    }));
    const other = await owner();
    const [foreign] = (await other.c.patch<Item>(`/api/v1/profiles/${other.shortId}`, { links: [three[1]] }))
      .body.data.links;
    const cases: [unknown[], string][] = [
      [
        [{ label: 'x', url: 'javascript:alert(1)' }],
        'Enter a web address that starts with http:// or https://',
      ],
      [
        [{ label: 'x', url: 'ftp://example.com' }],
        'Enter a web address that starts with http:// or https://',
      ],
      [[{ label: 'x'.repeat(61), url: 'https://example.com' }], 'A link needs a label of 1 to 60 characters'],
      [[{ label: '   ', url: 'https://example.com' }], 'A link needs a label of 1 to 60 characters'],
      [tooMany, 'A profile can have at most 12 links'],
      [
        [
          { ...three[0], featured: true },
          { ...three[1], featured: true },
        ],
        'Only one link can be featured',
      ],
      [
        [{ id: foreign.id, label: 'Mine now', url: 'https://evil.example.com' }],
        'That link is not one of this profile',
      ],
    ];
    for (const [links, message] of cases) {
      const answer = await c.patch(`/api/v1/profiles/${shortId}`, { links }, { 'x-target-lang': 'en' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.map((e) => e.message)).toContain(message);
      expect(answer.body.errors[0].field).toStartWith('links');
    }
    expect((await c.get<Item[]>('/api/v1/profiles')).body.data[0].links).toEqual(before);
    // The other profile's link was not touched.
    const theirs = (await other.c.get<Item[]>('/api/v1/profiles')).body.data[0].links;
    expect(theirs).toEqual([foreign]);
  });

  test('only the owner edits them: 401 without a session, 404 for another person’s profile', async () => {
    const { shortId } = await owner();
    expect((await t.client().patch(`/api/v1/profiles/${shortId}`, { links: three })).status).toBe(401);
    const stranger = await owner();
    const answer = await stranger.c.patch(`/api/v1/profiles/${shortId}`, { links: three });
    expect(answer.status).toBe(404);
    expect((await t.client().get<{ links: Link[] }>(`/api/v1/profiles/${shortId}`)).body.data.links).toEqual(
      [],
    );
  });

  test('a new profile may bring its links', async () => {
    const user = await seedUser(t, { subscriptionPrivileges: true });
    const c = await signIn(t, user);
    await c.get('/api/v1/profiles');
    const made = await c.post<Item>('/api/v1/profiles', { label: 'Board', links: [three[2]] });
    expect(made.status).toBe(201);
    expect(made.body.data.links.map((l) => l.url)).toEqual(['http://blog.example.com']);
  });
});
