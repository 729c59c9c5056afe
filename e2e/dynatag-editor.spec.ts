// The dynatag editor as an owner uses it (issue 9): a tag built in the dialog with modules of several types,
// saved and opened again; two sessions of the same owner editing one tag, the second warned to reload (SPEC §8
// edit conflict) with its own edits kept aside; an earlier version restored.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { billing as enBilling } from '../shared/i18n/en/billing';
import { tagEditor as en } from '../shared/i18n/en/tagEditor';
import { PASSWORD, signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { startEmptyTag } from './support/tags';

test.use({ locale: 'en-GB' });

type Envelope<T> = { success: boolean; message: string; data: T };

const notice = (page: Page, text: string | RegExp) => page.getByTestId('notice').filter({ hasText: text });

async function noSeriousAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signed in by the API's cookies and kept in storage as the dashboard does after a login. */
async function enter(page: Page, options: { tourSeen?: boolean } = {}) {
  const { data: user } = await (await page.request.get('/api/v1/users/me')).json();
  await page.goto('/en/');
  await page.evaluate(
    ({ stored, tourSeen }) => {
      localStorage.setItem('user', JSON.stringify(stored));
      localStorage.setItem('cookiesAccepted', 'true');
      localStorage.setItem('targetLang', 'en');
      if (tourSeen) localStorage.setItem('tagEditorTourSeen', 'true');
    },
    { stored: user, tourSeen: options.tourSeen ?? false },
  );
}

async function ownerWithCompany(api: APIRequestContext, name: string) {
  const me = await signUpViaApi(api, name, 'tag');
  const created = await api.post('/api/v1/companies', {
    data: { name: `${name} AB`, billing: BILLING_INFO },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = ((await created.json()) as Envelope<{ shortId: string }>).data;
  return { me, companyId: company.shortId };
}

/** A second browser session of the same person (another device): its own login. */
async function secondSession(browser: Browser, baseURL: string, login: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  const res = await page.request.post('/api/v1/auth/login', { data: { login, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  await enter(page, { tourSeen: true });
  return { context, page };
}

async function createTagViaApi(api: APIRequestContext, companyId: string, name: string) {
  // The company's first tag starts the dynatag service: its price is confirmed (postTag).
  const res = await postTag(api, companyId, {
    name,
    label: 'Welcome',
    modules: [
      {
        id: 'm1',
        type: 'links',
        links: [{ text: 'Site', url: 'https://example.com', color: '#262626' }],
      },
    ],
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Envelope<{ id: string; version: number }>).data;
}

const editorOf = (page: Page, name?: string) =>
  page.getByRole('dialog', { name: name ? en.editTitle.replace('{name}', name) : en.createTitle });

async function openTag(page: Page, name: string) {
  await page.goto('/dashboard/dynatags');
  await page
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  const dialog = editorOf(page, name);
  await expect(dialog.getByTestId('tag-editor')).toBeVisible();
  return dialog;
}

test('two sessions edit the same tag: the second is warned, reloads, and re-applies its edits', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { me, companyId } = await ownerWithCompany(page.request, 'Konrad Konflikt');
  const tag = await createTagViaApi(page.request, companyId, 'Fair stand');
  await enter(page, { tourSeen: true });
  const other = await secondSession(browser, baseURL!, me.username);

  const mine = await openTag(page, 'Fair stand');
  const theirs = await openTag(other.page, 'Fair stand');

  await theirs.getByLabel(en.tagLabel).fill('Changed elsewhere');
  await theirs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(other.page, 'The dynatag is saved')).toBeVisible();

  // The first session hears of the newer version while it edits, before it saves.
  await mine.getByLabel(en.redirectLabel).fill('https://example.org/fair');
  const warning = mine.getByTestId('edit-conflict');
  await expect(warning).toContainText(en.conflictTitle);
  await noSeriousAxe(page, 'editor with the reload warning');
  await warning.getByRole('button', { name: en.conflictReload }).click();
  await expect(mine.getByLabel(en.tagLabel)).toHaveValue('Changed elsewhere');
  await expect(mine.getByLabel(en.redirectLabel)).toHaveValue('');
  await mine.getByTestId('edit-stash').getByRole('button', { name: en.stashApply }).click();
  await expect(mine.getByLabel(en.redirectLabel)).toHaveValue('https://example.org/fair');
  await expect(mine.getByLabel(en.tagLabel)).toHaveValue('Changed elsewhere');
  await mine.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'The dynatag is saved')).toBeVisible();

  const saved = (await (await page.request.get(`/api/v1/dynatags/${tag.id}`)).json()) as Envelope<{
    label: string;
    redirectUrl: string;
    version: number;
  }>;
  expect(saved.data).toMatchObject({
    label: 'Changed elsewhere',
    redirectUrl: 'https://example.org/fair',
    version: 3,
  });

  // Deleted in the other session while open here: the editor says so.
  const gone = await other.page.request.delete(`/api/v1/dynatags/${tag.id}`, {
    data: { name: 'Fair stand' },
  });
  expect(gone.status(), await gone.text()).toBe(200);
  await expect(mine.getByText(en.deletedElsewhere)).toBeVisible();
  await other.context.close();
});

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
const moduleCard = (dialog: ReturnType<Page['getByRole']>, number: number, type: string) =>
  dialog.getByRole('region', { name: fill(en.modModuleNumber, { number, type }) });

async function addModule(dialog: ReturnType<Page['getByRole']>, type: string) {
  await dialog.getByRole('button', { name: en.modAdd }).click();
  await dialog.getByRole('menuitem', { name: type, exact: true }).click();
}

test('an owner builds a tag of seven module types in the editor, with the tour on first use, saves and reopens it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { companyId } = await ownerWithCompany(page.request, 'Berit Bygger');
  await enter(page);
  await page.goto('/dashboard/dynatags');
  await startEmptyTag(page);
  const dialog = editorOf(page);

  await test.step('the guided tour shows its steps once, then is remembered', async () => {
    const tour = page.getByTestId('tour');
    await expect(tour.getByRole('heading', { name: en.tourNameTitle })).toBeVisible();
    await noSeriousAxe(page, 'editor with the tour');
    for (const next of [en.tourModulesTitle, en.tourLockTitle, en.tourPreviewTitle, en.tourSaveTitle]) {
      await tour.getByRole('button', { name: en.tourNext }).click();
      await expect(tour.getByRole('heading', { name: next })).toBeVisible();
    }
    await tour.getByRole('button', { name: en.tourDone }).click();
    await expect(tour).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tagEditorTourSeen'))).toBe('true');
  });

  await test.step('fields and seven modules', async () => {
    await dialog.locator('[data-tour="name"] input').fill('Trade fair 2026');
    await dialog.getByLabel(en.tagLabel).fill('Welcome to our stand');
    await dialog.getByLabel(en.passcodeLabel).fill('4711');
    await dialog.getByRole('radio', { name: en.timerUnlock }).check();
    await dialog.getByLabel(en.timerHours, { exact: true }).fill('48');

    // The location lock: the map works without tiles (no internet in tests); a click moves the centre.
    await dialog.getByRole('checkbox', { name: en.geoEnable }).check();
    const map = dialog.getByTestId('geolock-map');
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
    const centre = dialog.getByLabel(en.geoCoordinates);
    await expect(centre).toHaveValue('59.329300, 18.068600');
    await map.click({ position: { x: 600, y: 60 } });
    await expect(centre).not.toHaveValue('59.329300, 18.068600');
    await centre.fill('60.1699, 24.9384');
    await dialog.getByRole('button', { name: en.geoGo }).click();
    await dialog.getByLabel(en.geoDistanceMetres).fill('750');

    await addModule(dialog, en.modTypeWysiwyg);
    const text = moduleCard(dialog, 1, en.modTypeWysiwyg).getByRole('textbox', { name: en.modRichText });
    await text.click();
    await text.pressSequentially('Opening hours 9–17');

    await addModule(dialog, en.modTypeLinks);
    const links = moduleCard(dialog, 2, en.modTypeLinks);
    await links.getByRole('button', { name: 'Add link' }).click();
    await links.getByLabel('Text', { exact: true }).fill('Our shop');
    await links.getByLabel('Address', { exact: true }).fill('https://shop.example.com');

    await addModule(dialog, en.modTypeContacts);
    const contacts = moduleCard(dialog, 3, en.modTypeContacts);
    await contacts.getByRole('button', { name: en.modAddContact }).click();
    await contacts.getByLabel(en.modContactName, { exact: true }).fill('Sales desk');
    await contacts.getByLabel(en.modContactEmail).fill('sales@example.com');

    await addModule(dialog, en.modTypeMap);
    await addModule(dialog, en.modTypeIframe);
    await moduleCard(dialog, 5, en.modTypeIframe)
      .getByLabel(en.modIframeSrc)
      .fill('https://example.com/embed');

    await addModule(dialog, en.modTypeDisqus);
    await moduleCard(dialog, 6, en.modTypeDisqus).getByLabel(en.modDisqusShortname).fill('fair-2026');

    await addModule(dialog, en.modTypeTranslation);
    await expect(moduleCard(dialog, 7, en.modTypeTranslation)).toBeVisible();
  });

  await test.step('a file chosen before the tag exists goes with the create', async () => {
    await dialog.getByRole('tab', { name: 'Files' }).click();
    await dialog
      .getByTestId('tag-files-input')
      .setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('Coffee 25 kr\n') });
    await expect(dialog.getByTestId('tag-file')).toContainText(en.fileSentOnSave);
    await noSeriousAxe(page, 'editor, Files tab');
    await dialog.getByRole('tab', { name: 'General' }).click();
    await noSeriousAxe(page, 'editor, General tab');
  });

  await dialog.getByRole('button', { name: en.createButton, exact: true }).click();
  // The company's first tag starts the dynatag service: the owner confirms its monthly price.
  const price = page.getByRole('dialog', { name: enBilling.priceConfirmTitle });
  await expect(price.getByTestId('price-next')).toHaveText('SEK 499.00');
  await price.getByRole('button', { name: enBilling.priceConfirm }).click();
  await expect(notice(page, 'The dynatag is created')).toBeVisible();
  // The dialog stays open on the new tag: versions, QR code and the preview are there now.
  const created = editorOf(page, 'Trade fair 2026');
  await expect(created.getByRole('tab', { name: en.tabVersions })).toBeVisible();
  await expect(created.getByTestId('tag-preview')).toBeVisible({ timeout: 15_000 });
  // The preview follows the draft, unsaved, in a sandboxed frame without allow-same-origin.
  const frame = created.getByTestId('tag-preview');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  await expect(frame.contentFrame().getByText('Opening hours 9–17')).toBeVisible();
  // The islands run in the preview too (the bundles are readable from its opaque origin): the map is drawn once it
  // comes near the frame's view (it loads its code only then).
  await frame.contentFrame().locator('dynatag-map').scrollIntoViewIfNeeded();
  await expect(frame.contentFrame().locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
  await created.getByLabel(en.tagLabel).fill('Visit us in hall B');
  await expect(frame.contentFrame().getByRole('heading', { name: 'Visit us in hall B' })).toBeVisible();
  await expect(created.getByText(en.unsavedNote)).toBeVisible();

  // Closing with unsaved changes asks first; Cancel keeps the editor, Discard closes it without saving.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: en.discardTitle });
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(created.getByLabel(en.tagLabel)).toHaveValue('Visit us in hall B');
  await created.getByRole('button', { name: 'Close', exact: true }).last().click();
  await discard.getByRole('button', { name: en.discardButton }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const list = (await (
    await page.request.get(`/api/v1/dynatags/companies/${companyId}`)
  ).json()) as Envelope<{
    dynatags: { id: string; name: string }[];
  }>;
  const id = list.data.dynatags[0].id;
  const saved = (await (await page.request.get(`/api/v1/dynatags/${id}`)).json()) as Envelope<{
    modules: { type: string }[];
    passcode: string;
    passcodeTimer: { mode: string; hours: number } | null;
    geolock: { lat: number; lng: number; distance: number } | null;
    files: { name: string }[];
  }>;
  expect(saved.data.files.map((f) => f.name)).toEqual(['menu.txt']);
  expect(saved.data.modules.map((m) => m.type)).toEqual([
    'wysiwyg',
    'links',
    'contacts',
    'map',
    'iframe',
    'plugin_disqus',
    'plugin_translationWidget',
  ]);
  expect(saved.data).toMatchObject({
    passcode: '4711',
    passcodeTimer: { mode: 'unlock', hours: 48 },
    geolock: { lat: 60.1699, lng: 24.9384, distance: 750 },
  });

  await test.step('reopened: the fields and modules are there, the tour does not start again', async () => {
    const again = await openTag(page, 'Trade fair 2026');
    await expect(page.getByTestId('tour')).toHaveCount(0);
    await expect(again.getByLabel(en.tagLabel)).toHaveValue('Welcome to our stand');
    await expect(again.getByTestId('timer-remaining')).toHaveText(
      /^Open: the passcode is needed again in (2 d|1 d 23 h)$/,
    );
    await expect(moduleCard(again, 2, en.modTypeLinks).getByLabel('Address', { exact: true })).toHaveValue(
      'https://shop.example.com',
    );
    await expect(moduleCard(again, 7, en.modTypeTranslation)).toBeVisible();
    await again.getByRole('tab', { name: en.tabQr }).click();
    await expect(again.getByTestId('card-link')).toHaveText(new RegExp(`/d/${id}$`));
  });
});

async function patchTag(api: APIRequestContext, id: string, fields: Record<string, unknown>) {
  const res = await api.patch(`/api/v1/dynatags/${id}`, { multipart: { json: JSON.stringify(fields) } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Envelope<{ version: number }>).data;
}

test('an earlier version is restored after a confirmation, as a new save', async ({ page }) => {
  test.setTimeout(90_000);
  const { companyId } = await ownerWithCompany(page.request, 'Vera Version');
  const tag = await createTagViaApi(page.request, companyId, 'Menu board');
  await patchTag(page.request, tag.id, { label: 'Lunch menu', baseVersion: 1 });
  await patchTag(page.request, tag.id, { label: 'Dinner menu', baseVersion: 2 });
  await enter(page, { tourSeen: true });

  const dialog = await openTag(page, 'Menu board');
  await expect(dialog.getByLabel(en.tagLabel)).toHaveValue('Dinner menu');
  // Saving without a change sends nothing, so no version repeats the last one.
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText(en.nothingToSave)).toBeVisible();
  await dialog.getByRole('tab', { name: en.tabVersions }).click();
  await expect(dialog.getByText('You are editing version 3.')).toBeVisible();
  const versions = dialog.getByTestId('tag-versions').getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2: Menu board');
  await expect(versions.first()).toContainText('Vera Version');
  await noSeriousAxe(page, 'editor, Versions tab');
  await versions.nth(1).getByRole('button', { name: en.restoreButton }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
  await confirm.getByRole('button', { name: en.restoreButton }).click();
  await expect(notice(page, 'The version is restored')).toBeVisible();
  await expect(dialog.getByText('You are editing version 4.')).toBeVisible();
  await expect(dialog.getByTestId('tag-versions').getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('tab', { name: 'General' }).click();
  await expect(dialog.getByLabel(en.tagLabel)).toHaveValue('Welcome');
  // Restoring was our own save: no reload warning.
  await expect(dialog.getByTestId('edit-conflict')).toHaveCount(0);
});

test('opening a tag whose text has a heading and a list is not an edit: nothing unsaved, Escape closes', async ({
  page,
}) => {
  const { companyId } = await ownerWithCompany(page.request, 'Olga Öppnar');
  const tag = await createTagViaApi(page.request, companyId, 'Fair stand');
  const html =
    '<h2>About us</h2><p>Meet us at the <strong>stand</strong>.</p><ul><li>Class A</li><li>Own workshop</li></ul>';
  await patchTag(page.request, tag.id, {
    modules: [{ id: 'w', type: 'wysiwyg', title: 'About', html }],
    baseVersion: 1,
  });
  await enter(page, { tourSeen: true });
  const dialog = await openTag(page, 'Fair stand');
  await expect(dialog.getByText('Own workshop').first()).toBeVisible();
  // The rich-text editor writes lists its own way (<li><p>…</p></li>); turning it on used to report that as an
  // edit, so a tag just opened read "Unsaved changes" and closing asked to discard them.
  await expect(dialog.getByText(en.unsavedNote)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('without live events, a stale save is refused (409) and the reload warning shows; nothing is overwritten', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { companyId } = await ownerWithCompany(page.request, 'Stina Stale');
  const tag = await createTagViaApi(page.request, companyId, 'Entrance');
  await page.route('**/sse/connect**', (route) => route.abort());
  await enter(page, { tourSeen: true });
  const dialog = await openTag(page, 'Entrance');
  await patchTag(page.request, tag.id, { label: 'Saved elsewhere', baseVersion: 1 });

  await dialog.getByLabel(en.tagLabel).fill('Old data');
  const warning = dialog.getByTestId('edit-conflict');
  await expect(warning).toHaveCount(0);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/dynatags/${tag.id}`),
  );
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(409);
  await expect(warning).toContainText(en.conflictTitle);
  const stored = (await (await page.request.get(`/api/v1/dynatags/${tag.id}`)).json()) as Envelope<{
    label: string;
    version: number;
  }>;
  expect(stored.data).toMatchObject({ label: 'Saved elsewhere', version: 2 });
  await warning.getByRole('button', { name: en.conflictReload }).click();
  await expect(dialog.getByLabel(en.tagLabel)).toHaveValue('Saved elsewhere');
  await expect(warning).toHaveCount(0);
});

test("files: checked before upload with the limit's message, uploaded with the tag's quota, deleted; modules imported from another tag", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { companyId } = await ownerWithCompany(page.request, 'Filip Filer');
  await createTagViaApi(page.request, companyId, 'Source tag');
  await createTagViaApi(page.request, companyId, 'Target tag');
  await enter(page, { tourSeen: true });
  const dialog = await openTag(page, 'Target tag');

  await dialog.getByRole('tab', { name: 'Files' }).click();
  const input = dialog.getByTestId('tag-files-input');
  await input.setInputFiles([
    { name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 97) },
    { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  const queue = dialog.getByRole('list', { name: 'Uploads' });
  await expect(queue.getByRole('listitem').filter({ hasText: 'huge.txt' })).toContainText(
    'The selected file is larger than the limit of max: 20 MB',
  );
  await expect(queue.getByRole('listitem').filter({ hasText: 'tool.exe' })).toContainText(
    'This type of file is not accepted',
  );

  await input.setInputFiles({
    name: 'prices.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Coffee 25 kr\n'),
  });
  await expect(queue.getByRole('listitem').filter({ hasText: 'prices.txt' })).toHaveAttribute(
    'data-state',
    'uploaded',
  );
  const files = dialog.getByTestId('tag-file');
  await expect(files).toHaveCount(1);
  await expect(files.first()).toContainText('prices.txt');
  await expect(dialog.getByTestId('tag-quota')).toContainText('1 of 10 files');

  await files.first().getByRole('button', { name: 'Delete prices.txt' }).click();
  await page.getByRole('dialog', { name: 'Delete file?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'The files are deleted')).toBeVisible();
  await expect(files).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'General' }).click();
  await dialog.getByLabel(en.tagLabel).fill('Unsaved label');
  await dialog.getByRole('button', { name: en.importButton }).click();
  const picker = dialog.getByTestId('import-picker');
  await picker.getByRole('radio', { name: /Source tag/ }).check();
  await picker.getByRole('button', { name: en.importRun }).click();
  await expect(notice(page, 'The modules are imported')).toBeVisible();
  // The imported links module follows this tag's own; the unsaved label is still the user's.
  await expect(moduleCard(dialog, 2, en.modTypeLinks)).toBeVisible();
  await expect(dialog.getByLabel(en.tagLabel)).toHaveValue('Unsaved label');
  await expect(dialog.getByTestId('edit-conflict')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the editor fits the screen; Escape ends the tour, not the editor; the help button starts it again', async ({
    page,
  }) => {
    const { companyId } = await ownerWithCompany(page.request, 'Pia Phone');
    await createTagViaApi(page.request, companyId, 'Pocket tag');
    await enter(page);
    const dialog = await openTag(page, 'Pocket tag');
    const tour = page.getByTestId('tour');
    await expect(tour.getByRole('heading', { name: en.tourNameTitle })).toBeVisible();
    await expect(tour).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tour).toHaveCount(0);
    await expect(dialog).toBeVisible();

    for (const tab of ['General', en.tabQr]) {
      await dialog.getByRole('tab', { name: tab }).click();
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `${tab}: the dialog scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await dialog.getByRole('button', { name: en.tourStart }).click();
    await expect(tour.getByRole('heading', { name: en.tourNameTitle })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    // With the tour open, Escape in an edited field still asks before the editor closes.
    await dialog.getByLabel(en.tagLabel).fill('Edited during the tour');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: en.discardTitle });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByLabel(en.tagLabel)).toHaveValue('Edited during the tour');
  });
});

test.describe('offline map', () => {
  // The site's service worker would answer the chunk from its cache, where page.route does not reach.
  test.use({ serviceWorkers: 'block' });

  test("the location lock is set by typed coordinates or the browser's position when the map cannot load", async ({
    page,
  }) => {
    const { companyId } = await ownerWithCompany(page.request, 'Olle Offline');
    const tag = await createTagViaApi(page.request, companyId, 'Gate tag');
    await page.route('**/_astro/GeoPicker.*', (route) => route.abort());
    await enter(page, { tourSeen: true });
    const dialog = await openTag(page, 'Gate tag');
    await dialog.getByRole('checkbox', { name: en.geoEnable }).check();
    await expect(dialog.getByText(en.modMapFailed)).toBeVisible();
    await dialog.getByLabel(en.geoCoordinates).fill('65.5848; 22.1547');
    await dialog.getByLabel(en.geoCoordinates).press('Enter');
    await dialog.getByLabel(en.geoDistanceMetres).fill('1200');
    await expect(dialog.getByLabel(en.geoCoordinates)).toHaveValue('65.584800, 22.154700');
    // "Use my position" with the browser's position granted.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 63.8258, longitude: 20.263 });
    await dialog.getByRole('button', { name: en.geoUseMine }).click();
    await expect(dialog.getByLabel(en.geoCoordinates)).toHaveValue('63.825800, 20.263000');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'The dynatag is saved')).toBeVisible();
    const saved = (await (await page.request.get(`/api/v1/dynatags/${tag.id}`)).json()) as Envelope<{
      geolock: unknown;
    }>;
    expect(saved.data.geolock).toEqual({ lat: 63.8258, lng: 20.263, distance: 1200 });
  });
});

test('the owner makes a tag available offline; a passcode turns the switch off and says why', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { companyId } = await ownerWithCompany(page.request, 'Olga Offline');
  const tag = await createTagViaApi(page.request, companyId, 'Hall stand');
  await enter(page, { tourSeen: true });
  const dialog = await openTag(page, 'Hall stand');
  const offline = dialog.getByRole('checkbox', { name: en.offlineLabel });
  await expect(offline).toBeEnabled();
  await expect(offline).toHaveAccessibleDescription(en.offlineHint);
  await offline.check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'The dynatag is saved')).toBeVisible();
  const stored = async () =>
    (
      (await (await page.request.get(`/api/v1/dynatags/${tag.id}`)).json()) as Envelope<{
        availableOffline: boolean;
      }>
    ).data.availableOffline;
  expect(await stored()).toBe(true);

  // A passcode rules it out: the switch goes off with the reason beside it, and the save turns it off too.
  await dialog.getByLabel(en.passcodeLabel).fill('4711');
  await expect(offline).toBeDisabled();
  await expect(offline).not.toBeChecked();
  await expect(dialog.getByText(en.offlineBlocked)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'The dynatag is saved')).toBeVisible();
  expect(await stored()).toBe(false);
  await noSeriousAxe(page, 'editor with the offline switch blocked');
});

test('an edit is scheduled for later: the page keeps the live version, the pending change shows, and is cancelled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { companyId } = await ownerWithCompany(page.request, 'Sara Schedule');
  const tag = await createTagViaApi(page.request, companyId, 'Fair stand');
  await enter(page, { tourSeen: true });
  const dialog = await openTag(page, 'Fair stand');
  await dialog.getByLabel(en.tagLabel).fill('The fair is open');
  await dialog.getByRole('button', { name: en.scheduleLater }).click();
  // Tomorrow at 09:00 in the browser's zone.
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:00`;
  await dialog.getByLabel(en.scheduleAt).fill(local);
  await dialog.getByRole('button', { name: en.scheduleButton }).click();
  await expect(notice(page, 'The change is scheduled')).toBeVisible();
  const pending = dialog.getByTestId('tag-schedule').getByRole('status');
  await expect(pending).toContainText('“The fair is open” goes live');
  // The edit lives in the schedule: the editor is back at the live version, and so is the page.
  await expect(dialog.getByLabel(en.tagLabel)).toHaveValue('Welcome');
  const scheduled = (await (
    await page.request.get(`/api/v1/dynatags/${tag.id}/schedule`)
  ).json()) as Envelope<{
    publishAt: number;
  }>;
  // 09:00 in the browser's zone, whatever the zone of this test's process.
  expect(scheduled.data.publishAt).toBe(await page.evaluate((at) => new Date(at).getTime(), local));
  expect(await (await page.request.get(`/d/${tag.id}`)).text()).not.toContain('The fair is open');
  await noSeriousAxe(page, 'editor with a scheduled change');
  // The version history shows the version to come above those that were.
  await dialog.getByRole('tab', { name: en.tabVersions }).click();
  await expect(dialog.getByTestId('tag-version-scheduled')).toContainText('The fair is open');
  await expect(dialog.getByTestId('tag-version-scheduled')).toContainText('Sara Schedule');
  await dialog.getByRole('tab', { name: 'General' }).click();
  await pending.getByRole('button', { name: en.scheduleCancel }).click();
  await expect(pending).toHaveCount(0);
  expect(
    ((await (await page.request.get(`/api/v1/dynatags/${tag.id}/schedule`)).json()) as Envelope<null>).data,
  ).toBeNull();
});

/**
 * The menu's items shown in it (not scrolled out of its box) that something else covers at their centre (the
 * dialog's sticky footer).
 */
const coveredItems = (menu: ReturnType<Page['getByRole']>) =>
  menu.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('[role="menuitem"]')]
      .map((item) => ({ item, cell: item.parentElement?.parentElement as HTMLElement }))
      .filter(({ cell }) => {
        const shown = el.getBoundingClientRect();
        const r = cell.getBoundingClientRect();
        const y = r.top + r.height / 2;
        return y > Math.max(0, shown.top) && y < Math.min(innerHeight, shown.bottom);
      })
      .filter(({ cell }) => {
        const r = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !(hit && cell.contains(hit));
      })
      .map(({ item }) => item.textContent),
  );

test('the Add module menu opens above the dialog’s footer with every type in reach (390 and 1280 px); a new tag is previewed before its first save', async ({
  page,
  context,
}) => {
  // Issue 28: the menu opened behind the dialog's sticky footer, and a new tag had no preview until saved.
  test.setTimeout(120_000);
  const { companyId } = await ownerWithCompany(page.request, 'Mona Meny');
  await enter(page, { tourSeen: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    // A tab of its own per size: leaving an editor with unsaved changes asks first.
    const tab = await context.newPage();
    await tab.setViewportSize(size);
    await tab.goto('/dashboard/dynatags');
    await startEmptyTag(tab);
    const dialog = editorOf(tab);
    await expect(dialog.getByTestId('tag-editor')).toBeVisible();

    if (size.width === 1280) {
      await test.step('the new tag is shown as its page before it is saved, and nothing is stored', async () => {
        await dialog.getByLabel(en.tagLabel).fill('Hello before saving');
        const frame = dialog.frameLocator('[data-testid="tag-preview"]');
        await expect(frame.getByRole('heading', { name: 'Hello before saving' })).toBeVisible();
        const list = await tab.request.get(`/api/v1/dynatags/companies/${companyId}`);
        expect(((await list.json()) as Envelope<{ dynatags: unknown[] }>).data.dynatags).toEqual([]);
      });
    }

    await test.step(`at ${size.width} px the menu is on screen, above the footer`, async () => {
      const add = dialog.getByRole('button', { name: en.modAdd });
      // Scrolled to as a person scrolls to it: the button just above the dialog's sticky footer.
      await add.evaluate((button) => {
        const footer = button.closest('[data-testid="tag-editor"]')?.querySelector(':scope > .sticky');
        const box = button.closest('.modal-box');
        if (!footer || !box) throw new Error('no dialog footer');
        box.scrollTop += button.getBoundingClientRect().bottom - (footer.getBoundingClientRect().top - 8);
      });
      await add.click();
      const menu = dialog.getByRole('menu', { name: en.modAddMenu });
      await expect(menu).toBeVisible();
      // All of it on screen (its box: an IntersectionObserver still clips a top-layer popover by the dialog).
      const box = await menu.boundingBox();
      expect(box && box.y >= 0 && box.x >= 0).toBe(true);
      expect(box && box.y + box.height <= size.height && box.x + box.width <= size.width).toBe(true);
      expect(await coveredItems(menu)).toEqual([]);
      await noSeriousAxe(tab, `add module menu at ${size.width} px`);

      // Every type in reach: the last one, scrolled to inside the menu, is uncovered and chosen.
      await menu.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      expect(await coveredItems(menu)).toEqual([]);
      await menu.getByRole('menuitem', { name: en.modTypeTranslation, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(moduleCard(dialog, 1, en.modTypeTranslation)).toBeVisible();
    });
    await tab.close();
  }
});
