// /d of a tag with rules, variants and a split test (issue 34), through the server's handler with the built site:
// each visitor gets the version the first rule that holds chooses, from the page cache per version (in either order),
// a redirect rule answers 302, a distance rule asks for the position and a POST of it re-answers; a split test keeps
// a visitor's arm without a cookie; the version shown is counted on its arm beside the tag's view. Attacked with a
// flood from one address: every answer after the first per version from the cache, the memory bounded.
import { beforeAll, describe, expect, test } from 'bun:test';
import { dynatagArms, dynatagSplits, views } from '@db/schema';
import type { TagRule, TagVariant } from '@shared/schemas/tag-rules';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany } from '../dynatags/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
let co: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = page.t;
  co = await ownerWithCompany(t, 'Rules AB');
});

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
/** An address the shipped GeoLite2 database places in Gothenburg. */
const GOTHENBURG = '129.16.1.1';

async function scan(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const before = page.appCalls;
  const response = await t.handle(
    new Request(`http://localhost${path}`, {
      ...init,
      headers: { 'user-agent': PHONE, 'x-forwarded-for': '10.9.9.9', ...headers },
    }),
  );
  return {
    status: response.status,
    response,
    html: await response.clone().text(),
    rendered: page.appCalls > before,
  };
}

const text = (html: string) => [{ id: 'w', type: 'wysiwyg', title: 'Text', html: `<p>${html}</p>` }];
const variant = (key: string, words: string, label?: string): TagVariant =>
  ({ key, name: key, ...(label ? { label } : {}), modules: text(words) }) as TagVariant;
const rule = (
  key: string,
  when: TagRule['when'],
  outcome: TagRule['outcome'] = { variant: key },
): TagRule => ({
  key,
  name: key,
  when,
  outcome,
});

async function tagWith(rules: TagRule[], variants: TagVariant[], zone = 'Europe/Helsinki') {
  return createTag(co.owner.c, co.company.shortId, {
    name: `Tag ${Math.random()}`,
    label: 'Own label',
    modules: text('Own content'),
    variants,
    rules,
    rulesTimeZone: zone,
  });
}

const tagIdOf = async (shortId: string) =>
  (
    await t.deps.database.client.execute({
      sql: 'SELECT id FROM dynatags WHERE short_id = ?',
      args: [shortId],
    })
  ).rows[0].id as number;

describe('rules on /d', () => {
  test('a Finnish visitor gets the Finnish variant, a Swedish one the own content, both from the cache in either order', async () => {
    const tag = await tagWith(
      [rule('fi', [{ if: 'language', langs: ['fi'] }])],
      [variant('fi', 'Suomeksi', 'Tervetuloa')],
    );
    const fi = { 'accept-language': 'fi-FI,fi;q=0.9' };
    const sv = { 'accept-language': 'sv-SE' };
    const first = await scan(`/d/${tag.id}`, sv);
    expect(first.html).toContain('Own content');
    const finn = await scan(`/d/${tag.id}`, fi);
    expect(finn.rendered).toBe(true);
    expect(finn.html).toContain('Suomeksi');
    expect(finn.html).toContain('Tervetuloa');
    expect(finn.html).not.toContain('Own content');
    for (const [headers, words] of [
      [fi, 'Suomeksi'],
      [sv, 'Own content'],
      [fi, 'Suomeksi'],
      [sv, 'Own content'],
    ] as const) {
      const again = await scan(`/d/${tag.id}`, headers);
      expect(again.rendered).toBe(false);
      expect(again.html).toContain(words);
    }
  });

  test('an evening rule by the clock in the rules’ zone', async () => {
    const tag = await tagWith(
      [rule('evening', [{ if: 'time', days: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '02:00' }])],
      [variant('evening', 'Evening menu')],
    );
    // START_TIME is 09:00 UTC, 11:00 in Helsinki.
    expect((await scan(`/d/${tag.id}`)).html).toContain('Own content');
    t.clock.advance(8 * 3_600_000); // 19:00 in Helsinki
    expect((await scan(`/d/${tag.id}`)).html).toContain('Evening menu');
    expect((await scan(`/d/${tag.id}`)).rendered).toBe(false);
    t.clock.advance(6 * 3_600_000); // 01:00 the next night
    expect((await scan(`/d/${tag.id}`)).html).toContain('Evening menu');
    t.clock.advance(2 * 3_600_000); // 03:00
    expect((await scan(`/d/${tag.id}`)).html).toContain('Own content');
    t.clock.advance(6 * 3_600_000);
  });

  test('a redirect rule answers 302, counted as a view of the tag', async () => {
    const tag = await tagWith(
      [rule('away', [{ if: 'query', name: 'away' }], { redirect: 'https://example.com/x' })],
      [],
    );
    const away = await scan(`/d/${tag.id}?away=1`);
    expect(away.status).toBe(302);
    expect(away.response.headers.get('location')).toBe('https://example.com/x');
    expect((await scan(`/d/${tag.id}?away=1`)).status).toBe(302);
    expect((await scan(`/d/${tag.id}`)).status).toBe(200);
    await t.pages.settle();
    const id = await tagIdOf(tag.id);
    const rows = await t.db
      .select()
      .from(views)
      .where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, id)));
    expect(rows.length).toBe(3);
  });

  test('a query value, the source (qr, nfc, link), the device and the place', async () => {
    const tag = await tagWith(
      [
        rule('q', [{ if: 'query', name: 'c', value: 'fair' }]),
        rule('qr', [{ if: 'source', sources: ['qr'] }]),
        rule('nfc', [{ if: 'source', sources: ['nfc'] }]),
        rule('desk', [{ if: 'device', devices: ['desktop'], systems: ['Windows'] }]),
        rule('gbg', [{ if: 'place', cities: ['Gothenburg'] }]),
      ],
      [
        variant('q', 'Fair page'),
        variant('qr', 'Scanned'),
        variant('nfc', 'Tapped'),
        variant('desk', 'Desktop'),
        variant('gbg', 'Gothenburg'),
      ],
    );
    const cases: [string, Record<string, string>, string][] = [
      [`/d/${tag.id}?c=fair`, {}, 'Fair page'],
      [`/d/${tag.id}?c=other`, {}, 'Own content'],
      [`/d/${tag.id}?s=q`, {}, 'Scanned'],
      [`/d/${tag.id}?s=n`, {}, 'Tapped'],
      [`/d/${tag.id}`, {}, 'Own content'],
      [`/d/${tag.id}`, { 'user-agent': DESKTOP }, 'Desktop'],
      [`/d/${tag.id}`, { 'x-forwarded-for': GOTHENBURG }, 'Gothenburg'],
    ];
    for (const round of [1, 2]) {
      for (const [path, headers, words] of cases) {
        const got = await scan(path, headers);
        expect(got.html, `${path} ${JSON.stringify(headers)}`).toContain(words);
        if (round === 2) expect(got.rendered).toBe(false);
      }
    }
  });

  test('a distance rule: the page offers to share the position, and a POST of it re-answers (never cached)', async () => {
    const tag = await tagWith(
      [rule('near', [{ if: 'near', lat: 57.7, lng: 11.97, distance: 2000 }])],
      [variant('near', 'At the stand')],
    );
    const asked = await scan(`/d/${tag.id}`);
    expect(asked.html).toContain('Own content');
    expect(asked.html).toContain('Det som finns nära dig');
    const form = (lat: string, lng: string) => ({
      method: 'POST',
      body: new URLSearchParams({ lat, lng }),
    });
    const posted = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' };
    const near = await scan(`/d/${tag.id}`, posted, form('57.701', '11.971'));
    expect(near.status).toBe(200);
    expect(near.html).toContain('At the stand');
    expect(near.html).not.toContain('Det som finns nära dig');
    const far = await scan(`/d/${tag.id}`, posted, form('59.33', '18.06'));
    expect(far.html).toContain('Own content');
    expect((await scan(`/d/${tag.id}`)).html).toContain('Own content');
  });
});

describe('a split test on /d', () => {
  test('the same visitor always gets the same arm, without a cookie; each version’s view counted on its arm', async () => {
    const tag = await tagWith(
      [rule('fi', [{ if: 'language', langs: ['fi'] }])],
      [variant('fi', 'Suomeksi'), variant('b', 'Version B')],
    );
    const id = await tagIdOf(tag.id);
    await t.db.insert(dynatagSplits).values({
      shortId: `s${id}`,
      dynatagId: id,
      name: 'A/B',
      arms: [
        { variant: '', share: 50 },
        { variant: 'b', share: 50 },
      ],
      startedAt: t.clock.now(),
    });
    const seen = new Map<string, string>();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) {
        const got = await scan(`/d/${tag.id}`, { 'x-forwarded-for': `10.20.0.${i}` });
        expect(got.response.headers.get('set-cookie')).toBeNull();
        const arm = got.html.includes('Version B') ? 'b' : 'own';
        if (round === 0) seen.set(String(i), arm);
        else expect(arm).toBe(seen.get(String(i))!);
      }
    }
    expect(new Set(seen.values()).size).toBe(2);
    // A rule that holds comes before the split.
    expect((await scan(`/d/${tag.id}`, { 'accept-language': 'fi' })).html).toContain('Suomeksi');
    await t.pages.settle();
    const arms = await t.db.select().from(dynatagArms).where(eq(dynatagArms.dynatagId, id));
    const counted = async (variantKey: string) => {
      const arm = arms.find((a) => a.variant === variantKey);
      if (!arm) return 0;
      return (
        await t.db
          .select()
          .from(views)
          .where(and(eq(views.targetType, 'variant'), eq(views.targetId, arm.id)))
      ).length;
    };
    const bs = [...seen.values()].filter((a) => a === 'b').length * 3;
    expect(await counted('b')).toBe(bs);
    expect(await counted('')).toBe(60 - bs);
    expect(await counted('fi')).toBe(1);
  });
});

describe('attacked', () => {
  test('1,000 requests with rules from one address: answered from the cache, the memory bounded', async () => {
    const tag = await tagWith(
      [rule('fi', [{ if: 'language', langs: ['fi'] }]), rule('q', [{ if: 'query', name: 'x' }])],
      [variant('fi', 'Suomeksi'), variant('q', 'Query')],
    );
    await scan(`/d/${tag.id}`, { 'x-forwarded-for': '10.66.0.1' });
    const before = page.appCalls;
    const size = t.pages.cache.size;
    for (let i = 0; i < 1000; i++) {
      const got = await scan(`/d/${tag.id}?x=${i}&junk=${i}`, { 'x-forwarded-for': '10.66.0.1' });
      expect(got.status).toBe(200);
    }
    // One render of the query's version; every other request a hit: the query's values make no new pages.
    expect(page.appCalls - before).toBe(1);
    expect(t.pages.cache.size).toBe(size + 1);
    expect(t.pages.routings.size).toBeLessThan(50);
  });
});

describe('view as', () => {
  test('owners see the decision for chosen facts, a draft’s routing in place of the saved one; 404 for others; 422 on a bad draft', async () => {
    const tag = await tagWith(
      [
        rule('fi', [{ if: 'language', langs: ['fi'] }]),
        rule('away', [{ if: 'source', sources: ['nfc'] }], { redirect: 'https://example.com/nfc' }),
      ],
      [variant('fi', 'Suomeksi')],
    );
    const path = `/api/v1/dynatags/${tag.id}/view-as`;
    const ask = (body: Record<string, unknown>, c = co.owner.c) =>
      c.post<Record<string, unknown>>(path, body);
    expect((await ask({ lang: 'fi' })).body.data).toEqual({
      rule: { key: 'fi', name: 'fi' },
      variant: 'fi',
      redirect: null,
      split: null,
    });
    expect((await ask({ lang: 'sv', source: 'nfc' })).body.data).toEqual({
      rule: { key: 'away', name: 'away' },
      variant: null,
      redirect: 'https://example.com/nfc',
      split: null,
    });
    expect((await ask({ lang: 'sv' })).body.data).toEqual({
      rule: null,
      variant: '',
      redirect: null,
      split: null,
    });
    // A draft without rules: the own content, whatever the saved rules say.
    expect((await ask({ lang: 'fi', rules: [] })).body.data).toMatchObject({ rule: null, variant: '' });
    const bad = await ask({ rules: [rule('x', [{ if: 'language', langs: ['fi'] }], { variant: 'nope' })] });
    expect(bad.status).toBe(422);
    expect((bad.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe('rules.0.outcome.variant');
    expect((await ask({ lang: 'xx' })).status).toBe(422);
    expect((await ask({ lang: 'fi' }, co.stranger.c)).status).toBe(404);
    expect((await ask({ lang: 'fi' }, t.client())).status).toBe(401);
    // The app's API answers the same decision as the page.
    const app = await t
      .client({ lang: 'fi' })
      .get<{ modules: { html?: string }[] }>(`/api/v1/dynatags/public/${tag.id}`, {
        'accept-language': 'fi',
      });
    expect(JSON.stringify(app.body.data)).toContain('Suomeksi');
  });
});
