// Split tests through HTTP (issue 34): start one (422 for its arms, 409 when one runs), read it with its
// statistics from the rollups of its arms (clicks through the click address, views of a variant written as the
// counter writes them), end it keeping a variant (a new version with the variant's modules and title, the page's
// cache dropped), and the owners-only rule (403 colleague, 404 another company). The tag statistics' variants.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { dynatags } from '@db/schema';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { armOf, armTarget } from './arms';
import { apiTag } from './public-test-kit';
import type { SplitSummary } from './split';
import { ownerWithCompany } from './test-kit';

let t: TestApp;
let co: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  co = await ownerWithCompany(t, 'Kajen AB');
});
afterAll(() => t.close());

const OWN = [
  { id: 'l', type: 'links', links: [{ text: 'Shop', url: 'https://shop.example.com/', color: '#224466' }] },
];
const BOLD = [
  {
    id: 'l2',
    type: 'links',
    links: [{ text: 'Shop now', url: 'https://shop.example.com/b', color: '#aa2200' }],
  },
];

async function tagWithVariant() {
  const tag = await apiTag(t, co.owner, co.company.shortId, { modules: OWN, label: 'Welcome' });
  await t.db
    .update(dynatags)
    .set({ variants: [{ key: 'bold', name: 'Bold', label: 'Shop today', modules: BOLD as never }] })
    .where(eq(dynatags.id, tag.id));
  return tag;
}

const START = {
  name: 'Button wording',
  arms: [
    { variant: '', share: 50 },
    { variant: 'bold', share: 50 },
  ],
};

/** `n` visitors of a version (distinct addresses), each viewing once; the first `clickers` of them click. */
async function visitors(tagId: number, variant: string, n: number, clickers: number) {
  const arm = await armOf(t.deps, tagId, variant);
  for (let i = 0; i < n; i++) {
    const visit = {
      at: t.clock.now(),
      day: new Date(t.clock.now()).toISOString().slice(0, 10),
      hash: `${variant}-${tagId}-${i}`,
    };
    t.pages.counter.add(armTarget('variant', arm), visit);
    if (i < clickers) t.pages.counter.add(armTarget('tagClick', arm), visit);
  }
  await t.pages.settle();
}

test('start: 422 for its arms, 201, then 409 while it runs; owners only', async () => {
  const tag = await tagWithVariant();
  const path = `/api/v1/dynatags/${tag.shortId}/split`;
  const bad: [unknown, number, string][] = [
    [
      {
        ...START,
        arms: [
          { variant: '', share: 50 },
          { variant: 'nope', share: 50 },
        ],
      },
      422,
      'arms.1.variant',
    ],
    [
      {
        ...START,
        arms: [
          { variant: 'bold', share: 50 },
          { variant: 'bold', share: 50 },
        ],
      },
      422,
      'arms.1.variant',
    ],
    [
      {
        ...START,
        arms: [
          { variant: '', share: 40 },
          { variant: 'bold', share: 50 },
        ],
      },
      422,
      'arms',
    ],
    [{ ...START, arms: [{ variant: '', share: 100 }] }, 422, 'arms'],
    [{ ...START, name: ' ' }, 422, 'name'],
  ];
  for (const [body, status, field] of bad) {
    const res = await co.owner.c.post(path, body);
    expect([res.status, res.body.errors?.[0]?.field]).toEqual([status, field]);
  }
  expect((await co.owner.c.get<{ running: null }>(path)).body.data.running).toBeNull();
  // A colleague may not, another company's owner finds nothing.
  expect((await co.colleague.c.post(path, START)).status).toBe(403);
  expect((await co.stranger.c.post(path, START)).status).toBe(404);
  const other = await ownerWithCompany(t, 'Other AB');
  expect((await other.owner.c.get(path)).status).toBe(404);
  expect((await other.owner.c.post(`${path}/end`, { keep: null })).status).toBe(404);

  const started = await co.owner.c.post<SplitSummary>(path, START);
  expect(started.status).toBe(201);
  expect(started.body.data).toMatchObject({
    name: 'Button wording',
    endedAt: null,
    kept: null,
    test: 'two-proportion z-test, 95 %',
    winner: null,
    pValue: null,
  });
  expect(started.body.data.arms.map((a) => [a.variant, a.name, a.share])).toEqual([
    ['', 'Own content', 50],
    ['bold', 'Bold', 50],
  ]);
  const again = await co.owner.c.post(path, START);
  expect([again.status, again.body.message]).toEqual([
    409,
    'A test is already running on this dynatag: end it first',
  ]);
  expect((await co.owner.c.post(`${path}/end`, { keep: 'nope' })).status).toBe(422);
});

test('statistics per arm: counts, rate, Wilson interval and a winner; the tag statistics list the versions', async () => {
  const tag = await tagWithVariant();
  const path = `/api/v1/dynatags/${tag.shortId}/split`;
  await co.owner.c.post(path, START);
  await visitors(tag.id, '', 600, 90);
  await visitors(tag.id, 'bold', 600, 120);
  // A real click through the page's address, on the variant: one more click, not one more clicker.
  const res = await t.handle(
    new Request(`${BASE}/d/${tag.shortId}/k/bold/l2/0`, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148' },
    }),
  );
  expect([res.status, res.headers.get('location')]).toEqual([302, 'https://shop.example.com/b']);
  await t.pages.settle();
  const { running } = (await co.owner.c.get<{ running: SplitSummary }>(path)).body.data;
  const [own, bold] = running.arms;
  expect(own).toMatchObject({ views: 600, visitors: 600, clicks: 90, clickers: 90, rate: 0.15 });
  expect(bold).toMatchObject({ views: 600, visitors: 600, clicks: 121, clickers: 121 });
  expect(own!.low).toBeCloseTo(0.1239, 3);
  expect(own!.high).toBeCloseTo(0.1807, 3);
  expect(running.winner).toBe('bold');
  expect(running.pValue).toBeLessThan(0.05);

  const stats = await co.owner.c.get<{ variants: unknown[]; clicks: number }>(
    `/api/v1/dynatags/${tag.shortId}/statistics`,
  );
  expect(stats.body.data.clicks).toBe(211);
  expect(stats.body.data.variants).toEqual([
    { variant: '', name: 'Own content', views: 600, clicks: 90 },
    { variant: 'bold', name: 'Bold', views: 600, clicks: 121 },
  ]);
});

test('end and keep a variant: a new version with its modules and title, the variant stays; 409 after', async () => {
  const tag = await tagWithVariant();
  const path = `/api/v1/dynatags/${tag.shortId}/split`;
  await co.owner.c.post(path, START);
  const before = (await co.owner.c.get<{ version: number }>(`/api/v1/dynatags/${tag.shortId}`)).body.data;
  const ended = await co.owner.c.post<{ split: SplitSummary; version: number }>(`${path}/end`, {
    keep: 'bold',
  });
  expect(ended.status).toBe(200);
  expect(ended.body.data.version).toBe(before.version + 1);
  expect(ended.body.data.split).toMatchObject({ kept: 'bold' });
  expect(ended.body.data.split.endedAt).toBe(t.clock.now());
  const [row] = await t.db.select().from(dynatags).where(eq(dynatags.id, tag.id));
  expect(row!.modules).toEqual(BOLD as never);
  expect(row!.label).toBe('Shop today');
  expect(row!.variants.map((v) => v.key)).toEqual(['bold']);
  // The version before is kept, to go back to.
  const versions = await co.owner.c.get<{ version: number }[]>(`/api/v1/dynatags/${tag.shortId}/versions`);
  expect(versions.body.data.map((v) => v.version)).toContain(before.version);
  // The click address of the old own module is gone with it; the kept one answers as own content.
  const k = (v: string, m: string) =>
    t.handle(new Request(`${BASE}/d/${tag.shortId}/k/${v}/${m}/0`, { headers: { 'user-agent': 'x' } }));
  expect((await k('-', 'l')).status).toBe(404);
  expect((await k('-', 'l2')).headers.get('location')).toBe('https://shop.example.com/b');
  const list = (await co.owner.c.get<{ running: null; ended: SplitSummary[] }>(path)).body.data;
  expect(list.running).toBeNull();
  expect(list.ended.map((s) => s.kept)).toEqual(['bold']);
  const none = await co.owner.c.post(`${path}/end`, { keep: null });
  expect([none.status, none.body.message]).toEqual([409, 'No test is running on this dynatag']);
  // A new test may start now; ending it with the own content keeps the version.
  expect((await co.owner.c.post(path, START)).status).toBe(201);
  const plain = await co.owner.c.post<{ version: number }>(`${path}/end`, { keep: '' });
  expect(plain.body.data.version).toBe(before.version + 1);
});

test('a tag without versions: its statistics give its own content every view of the tag', async () => {
  const tag = await apiTag(t, co.owner, co.company.shortId, { modules: OWN, label: 'Plain' });
  for (const ip of ['203.0.113.21', '203.0.113.22', '203.0.113.23']) {
    const read = await t.client({ ip }).get(`/api/v1/dynatags/public/${tag.shortId}?count=true`, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148',
    });
    expect(read.status).toBe(200);
  }
  await t.pages.settle();
  const stats = await co.owner.c.get<{ total: number; variants: unknown[]; clicks: number }>(
    `/api/v1/dynatags/${tag.shortId}/statistics`,
  );
  expect(stats.body.data.total).toBe(3);
  expect(stats.body.data.clicks).toBe(0);
  expect(stats.body.data.variants).toEqual([{ variant: '', name: 'Own content', views: 3, clicks: 0 }]);
});
