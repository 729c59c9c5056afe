// What many specs check a page with: no serious axe finding, and texts and money as the dashboard shows them in
// English, taken from the dictionaries with their {placeholders} filled.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../shared/constants';
import { interpolate, type Params } from '../../shared/i18n/format';

/** A dictionary text with its {placeholders} and plural forms filled, as the app fills it (an unknown one stays). */
export const fill = (text: string, values: Params, lang: Lang = 'en') => interpolate(text, values, lang);

/** Money as the dashboard shows it in English (en-GB). */
export const money = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SEK' }).format(minor / 100);

/** No serious or critical axe finding (WCAG 2.1 A and AA) on the page as it is now. */
export async function accessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A table fits its box: every column, its actions included, without a sideways scroll (the dashboard at 1280 px). */
export async function fitsItsBox(table: Locator) {
  const { table: width, box } = await table.evaluate((el) => ({
    table: el.scrollWidth,
    box: el.parentElement?.clientWidth ?? 0,
  }));
  expect(width, 'the table is wider than the space it has').toBeLessThanOrEqual(box);
}
