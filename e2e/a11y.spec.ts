// axe-core on every public page in light and dark: no serious or critical violation (WCAG 2.1 A and AA).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { pageText } from './support/content';
import { PUBLIC_PAGES, pathIn, SITE, settleVisitor, waitForIslands } from './support/site';

const THEMES = ['light', 'dark'] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

async function openSettled(page: Page, path: string) {
  await page.goto(path);
  // Islands hydrate on idle; check the page as people see it once it has settled.
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
}

// Every public page in Swedish, the other languages' start pages (their texts differ), and the 404 page.
const PAGES = [...PUBLIC_PAGES, pathIn('en', '/'), pathIn('fi', '/'), '/no-such-page/'];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    for (const path of PAGES) {
      test(`${path} has no serious violations`, async ({ page, context }) => {
        // The cookie notice stays open, so it is checked too.
        await settleVisitor(context, { theme, acceptCookies: false });
        await openSettled(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('/cookies on a 390 px phone has no serious violations', async ({ page, context }) => {
      // The cookie table scrolls sideways there: its region must be reachable by keyboard and named.
      await settleVisitor(context, { theme });
      await page.setViewportSize({ width: 390, height: 844 });
      await openSettled(page, '/cookies/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const region = page.getByRole('region', { name: pageText('cookies', 'sv').table.title });
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a first visit to /login (dialog and cookie notice) has no serious violations', async ({
      page,
      context,
    }) => {
      await settleVisitor(context, { theme, acceptCookies: false });
      await page.goto('/login/');
      await expect(page.getByRole('dialog', { name: SITE.sv['consent.title'] })).toBeVisible();
      await expect(page.locator('[role="dialog"][aria-modal="true"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the open drawer at 375 px has no serious violations', async ({ page, context }) => {
      await settleVisitor(context, { theme });
      await page.setViewportSize({ width: 375, height: 740 });
      await openSettled(page, '/');
      await page.locator('header button[popovertarget="site-drawer"]').click();
      await expect(page.locator('#site-drawer')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
