// Every address we hand out counts its visits (issue 19): the QR codes downloaded from the Dynatags list and from
// the tag's editor, and the profile's QR code, decoded as a phone's camera would and opened on a phone: the count
// rises in the dashboard. The owner's own "Open page" / "Preview public page" does not count.
import { readFile } from 'node:fs/promises';
import { type Browser, type Download, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { app as en } from '../shared/i18n/en/app';
import { tagEditor as editorTexts } from '../shared/i18n/en/tagEditor';
import { tags as tagTexts } from '../shared/i18n/en/tags';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => {
  await settleVisitor(context, { lang: 'en' });
  // The editor's first-use tour is not what this test is about.
  await context.addInitScript(() => localStorage.setItem('tagEditorTourSeen', 'true'));
});

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** What a phone's camera reads from a downloaded code (SVG or PNG). */
async function decode(download: Download) {
  const file = await readFile((await download.path())!);
  const png = await sharp(file).flatten({ background: '#fff' }).png().toBuffer();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

let phones = 0;
/** A visitor's phone (its own browser, address and cookies) opening what the camera read. */
async function scanOnPhone(browser: Browser, url: string, shows: string) {
  phones++;
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 18_${phones} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1`,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${40 + phones}` },
  });
  const page = await phone.newPage();
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(200);
  await expect(page.locator('body')).toContainText(shows);
  await phone.close();
}

/** Reloads until `locator` of the page reads `text` (views are written a moment after the visit). */
async function reloadUntil(page: Page, read: () => ReturnType<Page['locator']>, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(read()).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('a scan of the dynatag QR code from the list and from the editor counts; the owner opening it does not', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page.request, 'Siri Skanner', 'scan');
  const company = await page.request.post('/api/v1/companies', {
    data: { name: 'Scan Count AB', billing: BILLING_INFO },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const { shortId } = ((await company.json()) as { data: { shortId: string } }).data;
  const made = await postTag(page.request, shortId, {
    name: 'Stand',
    label: 'Hall A, stand 12',
    modules: [],
  });
  expect(made.status(), await made.text()).toBe(201);
  const tagId = ((await made.json()) as { data: { id: string } }).data.id;
  const address = `${baseURL}/d/${tagId}`;

  await openDashboard(page, '/dashboard/dynatags');
  const views = () =>
    page.getByTestId('dynatag-row').filter({ hasText: 'Stand' }).getByTitle(tagTexts.viewsTitle);
  await expect(views()).toHaveText('0 / 0');
  const rowMenu = async () => {
    await page.getByRole('button', { name: fill(tagTexts.moreActionsNamed, { name: 'Stand' }) }).click();
    const menu = page.getByRole('group', { name: fill(tagTexts.moreActionsNamed, { name: 'Stand' }) });
    await expect(menu).toBeVisible();
    return menu;
  };

  await test.step('the list’s QR code: a phone scans it, the count rises', async () => {
    const menu = await rowMenu();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('button', { name: tagTexts.downloadQr }).click(),
    ]);
    const read = await decode(download);
    expect(read).toBe(`${address}?s=q`);
    await scanOnPhone(browser, read!, 'Hall A, stand 12');
    await reloadUntil(page, views, '1 / 1');
  });

  await test.step('the owner’s “Open page” shows the page without counting it', async () => {
    const menu = await rowMenu();
    const open = menu.getByRole('link', { name: tagTexts.openPage });
    await expect(open).toHaveAttribute('href', `${address}?count=false`);
    const [preview] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await expect(preview.locator('body')).toContainText('Hall A, stand 12');
    await preview.close();
  });

  await test.step('the editor’s QR code: another phone scans it, the count rises by that one only', async () => {
    await page.getByRole('button', { name: fill(tagTexts.editNamed, { name: 'Stand' }) }).click();
    const editor = page.getByRole('dialog', { name: fill(editorTexts.editTitle, { name: 'Stand' }) });
    await editor.getByRole('tab', { name: editorTexts.tabQr }).click();
    await expect(editor.getByTestId('card-link')).toHaveText(address);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editor.getByRole('link', { name: en.downloadPng, exact: true }).click(),
    ]);
    const read = await decode(download);
    expect(read).toBe(`${address}?s=q`);
    await expect(editor.getByRole('link', { name: en.previewPublicPage })).toHaveAttribute(
      'href',
      `${address}?count=false`,
    );
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);
    await scanOnPhone(browser, read!, 'Hall A, stand 12');
    // Written in order: had the owner's look counted, it would show here as a third view.
    await reloadUntil(page, views, '2 / 2');
  });
});

test('a scan of the profile’s QR code counts on the QR tab; the owner’s preview does not', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Pia Profil', 'scanp');
  await openDashboard(page, '/dashboard/profiles/qr-code');
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { shortId: string } };
  const address = `${baseURL}/p/${me.data.shortId}`;
  const counted = () => page.getByText(en.qrViews.split('{count}')[0]!);
  await expect(page.getByTestId('card-link')).toHaveText(address);
  await expect(counted()).toHaveText(fill(en.qrViews, { count: 0 }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: en.downloadPng, exact: true }).click(),
  ]);
  const read = await decode(download);
  expect(read).toBe(`${address}?s=q`);

  const preview = page.getByRole('link', { name: en.previewPublicPage });
  await expect(preview).toHaveAttribute('href', `/p/${me.data.shortId}?count=false`);
  const [own] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
  await expect(own.locator('body')).toContainText('Pia Profil');
  await own.close();

  await scanOnPhone(browser, read!, 'Pia Profil');
  await reloadUntil(page, counted, fill(en.qrViews, { count: 1 }));
});
