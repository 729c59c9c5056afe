// The server answers an unprefixed page in the reader's language (shared/http/negotiate.ts): the stored
// choice (cookie targetLang), else the browser's language, else Swedish — without a script redirect, with
// answers no shared cache can mix up; the 404 page and the changelog follow (issue 8).
import { type Browser, expect, test } from '@playwright/test';
import { pageText } from './support/content';
import { SITE } from './support/site';

/** A first visit: a fresh browser with this language and nothing stored. */
async function firstVisit(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  return { context, page: await context.newPage() };
}

for (const [locale, lang] of [
  ['en-US', 'en'],
  ['fi-FI', 'fi'],
] as const) {
  test(`a ${locale} browser opening /business-card and /contact gets them in ${lang} from the server`, async ({
    browser,
  }) => {
    const { context, page } = await firstVisit(browser, locale);
    // Count every navigation: the only redirect is the server's, before any Swedish page is loaded.
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        documents.push(`${response.status()} ${response.url()}`);
    });
    for (const [path, heading] of [
      ['/business-card', pageText('business-card', lang).hero.title],
      ['/contact', SITE[lang]['contact.heroTitle']],
    ] as const) {
      documents.length = 0;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/${lang}${path}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const redirect = await response?.request().redirectedFrom()?.response();
      expect(redirect?.status()).toBe(302);
      expect(await redirect?.headerValue('cache-control')).toBe('private, no-store');
      expect(documents.map((line) => line.split(' ')[0])).toEqual(['302', '200']);
    }
    await context.close();
  });
}

test('the stored choice overrides the browser, and a Swedish answer says what it depends on', async ({
  browser,
}) => {
  const { context, page } = await firstVisit(browser, 'en-US');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  // Choosing Svenska in the language menu stores it; the unprefixed pages then stay Swedish.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const response = await page.goto('/contact/');
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  expect(await response?.headerValue('vary')).toMatch(/cookie.*accept-language/);

  // A stored Finnish choice wins over the English browser, on any unprefixed page.
  await context.addCookies([{ name: 'targetLang', value: 'fi', url: new URL('/', page.url()).href }]);
  await page.goto('/questions/');
  await expect(page).toHaveURL(/\/fi\/questions\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  // An address with a language is an explicit choice and is never redirected.
  const english = await page.goto('/en/terms/');
  expect(english?.request().redirectedFrom()).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the 404 page and the changelog come in the reader’s language', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, 'fi-FI');
  const missing = await page.goto('/no-such-page/');
  expect(missing?.status()).toBe(404);
  expect(await missing?.headerValue('vary')).toMatch(/accept-language/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.fi['notFound.heroTitle']);

  await page.goto('/terms');
  await expect(page).toHaveURL(/\/fi\/terms\/$/);
  await page.getByRole('link', { name: SITE.fi['footer.changelog'] }).click();
  const dialog = page.getByRole('dialog', { name: SITE.fi['changelog.title'] });
  await expect(dialog.getByRole('heading', { level: 4 }).first()).toHaveText('Uutta');
  await context.close();
});
