// Dynatags offline for trade-fair halls (issue 21), on a visitor's phone with the connection cut by Playwright:
// a tag its owner made available offline opens without a connection after one visit — its PDF drawn, a small
// notice in the visitor's language — while an unmarked tag and a passcode-locked one get the offline page; once
// online again, a changed tag shows fresh and its new copy is what is kept.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { dynatag as en } from '../shared/i18n/en/dynatag';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { SITE } from './support/site';

/** A valid one-page PDF (cross-reference offsets computed), for PDF.js to draw. */
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
  await signUpViaApi(api, 'Olle Offline', 'doff');
  const created = await api.post('/api/v1/companies', { data: { name: 'Hallen AB', billing: BILLING_INFO } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { shortId: string } }).data.shortId;
}

async function createTag(
  api: APIRequestContext,
  companyId: string,
  fields: Record<string, unknown>,
  pdf?: Buffer,
) {
  const files: Record<string, { name: string; mimeType: string; buffer: Buffer }> = pdf
    ? { files: { name: 'hall-map.pdf', mimeType: 'application/pdf', buffer: pdf } }
    : {};
  const res = await postTag(api, companyId, { name: `Tag ${Math.random()}`, ...fields }, files);
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: en.offlineCopy });
const keptInPhone = (page: Page, path: string) =>
  page.evaluate(async (p) => Boolean(await (await caches.open('dynatags-offline')).match(p)), path);

async function phone(browser: Browser, baseURL: string) {
  return browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
}

test('a tag marked available offline opens offline with its PDF; unmarked and locked ones do not', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext({ baseURL });
  const companyId = await ownerCompany(owner.request);
  const marked = await createTag(
    owner.request,
    companyId,
    { label: 'Hall map', availableOffline: true, modules: [{ id: 'p', type: 'pdf', file: 'upload:0' }] },
    onePagePdf('Hall B'),
  );
  const plain = await createTag(owner.request, companyId, { label: 'Plain stand' });
  // The owner cannot mark a locked tag; the visitor's phone is never told to keep it either.
  const refused = await postTag(owner.request, companyId, {
    name: 'Both',
    passcode: '2468',
    availableOffline: true,
  });
  expect(refused.status()).toBe(422);
  const locked = await createTag(owner.request, companyId, { label: 'Members only', passcode: '2468' });

  const context = await phone(browser, baseURL as string);
  const page = await context.newPage();
  // The first visit installs the worker and asks it to keep the page, its PDF and the viewer's scripts.
  await page.goto(`/d/${marked}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hall map');
  await expect(page.locator('dynatag-pdf[data-ready="1"] canvas')).toHaveCount(1, { timeout: 15_000 });
  await expect(notice(page)).toBeHidden();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => keptInPhone(page, `/d/${marked}`), { timeout: 15_000 }).toBe(true);
  const pdfPath = await page.locator('dynatag-pdf').getAttribute('data-src');
  await expect.poll(() => keptInPhone(page, pdfPath as string), { timeout: 15_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  for (const id of [plain, locked]) {
    await page.goto(`/d/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await keptInPhone(page, `/d/${plain}`)).toBe(false);
  expect(await keptInPhone(page, `/d/${locked}`)).toBe(false);

  await context.setOffline(true);
  await page.goto(`/d/${marked}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hall map');
  await expect(notice(page)).toBeVisible();
  await expect(page.locator('dynatag-pdf[data-ready="1"] canvas')).toHaveCount(1, { timeout: 15_000 });
  for (const id of [plain, locked]) {
    await page.goto(`/d/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.en['offlinePage.title']);
  }

  // The owner changes the tag; back online the visitor sees it fresh, and that is the copy kept from now on.
  const changed = await owner.request.patch(`/api/v1/dynatags/${marked}`, {
    multipart: { json: JSON.stringify({ baseVersion: 1, label: 'Hall map, day 2' }) },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await context.setOffline(false);
  await page.goto(`/d/${marked}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hall map, day 2');
  await expect(notice(page)).toBeHidden();
  await expect
    .poll(async () =>
      page.evaluate(
        async (p) => (await (await (await caches.open('dynatags-offline')).match(p))?.text()) ?? '',
        `/d/${marked}`,
      ),
    )
    .toContain('Hall map, day 2');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hall map, day 2');
  await expect(notice(page)).toBeVisible();
  await context.setOffline(false);
  await context.close();
  await owner.close();
});
