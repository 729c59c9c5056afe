// The look of /d/{shortId}: the company colour under the same rule as the card page /p (only when the company
// chose to use its colour on its pages; black or white text on it, whichever reads better), and only once the
// tag is open. Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { apiTag, fiveTextAndLinkModules } from '../dynatags/public-test-kit';
import { ownerWithCompany } from '../dynatags/test-kit';

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
