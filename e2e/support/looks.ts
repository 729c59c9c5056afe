// The visual baselines' rounds (DESIGN: every layout and module at 390 and 1280 px, light and dark): one loop for
// the specs that picture a part of a page in each size and scheme, instead of the same two loops in each.
import { expect, type Page } from '@playwright/test';

export type Size = { width: number; height: number };
export type Scheme = 'light' | 'dark';

/** A phone and a desktop window, as the baselines are taken. */
export const SIZES: readonly Size[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

type Options = {
  sizes?: readonly Size[];
  /**
   * The dashboard's scheme: it reads its stored choice at its start, so it is stored and the page reloaded (and
   * found applied) before each picture. Public pages follow the emulated scheme at once.
   */
  dashboard?: boolean;
};

/**
 * Runs `look` at each size (the window resized) in each scheme (emulated), the schemes within the sizes; `look`
 * takes the picture, named for instance `${name}-${size.width}-${scheme}.png`, and makes its checks.
 */
export async function inEachLook(
  page: Page,
  look: (size: Size, scheme: Scheme) => Promise<void>,
  { sizes = SIZES, dashboard = false }: Options = {},
) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      if (dashboard) {
        await page.evaluate((theme) => localStorage.setItem('themeMode', theme), scheme);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      }
      await look(size, scheme);
    }
  }
}
