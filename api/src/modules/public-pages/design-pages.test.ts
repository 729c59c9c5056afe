// The company's card design on its pages: publishing reaches a colleague's cached /p and the company's /d on
// the next request, the owner's preview shows the draft without touching the cache, and the richest design
// keeps the card page within its byte budget. Renders the built site: run `bun run build` first.
import { beforeAll, describe, expect, test } from 'bun:test';
import { brotliCompressSync, constants } from 'node:zlib';
import { type CompanyDesign, defaultDesign } from '@shared/schemas/company-design';
import type { TestApp } from '../../../test/harness';
import { BILLING_INFO } from '../billing/services-test-kit';
import { colleague, company, person } from '../companies/test-kit';
import { apiTag, fiveTextAndLinkModules } from '../dynatags/public-test-kit';
import { fullCard } from './full-card-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

/** A request through the server's handler (cache first), and whether it took the app (a render). */
async function open(path: string) {
  const before = page.appCalls;
  const response = await t.handle(
    new Request(`http://localhost${path}`, { headers: { 'user-agent': PHONE } }),
  );
  return { response, html: await response.text(), rendered: page.appCalls > before };
}

const WINE: CompanyDesign = {
  ...defaultDesign('#7a1f5c'),
  font: 'serif',
  buttonShape: 'pill',
  buttonFill: 'outline',
  logoPlacement: 'center',
};

async function designedFirm() {
  const owner = await person(t, { fullName: 'Olivia Owner' });
  const firm = await company(owner.c, {
    name: 'Nordvik Bygg AB',
    color: '#0f4c81',
    useColorInProfiles: true,
    billing: BILLING_INFO,
  });
  const mate = await colleague(t, firm.shortId, { fullName: 'Erik Johansson' });
  const tag = await apiTag(t, owner, firm.shortId, {
    label: 'Mässan 2026',
    modules: fiveTextAndLinkModules(),
  });
  const design = `/api/v1/companies/${firm.shortId}/design`;
  return { owner, firm, mate, tag, design };
}

/** Opens a page until the cache answers it (the first open of a profile makes it, a write of its own). */
async function cached(path: string) {
  await open(path);
  await open(path);
  const again = await open(path);
  expect(again.rendered).toBe(false);
  return again.html;
}

describe('the published design on the pages', () => {
  test("publishing reaches a colleague's cached /p and the company's /d on the next request", async () => {
    const { owner, mate, tag, design } = await designedFirm();
    const card = `/p/${mate.user.shortId}`;
    const plain = await cached(card);
    expect(plain).toContain('--accent:#0f4c81');
    const plainTag = await cached(`/d/${tag.shortId}`);
    expect(plainTag).not.toContain('class="cover"');

    expect((await owner.c.patch(design, WINE)).status).toBe(200);
    // A saved draft shows nowhere yet.
    expect((await open(card)).html).toContain('--accent:#0f4c81');
    expect((await owner.c.post(`${design}/publish`)).status).toBe(200);

    const page = await open(card);
    expect(page.rendered).toBe(true);
    expect(page.html).toContain('--accent:#7a1f5c;--on-accent:#ffffff');
    expect(page.html).toContain('Iowan Old Style'); // the serif typeface
    expect(page.html).toContain('border-radius:99rem'); // pill buttons
    expect(page.html).toContain('.main,.btn.main,.qi{background:var(--card)'); // outline buttons
    expect(page.html).toContain('class="co center"');
    // A system typeface needs no Manrope: no preload, no download.
    expect(page.html).not.toContain('as="font"');

    const tagPage = await open(`/d/${tag.shortId}`);
    expect(tagPage.rendered).toBe(true);
    expect(tagPage.html).toContain('--accent:#7a1f5c');
    expect(tagPage.html).toContain('<div class="cover">');
    expect(tagPage.html).toContain('Iowan Old Style');
  });

  test("the owner's preview shows the draft, never from or into the cache, and is not indexed", async () => {
    const { owner, mate, tag, design } = await designedFirm();
    const card = `/p/${mate.user.shortId}`;
    await cached(card);
    await owner.c.patch(design, WINE);
    const links = (await owner.c.get<{ preview: { profilePath: string; dynatagPath: string } }>(design)).body
      .data.preview;
    expect(links.dynatagPath).toStartWith(`/d/${tag.shortId}?count=false&preview=`);

    const preview = await open(links.profilePath);
    expect(preview.rendered).toBe(true);
    expect(preview.html).toContain('--accent:#7a1f5c');
    expect(preview.html).toContain('content="noindex, nofollow"');
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The dashboard frames it; nothing else may.
    expect(preview.response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await open(card)).response.headers.get('x-frame-options')).toBe('DENY');
    // The cached page is still the published one, and answered from the cache.
    const after = await open(card);
    expect(after.rendered).toBe(false);
    expect(after.html).toContain('--accent:#0f4c81');

    const tagPreview = await open(links.dynatagPath);
    expect(tagPreview.html).toContain('--accent:#7a1f5c');
    expect(tagPreview.response.headers.get('cache-control')).toBe('private, no-store');

    // A forged or another company's token shows the ordinary page.
    const forged = await open(`${card}?count=false&preview=${links.profilePath.split('preview=')[1]}x`);
    expect(forged.html).toContain('--accent:#0f4c81');
    expect(forged.response.headers.get('x-frame-options')).toBe('DENY');
  });
});

const KB = 1024;
const gzip = (text: string) => Bun.gzipSync(text).length;
const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

// The richest design adds every rule it can: a fixed light background, a system typeface, pill outline buttons,
// the logo on the cover, and a second designed company with its logo centred.
describe('the card page stays within its budget with the richest design', () => {
  test('HTML + CSS ≤ 14 KB compressed, default and richest design', async () => {
    const { owner, firm, other, mate } = await fullCard(t);
    const card = `/p/${mate.user.shortId}`;
    const measure = async () => {
      const res = await t.client().get(card, { cookie: 'targetLang=sv' });
      const html = await res.response.text();
      return { html, size: { gzip: gzip(html), brotli: brotli(html) } };
    };
    const before = await measure();
    const rich: CompanyDesign = {
      ...WINE,
      background: 'light',
      buttonShape: 'square',
      logoPlacement: 'cover',
      fields: [
        'role',
        'workPhone',
        'workEmail',
        'about',
        'phone',
        'email',
        'website',
        'address',
        'socials',
        'links',
        'files',
        'description',
      ],
    };
    for (const [shortId, look] of [
      [firm.shortId, rich],
      [other.shortId, { ...WINE, logoPlacement: 'center' }],
    ] as const) {
      await owner.c.patch(`/api/v1/companies/${shortId}/design`, look);
      expect((await owner.c.post(`/api/v1/companies/${shortId}/design/publish`)).status).toBe(200);
    }
    const after = await measure();
    expect(after.html).toContain('class="cl"'); // the logo on the cover
    expect(after.html).toContain('.co.center');
    expect(after.html).toContain('color-scheme:light');
    console.log('/p budget sv design', JSON.stringify({ plain: before.size, richest: after.size }));
    for (const size of [before.size, after.size]) {
      expect(size.gzip).toBeLessThanOrEqual(14 * KB);
      expect(size.brotli).toBeLessThanOrEqual(14 * KB);
    }
  });

  test('/d: the company header and the design keep the tag page ≤ 14 KB compressed, with no JavaScript', async () => {
    const { owner, tag, design } = await designedFirm();
    const before = await open(`/d/${tag.shortId}`);
    await owner.c.patch(design, { ...WINE, background: 'light', logoPlacement: 'cover' });
    await owner.c.post(`${design}/publish`);
    const after = await open(`/d/${tag.shortId}`);
    expect(after.html).toContain('<div class="cover">');
    expect(after.html).not.toMatch(/<script\b/i);
    const size = (html: string) => ({ gzip: gzip(html), brotli: brotli(html) });
    console.log('/d budget design', JSON.stringify({ plain: size(before.html), richest: size(after.html) }));
    for (const html of [before.html, after.html]) {
      expect(gzip(html)).toBeLessThanOrEqual(14 * KB);
      expect(brotli(html)).toBeLessThanOrEqual(14 * KB);
    }
  });
});
