// The opening hours, menu, event and coupon modules (issue 32): each one added and filled in the editor and
// seen on /d (the coupon's code revealed by a tap, the event's calendar file downloaded); then a tag of all four
// under the company's design, at phone and desktop width (the wide layout: a hero, modules in columns) in light
// and dark, compared with the committed pictures in e2e/__screenshots__, with no serious axe finding.
// After a change meant to alter the page: `bunx playwright test e2e/dynatag-modules.spec.ts --update-snapshots`,
// and look at the pictures before committing.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { dynatag as enPage } from '../shared/i18n/en/dynatag';
import { tagEditor as en } from '../shared/i18n/en/tagEditor';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { LOOKS, lookingFirm, publish } from './support/page-looks';

test.use({ locale: 'en-GB' });

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));

async function noSeriousAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signed in by the API's cookies, kept in storage as the dashboard does after a login; the tour seen. */
async function enter(page: Page) {
  const { data: user } = await (await page.request.get('/api/v1/users/me')).json();
  await page.goto('/en/');
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('cookiesAccepted', 'true');
    localStorage.setItem('targetLang', 'en');
    localStorage.setItem('tagEditorTourSeen', 'true');
  }, user);
}

async function newTag(
  api: APIRequestContext,
  companyId: string,
  fields: Record<string, unknown>,
  files = {},
) {
  const res = await postTag(api, companyId, fields, files);
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('each new module is filled in the editor and seen on the tag’s page', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page.request, 'Kajsa Kafé', 'tagmod');
  const created = await page.request.post('/api/v1/companies', {
    data: { name: 'Kajsa Kafé AB', billing: BILLING_INFO },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { data: { shortId: string } }).data.shortId;
  const tagId = await newTag(page.request, companyId, { name: 'Café', label: 'Kajsa’s café' });
  await enter(page);
  await page.goto('/dashboard/dynatags');
  await page.getByRole('button', { name: 'Edit Café' }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(en.editTitle, { name: 'Café' }) });
  await expect(dialog.getByTestId('tag-editor')).toBeVisible();
  const add = async (type: string, number: number): Promise<Locator> => {
    await dialog.getByRole('button', { name: en.modAdd }).click();
    await dialog.getByRole('menuitem', { name: type, exact: true }).click();
    return dialog.getByRole('region', { name: fill(en.modModuleNumber, { number, type }) });
  };

  const hours = await add(en.modTypeHours, 1);
  await expect(hours.getByLabel(en.modTimeZone)).toHaveValue('Europe/Stockholm');
  await hours.getByLabel(fill(en.modOpens, { day: 'Monday' })).fill('08:00');
  await hours.getByRole('button', { name: fill(en.modAddOpening, { day: 'Sunday' }) }).click();
  await hours.getByLabel(fill(en.modCloses, { day: 'Sunday' })).fill('14:00');

  const menu = await add(en.modTypeMenu, 2);
  await menu.getByLabel(fill(en.modSectionName, { number: 1 })).fill('Lunch');
  await menu.getByRole('button', { name: fill(en.modAddItem, { section: 'Lunch' }) }).click();
  await menu.getByLabel(fill(en.modItemName, { number: 1, section: 'Lunch' })).fill('Fish soup');
  await menu.getByLabel(fill(en.modItemPrice, { name: 'Fish soup', currency: 'SEK' })).fill('125,50');
  await menu.getByLabel(fill(en.modItemNotes, { name: 'Fish soup' })).fill('Fish, lactose');

  const event = await add(en.modTypeEvent, 3);
  await event.getByLabel(en.modEventName).fill('Open house');
  await event.getByLabel(en.modEventStart).fill('2099-06-12T18:00');
  await event.getByLabel(en.modEventEnd).fill('2099-06-12T17:00');
  // An end before the start is marked with the API's words before anything is sent.
  await expect(event.getByText('The event must end after it starts')).toBeVisible();
  await event.getByLabel(en.modEventEnd).fill('2099-06-12T21:00');
  await event.getByLabel(en.modEventPlace).fill('Hamngatan 12, Göteborg');
  // The place's point picked on the map: a click in the middle of the map opened at Stockholm sets it there.
  await event.getByRole('button', { name: en.modPickOnMap }).click();
  const map = event.locator('.leaflet-container');
  await expect(map).toBeVisible({ timeout: 15_000 });
  await map.click();
  await expect(event.getByLabel(en.modEventLat)).toHaveValue(/^59\.3\d*$/);
  await expect(event.getByLabel(en.modEventLng)).toHaveValue(/^18\.\d+$/);

  const coupon = await add(en.modTypeCoupon, 4);
  await coupon.getByLabel(en.modCouponCode).fill('WELCOME10');
  await coupon.getByLabel(en.modCouponDescription).fill('10 % off your first lunch');
  await coupon.getByLabel(en.modCouponLastDay).fill('2099-12-31');
  await noSeriousAxe(page, 'editor with the four new modules');

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'The dynatag is saved' })).toBeVisible();

  await page.goto(`/d/${tagId}`);
  const week = page.getByRole('table', { name: enPage.weekHours });
  await expect(week.getByRole('row', { name: 'Monday 08:00–17:00' })).toBeVisible();
  await expect(week.getByRole('row', { name: 'Sunday 09:00–14:00' })).toBeVisible();
  await expect(page.locator('.st')).toHaveText(
    /^(Open now, until \d\d:\d\d|Closes in \d+ min|Opens .*\d\d:\d\d|Closed)$/,
  );
  await expect(page.locator('.mnu li')).toHaveText(/Fish soup\s*SEK\s125\.50.*Fish, lactose/);
  await expect(page.getByText('Friday, 12 June 2099 18:00–21:00')).toBeVisible();
  const code = page.getByText('WELCOME10', { exact: true });
  await expect(code).toBeHidden();
  await page.getByText(enPage.couponShow).click();
  await expect(code).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: enPage.addToCalendar }).click();
  const ics = await (await download).path();
  const text = await import('node:fs/promises').then((fs) => fs.readFile(ics, 'utf8'));
  // 18:00 in Stockholm in June is 16:00 UTC.
  expect(text).toContain('\r\nDTSTART:20990612T160000Z\r\n');
  expect(text).toContain('\r\nSUMMARY:Open house\r\n');
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The hero: a harbour at dusk from fixed bytes (no text, no typeface). */
const heroPicture = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#1f4e79"/><stop offset="1" stop-color="#f2b705"/></linearGradient></defs><rect width="1600" height="900" fill="url(#s)"/><circle cx="1200" cy="560" r="120" fill="#fde68a"/><rect y="620" width="1600" height="280" fill="#0f2a44"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/**
 * The four modules with nothing that moves with the date: open every day around the clock (the line reads
 * "Open around the clock" on any day), an exception, an event and a coupon's last day far ahead.
 */
const allDay = () => [{ open: '00:00', close: '00:00' }];
const MODULES = [
  { id: 'hero', type: 'image', file: 'upload:0', alt: 'The harbour at dusk' },
  {
    id: 'intro',
    type: 'wysiwyg',
    html: '<p>Our café in the old workshop: coffee from the roastery round the corner and lunch every day.</p>',
  },
  {
    id: 'hours',
    type: 'hours',
    title: 'Opening hours',
    timeZone: 'Europe/Stockholm',
    week: Array.from({ length: 7 }, allDay),
    exceptions: [{ date: '2099-12-24', spans: [], note: 'Christmas Eve' }],
  },
  {
    id: 'event',
    type: 'event',
    title: 'Event',
    name: 'Open house',
    start: '2099-06-12T18:00',
    end: '2099-06-12T21:00',
    timeZone: 'Europe/Stockholm',
    place: 'Hamngatan 12, Göteborg',
    position: { lat: 57.7065, lng: 11.9599 },
    description: 'Our carpenters show kitchens from drawing to fitting.',
  },
  {
    id: 'coupon',
    type: 'coupon',
    title: 'Offer',
    code: 'FIKA2FOR1',
    description: 'Two coffees and two buns for the price of one.',
    lastDay: '2099-12-31',
    timeZone: 'Europe/Stockholm',
  },
  {
    id: 'menu',
    type: 'menu',
    title: 'Menu',
    currency: 'SEK',
    sections: [
      {
        name: 'Lunch',
        items: [
          {
            name: 'Soup of the day',
            description: 'With sourdough bread',
            price: 11500,
            notes: 'Lactose, gluten',
          },
          { name: 'Smoked salmon sandwich', price: 13550, notes: 'Fish, gluten' },
        ],
      },
      {
        name: 'Coffee',
        items: [
          { name: 'Filter coffee', description: 'Refill included', price: 3200 },
          { name: 'Cardamom bun', price: 3800, notes: 'Gluten, lactose, egg' },
        ],
      },
    ],
  },
];

test('a tag of the four modules in the company’s design, phone and desktop, light and dark', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await playwright.request.newContext({ baseURL });
  const { company } = await lookingFirm(owner);
  await publish(owner, company.shortId, LOOKS[0]!);
  const tagId = await newTag(
    owner,
    company.shortId,
    { name: 'Café', label: 'Kafé Verkstaden', showCompanyLogo: true, modules: MODULES },
    { files: { name: 'hero.png', mimeType: 'image/png', buffer: await heroPicture() } },
  );
  await page.goto(`/d/${tagId}`);
  // Open around the clock; in the week before Christmas Eve (the exception, closed) it names the day it closes.
  await expect(page.locator('.st')).toHaveText(
    new RegExp(
      `^(${enPage.openAlways}|Open now, until (\\w+ )?24:00|Closes in \\d+ min|Opens tomorrow at 00:00)$`,
    ),
  );
  // Today's row is bold; which row that is depends on the day the test runs: the pictures show none bold.
  await page.addStyleTag({ content: '.wk [aria-current]{font-weight:inherit}' });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.evaluate(async () => {
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect.soft(scroll, `${size.width} px ${colorScheme}`).toBeLessThanOrEqual(inner);
      if (size.width === 1280) {
        // The wide layout: the hours, the event and the coupon side by side, the menu across the page.
        const tops = await page
          .locator('.mods > .card')
          .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
        expect(new Set(tops.slice(1, 4)).size, 'hours, event and coupon on one row').toBe(1);
      }
      await expect.soft(page).toHaveScreenshot(`d-modules-${size.width}-${colorScheme}.png`, {
        fullPage: true,
        timeout: 5_000,
      });
      await noSeriousAxe(page, `/d ${size.width} px ${colorScheme}`);
    }
  }
});
