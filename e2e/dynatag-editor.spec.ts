// The dynatag editor as an owner uses it (issue 9): a tag built in the dialog with modules of several types,
// saved and opened again; two sessions of the same owner editing one tag, the second warned to reload (SPEC §8
// edit conflict) with its own edits kept aside; an earlier version restored.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { tagEditor as en } from '../shared/i18n/en/tagEditor';
import { PASSWORD, signUpViaApi } from './support/api';

test.use({ locale: 'en-GB' });

type Envelope<T> = { success: boolean; message: string; data: T };

const notice = (page: Page, text: string | RegExp) => page.getByTestId('notice').filter({ hasText: text });

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
  const created = await api.post('/api/v1/companies', { data: { name: `${name} AB` } });
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
  const res = await api.post(`/api/v1/dynatags/companies/${companyId}`, {
    multipart: {
      json: JSON.stringify({
        name,
        label: 'Welcome',
        modules: [
          {
            id: 'm1',
            type: 'links',
            links: [{ text: 'Site', url: 'https://example.com', color: '#262626' }],
          },
        ],
      }),
    },
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
  await other.context.close();
});
