// The look of /d/{shortId}: the company colour under the same rule as the card page /p (only when the company
// chose to use its colour on its pages; black or white text on it, whichever reads better), and only once the
// tag is open; pictures and galleries with srcset, their sizes set, lazy beyond the first, no script, within
// the page budget. Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { BASE, createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { apiTag, fiveTextAndLinkModules } from '../dynatags/public-test-kit';
import { ownerWithCompany } from '../dynatags/test-kit';

/** A real picture of `width` × `height`. */
async function picture(name: string, width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name);
}

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The /d page tests render the built site: run `bun run build` first.');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
});
afterAll(() => t.close());

const html = async (path: string) => {
  const res = await t.handle(new Request(`${BASE}${path}`, { headers: { 'x-forwarded-for': '10.9.0.1' } }));
  expect(res.status).toBe(200);
  return res.text();
};
const rootStyle = (page: string) => page.match(/<html[^>]*>/)?.[0].match(/style="([^"]*)"/)?.[1] ?? null;

describe('the company colour on /d', () => {
  test('applied when the company uses its colour on its pages, as on /p; not when it does not', async () => {
    const { owner, company } = await ownerWithCompany(t, 'Colour AB');
    const tag = await apiTag(t, owner, company.shortId, { modules: fiveTextAndLinkModules() });
    const path = `/d/${tag.shortId}`;
    expect((await owner.c.patch(`/api/v1/companies/${company.shortId}`, { color: '#ffcc00' })).status).toBe(
      200,
    );
    // The colour is set but not chosen for the pages: the neutral look.
    expect(rootStyle(await html(path))).toBeNull();
    await owner.c.patch(`/api/v1/companies/${company.shortId}`, { useColorInProfiles: true });
    // Light yellow takes dark text (WCAG contrast), as on /p.
    expect(rootStyle(await html(path))).toBe('--accent:#ffcc00;--on-accent:#111');
    await owner.c.patch(`/api/v1/companies/${company.shortId}`, { color: '#1d4ed8' });
    expect(rootStyle(await html(path))).toBe('--accent:#1d4ed8;--on-accent:#fff');
    await owner.c.patch(`/api/v1/companies/${company.shortId}`, { useColorInProfiles: false });
    expect(rootStyle(await html(path))).toBeNull();
  });

  test('a locked tag shows nothing of the company, its colour included, until it is opened', async () => {
    const { owner, company } = await ownerWithCompany(t, 'Locked Colour AB');
    await owner.c.patch(`/api/v1/companies/${company.shortId}`, {
      color: '#1d4ed8',
      useColorInProfiles: true,
    });
    const tag = await apiTag(t, owner, company.shortId, {
      passcode: 'Fair-2026',
      modules: fiveTextAndLinkModules(),
    });
    const page = await html(`/d/${tag.shortId}`);
    expect(page).toContain('name="passcode"');
    expect(rootStyle(page)).toBeNull();
  });
});

describe('pictures on /d', () => {
  test('an image and a gallery: srcset of the copies, sizes set, lazy after the first, no script, within budget', async () => {
    const { owner, company } = await ownerWithCompany(t, 'Picture AB');
    const uploads = await Promise.all(
      Array.from({ length: 10 }, (_, i) => picture(`p${i}.jpg`, 2000 + i * 10, 1500)),
    );
    const tag = await apiTag(
      t,
      owner,
      company.shortId,
      {
        modules: [
          ...fiveTextAndLinkModules(),
          {
            id: 'i',
            type: 'image',
            file: 'upload:0',
            alt: 'Our stand in hall B',
            caption: 'Hall B, stand 12',
          },
          {
            id: 'g',
            type: 'gallery',
            title: 'The fair',
            pictures: uploads.map((_, n) => ({
              file: `upload:${n}`,
              alt: n === 3 ? '' : `Fair photo ${n}`,
              ...(n === 3 && { decorative: true }),
              caption: `Day ${n + 1}`,
            })),
          },
        ],
      },
      uploads,
    );
    const page = await html(`/d/${tag.shortId}`);
    const imgs = [...page.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(imgs).toHaveLength(11);
    const first = tag.fileIds[0];
    const base = `/uploads/dynatags/${tag.shortId}/files/${first}`;
    expect(imgs[0]).toContain(`src="${base}/960"`);
    expect(imgs[0]).toContain(`srcset="${base}/480 480w, ${base}/960 960w, ${base}/1600 1600w"`);
    expect(imgs[0]).toContain('width="2000" height="1500"');
    expect(imgs[0]).toContain('alt="Our stand in hall B"');
    expect(imgs[0]).not.toContain('loading=');
    expect(page).toContain('<figcaption>Hall B, stand 12</figcaption>');
    // Every other picture waits until it is near; each has its size, so nothing moves as they arrive.
    for (const img of imgs.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/width="\d+" height="1500"/);
    }
    // A gallery picture opens its largest copy; a decorative one is named by the link instead.
    expect(page).toContain(`<a href="/uploads/dynatags/${tag.shortId}/files/${tag.fileIds[1]}/1600">`);
    expect(page).toContain(`aria-label="Bild 4 i full storlek"`);
    // An empty alt (written as a bare `alt`): screen readers skip the picture.
    expect(imgs[4]).toMatch(/ alt(="")? /);
    // Every copy the page names is served.
    for (const [, path] of page.matchAll(/(\/uploads\/dynatags\/[^" ]+\/(?:480|960|1600))/g)) {
      const res = await t.handle(new Request(`${BASE}${path}`));
      expect([path, res.status]).toEqual([path, 200]);
    }
    expect(page).not.toMatch(/<script\b/i);
    const gzip = Bun.gzipSync(page).length;
    console.log('/d with an image and a 10-picture gallery', JSON.stringify({ gzip, html: page.length }));
    expect(gzip).toBeLessThanOrEqual(14 * 1024);
  });

  test("a protected tag's pictures are named by signed paths once it is open", async () => {
    const { owner, company } = await ownerWithCompany(t, 'Signed Picture AB');
    const tag = await apiTag(
      t,
      owner,
      company.shortId,
      { passcode: 'Fair-2026', modules: [{ id: 'i', type: 'image', file: 'upload:0', alt: 'Members only' }] },
      [await picture('members.jpg', 1200, 800)],
    );
    const locked = await html(`/d/${tag.shortId}`);
    expect(locked).not.toContain('/uploads/dynatags/');
    const res = await t.handle(
      new Request(`${BASE}/d/${tag.shortId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.0.2' },
        body: 'passcode=Fair-2026',
      }),
    );
    const open = await res.text();
    const srcset = open.match(/srcset="([^"]+)"/)?.[1] ?? '';
    const paths = srcset.split(', ').map((part) => part.split(' ')[0]!.replaceAll('&amp;', '&'));
    expect(paths).toHaveLength(3);
    for (const path of paths) {
      expect(path).toMatch(/\?sig=[\w-]+&exp=\d+$/);
      expect((await t.handle(new Request(`${BASE}${path}`))).status).toBe(200);
      expect((await t.handle(new Request(`${BASE}${path.split('?')[0]}`))).status).toBe(404);
    }
  });
});
