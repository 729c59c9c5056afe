// The product pages' pictures of the real product (issue 35, scripts/product-pictures.ts): the start page's section
// shows the pictures of the reader's theme with the content's alt texts, at 390 and 1280 px, light and dark, looks as
// its baseline, and axe finds nothing serious on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageText } from './support/content';
import { settleVisitor, waitForIslands } from './support/site';

test('the start page shows the product’s pictures in the reader’s theme', async ({ browser }) => {
  const showcase = pageText('start', 'en').showcase as { title: string; pictures: { alt: string }[] };
  for (const theme of ['light', 'dark'] as const)
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await settleVisitor(context, { lang: 'en', theme });
      const page = await context.newPage();
      await page.goto('/en/');
      await waitForIslands(page);
      const section = page.locator('#product');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(showcase.title);
      await section.scrollIntoViewIfNeeded();
      const shown = section.getByRole('img');
      await expect(shown).toHaveCount(showcase.pictures.length);
      for (const [index, picture] of showcase.pictures.entries()) {
        const img = shown.nth(index);
        await expect(img).toHaveAttribute('alt', picture.alt);
        await expect(img).toHaveAttribute('src', new RegExp(`-${theme}\\.[\\w-]+\\.webp$`));
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
      // The section alone: the sticky header (and the skip link it scrolls under) would lie over its top.
      await expect(section).toHaveScreenshot(`start-product-${theme}-${width}.png`, {
        stylePath: 'e2e/support/product-pictures.css',
      });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await context.close();
    }
});
