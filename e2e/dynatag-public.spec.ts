// The public dynatag page /d/{shortId} in a real browser at phone size (390 × 844): a visitor unlocks a tag of
// seven module types with its passcode (map and PDF drawn by their islands, the unlock kept on reload); a
// geolocked tag opens with a granted position inside the fence and refuses one outside; a tag full of XSS
// payloads runs none of them. Test data through the owners' API. No request leaves the machine: the map's
// tiles are answered locally.
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { dynatag as en } from '../shared/i18n/en/dynatag';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';

const PHONE = { width: 390, height: 844 };
/** A 1 × 1 grey PNG for every map tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO8d+/efwAI0AN4kBhRWQAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid one-page PDF with a line of text, its cross-reference table at the right offsets. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function ownerCompany(api: APIRequestContext) {
  await signUpViaApi(api, 'Tove Dynatag', 'dpub');
  const created = await api.post('/api/v1/companies', {
    data: { name: 'Nordvik Bygg AB', billing: BILLING_INFO },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { shortId: string } }).data.shortId;
}

async function createTag(
  api: APIRequestContext,
  companyId: string,
  fields: Record<string, unknown>,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
) {
  // Playwright's multipart takes one value per field name: a single file here. The company's first tag starts
  // the dynatag service: its price is confirmed.
  const res = await postTag(
    api,
    companyId,
    { name: `Tag ${Math.random()}`, ...fields },
    files[0] ? { files: files[0] } : {},
  );
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A visitor's phone: its own context, English, tiles answered locally, every dialog recorded. */
async function phone(browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  // Nothing else may go out (the iframe module's own page is another origin; not needed here).
  return context;
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);

async function noAxeViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
}

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('a visitor unlocks a tag of seven module types with its passcode at phone size', async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ baseURL });
  const companyId = await ownerCompany(owner.request);
  const tagId = await createTag(
    owner.request,
    companyId,
    {
      label: 'Nordvik at Nordbygg',
      passcode: 'Fair-2026',
      modules: [
        {
          id: 'w',
          type: 'wysiwyg',
          title: 'Welcome',
          html: '<p>Members get the <strong>fair price</strong> list.</p>',
        },
        {
          id: 'l',
          type: 'links',
          links: [{ text: 'Book a meeting', url: 'https://example.com/book', color: '#facc15' }],
        },
        {
          id: 'c',
          type: 'contacts',
          title: 'Ask us',
          contacts: [
            { name: 'Anna Berg', information: 'Sales', phone: '+46 70 123 45 67', email: 'anna@example.com' },
          ],
        },
        { id: 'f', type: 'files', title: 'Downloads', files: ['upload:0'] },
        { id: 'p', type: 'pdf', title: 'Price list', file: 'upload:0' },
        {
          id: 'm',
          type: 'map',
          title: 'Find us',
          center: { lat: 59.3293, lng: 18.0686 },
          zoom: 15,
          marker: 'Stand B12',
        },
        { id: 's', type: 'socials', links: { linkedin: 'https://www.linkedin.com/company/nordvik' } },
      ],
    },
    [{ name: 'prices.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Fair prices 2026') }],
  );

  const context = await phone(browser, baseURL!);
  const page = await context.newPage();
  await page.goto(`/d/${tagId}?count=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nordvik at Nordbygg' })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.passcodeTitle })).toBeVisible();
  await expect(page.getByText('fair price')).toHaveCount(0);
  await noAxeViolations(page, 'passcode form');

  await page.getByLabel(en.passcode).fill('fair-2026');
  await page.getByRole('button', { name: en.open }).click();
  await expect(page.getByRole('alert')).toHaveText(en.passcodeWrong);
  await page.getByLabel(en.passcode).fill('Fair-2026');
  await page.getByRole('button', { name: en.open }).click();

  await expect(page.getByText('fair price')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveCSS(
    'background-color',
    'rgb(250, 204, 21)',
  );
  await expect(page.getByRole('link', { name: fill(en.call, { name: 'Anna Berg' }) })).toHaveAttribute(
    'href',
    'tel:+46701234567',
  );
  await expect(page.getByRole('link', { name: en.saveContact })).toHaveAttribute('href', /^data:text\/vcard/);
  await expect(page.getByRole('link', { name: 'prices.pdf', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  // The islands load nothing until they come near the screen (the map, at the end, is further than half a screen
  // below it): then Leaflet with the local tiles, PDF.js with the page drawn.
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  expect(await loaded()).not.toContainEqual(expect.stringContaining('leaflet'));
  await page.locator('dynatag-map').scrollIntoViewIfNeeded();
  await expect(page.locator('dynatag-map[data-ready]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('dynatag-map .leaflet-tile-loaded').first()).toBeVisible();
  await page.locator('dynatag-pdf').scrollIntoViewIfNeeded();
  await expect(page.locator('dynatag-pdf[data-ready="1"] canvas')).toHaveCount(1, { timeout: 15_000 });
  // The file opens with its signed path.
  const href = await page.getByRole('link', { name: 'prices.pdf', exact: true }).getAttribute('href');
  expect(href).toMatch(/\?sig=.+&exp=\d+$/);
  expect((await page.request.get(href!)).status()).toBe(200);
  await fitsThePhone(page);
  await noAxeViolations(page, 'unlocked page');

  // The unlock holds on reload (the tab's cookie), without asking again.
  await page.goto(`/d/${tagId}`);
  await expect(page.getByText('fair price')).toBeVisible();
  await expect(page.getByLabel(en.passcode)).toHaveCount(0);
  await context.close();
  await owner.close();
});

test.describe('a geolocked tag', () => {
  const place = { latitude: 59.3293, longitude: 18.0686 };
  let tagId = '';
  test.beforeAll(async ({ browser, baseURL }) => {
    const owner = await browser.newContext({ baseURL });
    const companyId = await ownerCompany(owner.request);
    tagId = await createTag(owner.request, companyId, {
      label: 'Stand B12 only',
      geolock: { lat: place.latitude, lng: place.longitude, distance: 200 },
      modules: [{ id: 'w', type: 'wysiwyg', html: '<p>The on-site discount code is FAIR26.</p>' }],
    });
    await owner.close();
  });

  const visit = async (browser: Browser, baseURL: string, at: { latitude: number; longitude: number }) => {
    const context: BrowserContext = await phone(browser, baseURL, { geolocation: { ...at, accuracy: 15 } });
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    const page = await context.newPage();
    await page.goto(`/d/${tagId}`);
    return { context, page };
  };

  test('opens with a granted position inside the fence', async ({ browser, baseURL }) => {
    const { context, page } = await visit(browser, baseURL!, { latitude: 59.3297, longitude: 18.0691 });
    await expect(page.getByText('FAIR26')).toBeVisible({ timeout: 15_000 });
    await fitsThePhone(page);
    await context.close();
  });

  test('refuses a position outside and says how far away it is', async ({ browser, baseURL }) => {
    // About 1.1 km north.
    const { context, page } = await visit(browser, baseURL!, { latitude: 59.3393, longitude: 18.0686 });
    await expect(page.getByRole('alert')).toContainText(/You are 9\d\d m away/, { timeout: 15_000 });
    await expect(page.getByText('FAIR26')).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.geoRetry })).toBeVisible();
    // Walking closer and trying again opens it.
    await context.setGeolocation({ latitude: 59.3294, longitude: 18.0687, accuracy: 10 });
    await page.getByRole('button', { name: en.geoRetry }).click();
    await expect(page.getByText('FAIR26')).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
});

test('a tag full of XSS payloads runs none of them', async ({ browser, baseURL }) => {
  const hit = 'window.top.__xss=(window.top.__xss||0)+1';
  const payloads = [
    `<script>${hit};alert(1)</script>`,
    `<img src=x onerror="${hit};alert(2)">`,
    `"><svg onload="${hit};alert(3)">`,
    `'><iframe src="javascript:${hit};alert(4)">`,
    `<a href="javascript:${hit};alert(5)">click</a>`,
  ];
  const text = payloads.join(' ');
  const owner = await browser.newContext({ baseURL });
  const companyId = await ownerCompany(owner.request);
  const tagId = await createTag(owner.request, companyId, {
    label: text.slice(0, 200),
    modules: [
      { id: 'w', type: 'wysiwyg', title: text.slice(0, 200), html: `<p>${text}</p>` },
      {
        id: 'l',
        type: 'links',
        links: [
          { text: text.slice(0, 100), url: 'https://example.com/"onmouseover="alert(6)', color: '#123456' },
        ],
      },
      {
        id: 'c',
        type: 'contacts',
        contacts: [{ name: text.slice(0, 100), information: text.slice(0, 500), phone: '', email: '' }],
      },
      {
        id: 'm',
        type: 'mapMarkers',
        center: { lat: 59.33, lng: 18.07 },
        zoom: 14,
        markers: [{ lat: 59.33, lng: 18.07, label: text.slice(0, 200), text }],
      },
      {
        id: 'h',
        type: 'plugin_htmlCommentBox',
        widget: `<script>${hit};alert(7)</script>${text}`,
        perPage: 10,
      },
    ],
  });

  const context = await phone(browser, baseURL!);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/d/${tagId}`);
  await page.locator('dynatag-map').scrollIntoViewIfNeeded();
  await expect(page.locator('dynatag-map[data-ready]')).toHaveCount(1, { timeout: 15_000 });
  // Open the marker's popup: its label is text, not markup.
  await page.locator('dynatag-map').click();
  await expect(page.locator('.leaflet-popup-content')).toContainText('<script>');
  // A mouseover handler would run while the pointer moves onto the link.
  await page
    .getByRole('link', { name: /script/ })
    .first()
    .hover();
  // Everything that would have run a payload has happened: the page and what it loads are in (an image's error
  // handler runs before the window's load), and every picture now in the page, the popup's included, has
  // loaded or failed (a lazy one not scrolled to loads nothing, so runs nothing).
  await page.waitForLoadState('load');
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map(
        (img) =>
          img.complete ||
          img.loading === 'lazy' ||
          new Promise((settled) => {
            img.addEventListener('load', settled);
            img.addEventListener('error', settled);
          }),
      ),
    ),
  );
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss ?? 0)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>');
  await context.close();
  await owner.close();
});
