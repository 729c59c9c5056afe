// What a visitor sees (issue 28): /p, /c and /d of a company in each of its design options, and a plain card,
// at phone and desktop width in light and dark, compared with the committed pictures in e2e/__screenshots__; and
// no public page is wider than its window. After a change meant to alter a page, write the pictures again with
// `bunx playwright test e2e/page-looks.spec.ts --update-snapshots` and look at them before committing.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { call } from './support/orders';
import { LOOKS, type Look, lookingFirm, newTag, plainPerson, publish } from './support/page-looks';
import { PUBLIC_PAGES } from './support/site';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** Every picture loaded (the lazy ones too, for the full page) and decoded, and the typeface in. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** The page at this size is no wider than the window (nothing scrolls sideways). */
async function fitsTheWindow(page: Page, what: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect.soft(scroll, `${what} is ${scroll} px wide in a ${inner} px window`).toBeLessThanOrEqual(inner);
}

/**
 * `path` at each size in each scheme (switched in place: the page follows both without a reload), compared with
 * the picture `name`-{width}-{scheme}.png; a page that is always light or always dark (`fixed`) is one picture,
 * `name`-{width}.png, in both.
 */
async function looksAsBefore(
  page: Page,
  path: string,
  name: string,
  fixed = false,
  schemes: readonly Scheme[] = SCHEMES,
) {
  await page.goto(path);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      await settled(page);
      await fitsTheWindow(page, `${path} (${name}, ${colorScheme})`);
      const picture = fixed ? `${name}-${size.width}.png` : `${name}-${size.width}-${colorScheme}.png`;
      // A page that differs fails in seconds, not at the default 15 s each: the test gets to the others.
      await expect.soft(page).toHaveScreenshot(picture, { fullPage: true, timeout: 5_000 });
    }
  }
}

/** A design that keeps its page light or dark whatever the phone's scheme. */
const fixedBackground = (look: Look) => look.design.background !== 'theme';

/** The company's page as it was, then in each design option in turn, as the pictures `prefix`-{look}. */
async function everyLook(
  page: Page,
  owner: APIRequestContext,
  companyId: string,
  path: string,
  prefix: string,
  schemes?: readonly Scheme[],
) {
  await looksAsBefore(page, path, `${prefix}-undesigned`, false, schemes);
  for (const look of LOOKS) {
    await publish(owner, companyId, look);
    await looksAsBefore(page, path, `${prefix}-${look.name}`, fixedBackground(look), schemes);
  }
}

test.describe.configure({ timeout: 150_000 });

// A visitor's browser (`page`) looks; the owner writes through the API from a context of their own.
test('/p: a plain card and a company card in each design option', async ({ page, playwright, baseURL }) => {
  const alone = await playwright.request.newContext({ baseURL });
  const plain = await plainPerson(alone);
  await looksAsBefore(page, `/p/${plain.shortId}`, 'p-plain');
  const owner = await playwright.request.newContext({ baseURL });
  const { person, company } = await lookingFirm(owner);
  await everyLook(page, owner, company.shortId, `/p/${person.shortId}`, 'p');
});

// A card's link answers its holder's page in place, the same bytes: /p's pictures, in the light scheme (the dark
// one is the same page's media query, seen on /p).
test('/c: a card opens its holder’s page in each design option', async ({ page, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  const { company, cards } = await lookingFirm(owner, 1);
  await everyLook(page, owner, company.shortId, new URL(cards[0]!.url).pathname, 'p', ['light']);
});

test('/d: a tag in each design option, with its cover band', async ({ page, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  const { company, tagId } = await lookingFirm(owner);
  await everyLook(page, owner, company.shortId, `/d/${tagId}`, 'd');
});

test('no public page is wider than its window at 390 and 1280 px', async ({ page, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  const { person, company, tagId, cards } = await lookingFirm(owner, 2);
  await publish(owner, company.shortId, LOOKS[0]!);
  const [card, lost] = cards.map((c) => new URL(c.url).pathname);
  await call(owner, 'patch', `/cards/${cards[1]!.id}`, { status: 'disabled' });
  expect((await owner.get(lost!)).status()).toBe(404); // the neutral page
  const lockedId = await newTag(owner, company.shortId, {
    name: 'Låst',
    label: 'Låst',
    passcode: 'Mässa-2026',
  });
  const pages = [...PUBLIC_PAGES, `/p/${person.shortId}`, card!, `/d/${tagId}`, lost!, `/d/${lockedId}`];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      await fitsTheWindow(page, path);
    }
  }
  await expect(page.locator('input[type=password]')).toBeVisible(); // the last: the locked tag asks for its passcode
});
