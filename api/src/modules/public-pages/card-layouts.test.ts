// The card page's layouts on the page (issue 32): each layout renders its markers (the class on <body> and only
// its own CSS), the default adds nothing, the minimal one sends no cover, the portrait's shape and focal
// points reach the page, a company's locked layout wins over the person's, and every layout of the fullest card
// stays within the page's byte budget. Renders the built site: run `bun run build` first.
import { beforeAll, describe, expect, test } from 'bun:test';
import { brotliCompressSync, constants } from 'node:zlib';
import { CARD_LAYOUTS } from '@shared/schemas/card-look';
import { defaultDesign } from '@shared/schemas/company-design';
import type { TestApp } from '../../../test/harness';
import { fullCard } from './full-card-kit';
import { countingPageApp } from './test-kit';

const page = countingPageApp();
let t: TestApp;
let card: Awaited<ReturnType<typeof fullCard>>;
beforeAll(async () => {
  t = page.t;
  card = await fullCard(t);
});

const KB = 1024;
const gzip = (text: string) => Bun.gzipSync(text).length;
const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function html() {
  const res = await t.client().get(`/p/${card.mate.user.shortId}`, { cookie: 'targetLang=sv' });
  expect(res.status).toBe(200);
  return res.response.text();
}

const look = (fields: Record<string, unknown>) =>
  card.mate.c.patch(`/api/v1/profiles/${card.mate.user.shortId}`, fields);

describe('the layouts on the card page', () => {
  test('the default page carries no layout class and no layout CSS', async () => {
    const body = await html();
    expect(body).toContain('<body>');
    expect(body).not.toMatch(/\.l-(cover|columns|minimal)|\.s-(rounded|square)|object-position/);
    expect(body).toContain('class="cover"><img');
  });

  const MARKERS = {
    cover: ['.l-cover .hero{', '.l-cover .cover{height:16rem}'],
    columns: ['.l-columns main{max-width:70rem;display:grid', '@media (min-width:60rem)'],
    minimal: ['.l-minimal .hero{display:grid', '.l-minimal .card{'],
  } as const;
  for (const layout of ['cover', 'columns', 'minimal'] as const) {
    test(`${layout}: its class, its CSS and no other layout's`, async () => {
      expect((await look({ layout })).status).toBe(200);
      const body = await html();
      expect(body).toContain(`<body class="l-${layout}">`);
      for (const marker of MARKERS[layout]) expect(body).toContain(marker);
      for (const other of CARD_LAYOUTS.filter((l) => l !== layout && l !== 'centred')) {
        expect(body).not.toContain(`.l-${other} `);
      }
      // The minimal page sends no cover (its picture is not loaded); the others keep it.
      if (layout === 'minimal') expect(body).not.toContain('class="cover"');
      else expect(body).toContain('class="cover"><img');
    });
  }

  test("the portrait's shape and the focal points reach the page", async () => {
    await look({
      layout: 'cover',
      portraitShape: 'square',
      portraitFocus: { x: 30, y: 20 },
      coverFocus: { x: 0, y: 100 },
    });
    const body = await html();
    expect(body).toContain('<body class="l-cover s-square">');
    expect(body).toContain('.s-square .avatar{border-radius:0}');
    expect(body).toMatch(/class="avatar"[^>]*style="object-position:30% 20%"/);
    expect(body).toMatch(/class="cover"><img[^>]*style="object-position:0% 100%"/);
    await look({
      layout: null,
      portraitShape: 'circle',
      portraitFocus: { x: 50, y: 50 },
      coverFocus: { x: 50, y: 50 },
    });
    expect(await html()).toContain('<body>');
  });

  test("a company's locked layout wins over the person's; its cover's focal point is the design's", async () => {
    await look({ layout: 'minimal' });
    const design = `/api/v1/companies/${card.firm.shortId}/design`;
    const locked = {
      ...defaultDesign('#0f4c81'),
      layout: 'columns',
      lockLayout: true,
      coverFocus: { x: 10, y: 90 },
    };
    expect((await card.owner.c.patch(design, locked)).status).toBe(200);
    expect((await card.owner.c.post(`${design}/publish`)).status).toBe(200);
    const body = await html();
    expect(body).toContain('<body class="l-columns">');
    expect(body).not.toContain('.l-minimal');
    // A designed page shows the company's cover, framed by the design's focal point.
    expect(body).toMatch(/class="cover"><img[^>]*style="object-position:10% 90%"/);
    await card.owner.c.patch(design, { ...locked, lockLayout: false });
    await card.owner.c.post(`${design}/publish`);
    expect(await html()).toContain('<body class="l-minimal">');
  });
});

// The budget of DESIGN §9 for every layout (page-budget.test.ts measures the default page in each language):
// the fullest card with the heaviest shape and focal points set, HTML + CSS ≤ 14 KB compressed.
describe('every layout stays within the card page budget', () => {
  for (const layout of CARD_LAYOUTS) {
    test(`${layout}: HTML + CSS ≤ 14 KB compressed`, async () => {
      await look({
        layout,
        portraitShape: 'rounded',
        portraitFocus: { x: 30, y: 20 },
        coverFocus: { x: 70, y: 40 },
      });
      const body = await html();
      expect(body).toContain('class="quick"');
      const size = { gzip: gzip(body), brotli: brotli(body) };
      console.log(`/p budget layout ${layout}`, JSON.stringify({ ...size, html: body.length }));
      expect(size.gzip).toBeLessThanOrEqual(14 * KB);
      expect(size.brotli).toBeLessThanOrEqual(14 * KB);
    });
  }
});
