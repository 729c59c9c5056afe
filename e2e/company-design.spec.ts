// The company's card design (issue 23): an owner designs the company's pages in the company dialog, is told at
// once when a colour pair has too little contrast, previews the draft on a real card and tag at phone and
// desktop widths, publishes, and a visitor's /p and /d show it, with no serious axe violation in light or dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { api as apiTexts } from '../shared/i18n/en/api';
import { app } from '../shared/i18n/en/app';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { call, openDashboard } from './support/orders';
import { settleVisitor } from './support/site';
import { joinedColleague } from './support/subscriptions';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test('an owner designs, previews at phone and desktop, publishes; the card and the tag show it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpViaApi(page.request, 'Dora Designer', 'dsg');
  const made = await page.request.post('/api/v1/companies', {
    data: { name: 'Vinbolaget AB', billing: BILLING_INFO },
  });
  const companyId = ((await made.json()) as { data: { shortId: string } }).data.shortId;
  await page.request.get(`/api/v1/profiles/${owner.shortId}`); // the owner's card lists the company
  const tag = await postTag(page.request, companyId, { name: 'Mässan', label: 'Mässan 2026', modules: [] });
  const tagId = ((await tag.json()) as { data: { id: string } }).data.id;

  await openDashboard(page, '/dashboard/companies');
  await page.getByRole('button', { name: app.editCompany }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(app.editCompanyTitle, { name: 'Vinbolaget AB' }) });
  await dialog.getByRole('tab', { name: app.tabDesign }).click();
  const editor = dialog.getByTestId('company-design');
  await expect(editor.getByTestId('design-state')).toHaveText(app.designPlainState);

  // White text on yellow: the form says so, names the pair, and nothing can be published.
  await editor.getByLabel(app.designPrimary, { exact: true }).fill('#ffeb3b');
  await expect(editor.getByRole('alert')).toHaveText(
    fill(app.designLowContrast, { fg: '#ffffff', bg: '#ffeb3b', ratio: '1.2' }),
  );
  await expect(editor.getByRole('button', { name: app.designPublish })).toBeDisabled();

  // A wine red, a serif typeface and pill buttons: the draft is saved and the preview shows it.
  await editor.getByLabel(app.designPrimary, { exact: true }).fill('#7a1f5c');
  await editor.getByLabel(app.designAccent, { exact: true }).fill('#7a1f5c');
  await editor.getByLabel(app.designFont).selectOption('serif');
  await editor.getByLabel(app.designButtonShape).selectOption('pill');
  await expect(editor.getByRole('alert')).toHaveCount(0);
  await expect(editor.getByTestId('design-state')).toHaveText(app.designDraftState);
  const frame = editor.getByTestId('design-preview');
  await expect(frame).toHaveAttribute('width', '375');
  await expect(frame.contentFrame().locator('html')).toHaveAttribute('style', /--accent:#7a1f5c/, {
    timeout: 15_000,
  });
  await expect(frame.contentFrame().getByRole('heading', { name: 'Dora Designer' })).toBeVisible();
  await editor.getByRole('button', { name: app.designPreviewDesktop }).click();
  await expect(frame).toHaveAttribute('width', '1280');
  await editor.getByRole('button', { name: app.designPreviewTag }).click();
  await expect(frame.contentFrame().getByRole('heading', { name: 'Mässan 2026' })).toBeVisible();
  await expect(frame.contentFrame().locator('html')).toHaveAttribute('style', /--accent:#7a1f5c/);

  // Nothing is live before publishing.
  const visitor = await browser.newContext({ baseURL, locale: 'en-GB' });
  const card = await visitor.newPage();
  await card.goto(`/p/${owner.shortId}`);
  await expect(card.locator('html')).not.toHaveAttribute('style', /#7a1f5c/);

  await editor.getByRole('button', { name: app.designPublish }).click();
  await expect(page.getByText(apiTexts.designPublished)).toBeVisible();
  await expect(editor.getByTestId('design-state')).toHaveText(app.designLiveState);

  for (const scheme of ['light', 'dark'] as const) {
    await card.emulateMedia({ colorScheme: scheme });
    await card.goto(`/p/${owner.shortId}`);
    await expect(card.locator('html')).toHaveAttribute('style', /--accent:#7a1f5c/);
    expect(await card.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toContain('Georgia');
    expect(await seriousViolations(card)).toEqual([]);
    await card.goto(`/d/${tagId}`);
    await expect(card.locator('html')).toHaveAttribute('style', /--accent:#7a1f5c/);
    await expect(card.locator('.cover')).toBeVisible();
    expect(await seriousViolations(card)).toEqual([]);
  }
  await visitor.close();
});

test('a colleague sees the fields the published design keeps as set by the company; the others stay theirs', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Ola Owner', 'dso');
  const company = await call<{ shortId: string }>(page.request, 'post', '/companies', {
    name: 'Låsbolaget AB',
  });
  const design = `/api/v1/companies/${company.shortId}/design`;
  const draft = ((await (await page.request.get(design)).json()) as { data: { draft: object } }).data.draft;
  await page.request.patch(design, { data: { ...draft, colleagueMayChange: ['about', 'socialLinks'] } });
  expect((await page.request.post(`${design}/publish`)).status()).toBe(200);

  const mate = await joinedColleague(browser, page.request, company.shortId, 'Kim Kollega');
  const mine = await mate.context.newPage();
  await settleVisitor(mate.context, { lang: 'en' });
  await openDashboard(mine, '/dashboard/profiles');
  await mine
    .getByRole('button', { name: fill(app.editMyColleagueProfileAt, { company: 'Låsbolaget AB' }) })
    .click();
  const dialog = mine.getByRole('dialog', {
    name: fill(app.yourColleagueProfileAt, { company: 'Låsbolaget AB' }),
  });
  await expect(dialog.getByLabel(app.jobTitle)).not.toBeEditable();
  await expect(dialog.getByText(app.designSetByCompany).first()).toBeVisible();
  await expect(dialog.getByLabel(app.about)).toBeEditable();
  await dialog.getByLabel(app.about).fill('Ring mig.');
  await dialog.getByRole('button', { name: app.save }).click();
  await expect(dialog).toHaveCount(0);
  await mate.context.close();
});

test('an always-dark design with outline buttons and a light main colour has no serious axe violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await signUpViaApi(page.request, 'Nora Night', 'dsn');
  const company = await call<{ shortId: string }>(page.request, 'post', '/companies', {
    name: 'Nattbolaget AB',
    billing: BILLING_INFO,
  });
  await page.request.get(`/api/v1/profiles/${owner.shortId}`);
  const tag = await postTag(page.request, company.shortId, { name: 'Natt', label: 'Nattöppet', modules: [] });
  const tagId = ((await tag.json()) as { data: { id: string } }).data.id;
  const design = `/api/v1/companies/${company.shortId}/design`;
  const draft = ((await (await page.request.get(design)).json()) as { data: { draft: object } }).data.draft;
  const dark = {
    ...draft,
    primary: '#f2b705',
    onPrimary: '#111111',
    accent: '#0f4c81', // made readable on the dark page by the server's derivation
    background: 'dark',
    buttonFill: 'outline',
    buttonShape: 'square',
    font: 'mono',
    logoPlacement: 'center',
  };
  expect((await page.request.patch(design, { data: dark })).status()).toBe(200);
  expect((await page.request.post(`${design}/publish`)).status()).toBe(200);
  // The phone is light; the page stays dark.
  await page.emulateMedia({ colorScheme: 'light' });
  for (const path of [`/p/${owner.shortId}`, `/d/${tagId}`]) {
    await page.goto(path);
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      'rgb(38, 38, 38)',
    );
    expect(await seriousViolations(page)).toEqual([]);
  }
});
