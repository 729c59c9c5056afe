// The Dynatags page as an owner uses it (issue 9): the table with the company's tags (sort, page size,
// filter), the statistics dialog with views recorded through the public API, the delete dialog's exact-name
// check, and the folder tree (create, rename, drag a tag into a folder, still there after a reload). On a
// phone the table is one card per tag, nothing off screen.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { app as appTexts } from '../shared/i18n/en/app';
import { tagEditor as editorTexts } from '../shared/i18n/en/tagEditor';
import { tags as en } from '../shared/i18n/en/tags';
import type { DynatagList, Statistics } from '../shared/types/dynatags';
import { PASSWORD, signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { fill, fitsItsBox } from './support/checks';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

type Envelope<T> = { success: boolean; message: string; data: T };
const PHONE = { width: 390, height: 844 };

async function call<T>(
  api: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
) {
  const res = await api[method](`/api/v1${path}`, { ...(data === undefined ? {} : { data }), headers });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

/** An owner with a company and seven tags made through the API; the dashboard opened on Dynatags. */
async function ownerWithTags(page: Page, company: string) {
  await signUpViaApi(page.request, 'Tove Taggare', 'tag');
  const { shortId } = await call<{ shortId: string }>(page.request, 'post', '/companies', {
    name: company,
    billing: BILLING_INFO,
  });
  const labels = ['Welcome', 'Menu', 'Fair map', 'Prices', 'Team', 'Contact', 'Offers'];
  const ids: Record<string, string> = {};
  for (const [i, label] of labels.entries()) {
    const name = `Booth 0${i + 1}`;
    // The first tag starts the dynatag service and the sixth and seventh add units: each price confirmed.
    const res = await postTag(page.request, shortId, { name, label, modules: [] });
    expect(res.status(), await res.text()).toBe(201);
    ids[name] = ((await res.json()) as Envelope<{ id: string }>).data.id;
  }
  const me = await call<object>(page.request, 'get', '/users/me');
  await page.goto('/en/');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), me);
  await page.goto('/dashboard/dynatags');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  return { companyId: shortId, ids };
}

/** Visitors scan a tag: each a phone of its own (address and browser), one of them twice. */
async function recordViews(api: APIRequestContext, id: string) {
  const visitors = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.11'];
  for (const ip of visitors) {
    await call(api, 'get', `/dynatags/public/${id}?count=true`, undefined, {
      'x-forwarded-for': ip,
      'user-agent': `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${ip.at(-1)} like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1`,
    });
  }
  // The counter writes in batches: wait until the statistics have all four.
  await expect
    .poll(async () => (await call<Statistics>(api, 'get', `/dynatags/${id}/statistics?period=all`)).total, {
      timeout: 15_000,
    })
    .toBe(4);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}
const SHOTS = join('test-results', 'dynatags-list');

async function noSeriousAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A drag with the mouse, in steps (the sensor starts after 5 px), from a handle onto a folder's row. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

const rows = (page: Page) => page.getByTestId('dynatag-row');
/** Opens a tag's row menu (open page, copy link, QR code, delete) and answers it. */
async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: fill(en.moreActionsNamed, { name }) }).click();
  const menu = page.getByRole('group', { name: fill(en.moreActionsNamed, { name }) });
  await expect(menu).toBeVisible();
  return menu;
}
const firstCells = async (page: Page) =>
  (await rows(page).locator('td:first-child').allTextContents()).map((s) => s.trim());

test('an owner sorts, pages, reads statistics, deletes with the exact name and files tags in folders', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { companyId, ids } = await ownerWithTags(page, 'Mässbolaget AB');
  await recordViews(page.request, ids['Booth 03']);
  await page.reload();

  await test.step('the table lists the tags, sorted by name, ten to a page', async () => {
    await expect(page.getByTestId('dynatag-count')).toHaveText(
      fill(en.tagLimitCount, { count: 7, limit: 500 }),
    );
    await expect(rows(page)).toHaveCount(7);
    expect(await firstCells(page)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Booth 0${n}`));
    const row = rows(page).filter({ hasText: 'Booth 03' });
    await expect(row).toContainText(ids['Booth 03']);
    await expect(row).toContainText('Fair map');
    await expect(row).toContainText('4 / 3');
    await fitsItsBox(page.getByTestId('dynatags-table'));
    await shoot(page, 'table');
    await noSeriousAxe(page, 'table');
  });

  await test.step('sorting by a column, and back', async () => {
    const table = page.getByTestId('dynatags-table');
    await table.getByRole('button', { name: en.colName }).click();
    await expect(table.getByRole('columnheader', { name: en.colName })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect((await firstCells(page))[0]).toBe('Booth 07');
    await table.getByRole('button', { name: en.colViews }).click();
    expect((await firstCells(page))[0]).toBe('Booth 03');
    await table.getByRole('button', { name: en.colTag }).click();
    // Contact, Fair map, Menu, Offers, Prices, Team, Welcome
    expect(await firstCells(page)).toEqual([
      'Booth 06',
      'Booth 03',
      'Booth 02',
      'Booth 07',
      'Booth 04',
      'Booth 05',
      'Booth 01',
    ]);
    await table.getByRole('button', { name: en.colName }).click();
    expect((await firstCells(page))[0]).toBe('Booth 01');
  });

  await test.step('page size 5: two pages; a filter', async () => {
    await page.getByLabel(en.pageSize).selectOption('5');
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByText(fill(en.showing, { from: 1, to: 5, total: 7 }))).toBeVisible();
    await page.getByRole('button', { name: en.nextPage }).click();
    await expect(rows(page)).toHaveCount(2);
    expect(await firstCells(page)).toEqual(['Booth 06', 'Booth 07']);
    await page.getByLabel(en.pageSize).selectOption('all');
    await expect(rows(page)).toHaveCount(7);
    await page.getByRole('searchbox', { name: en.filterLabel }).fill('prices');
    expect(await firstCells(page)).toEqual(['Booth 04']);
    await page.getByRole('searchbox', { name: en.filterLabel }).fill('');
    await expect(rows(page)).toHaveCount(7);
  });

  await test.step('copy link and QR code carry the public address', async () => {
    const url = `${new URL(page.url()).origin}/d/${ids['Booth 01']}`;
    const menu = await openRowMenu(page, 'Booth 01');
    await menu.getByRole('button', { name: en.copyLink }).click();
    await expect(menu).toBeHidden(); // an action closes the menu
    await expect(page.getByTestId('notice').filter({ hasText: en.linkCopied })).toBeVisible();
    await openRowMenu(page, 'Booth 01');
    // The owner opens the page without counting a view; the link is the plain address, the code marks a scan.
    await expect(menu.getByRole('link', { name: en.openPage })).toHaveAttribute('href', `${url}?count=false`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await openRowMenu(page, 'Booth 01');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('button', { name: en.downloadQr }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`dynatag-${ids['Booth 01']}.svg`);
    const png = await sharp(await readFile((await download.path())!))
      .flatten({ background: '#fff' })
      .png()
      .toBuffer();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${url}?s=q`);
  });

  await test.step('Edit opens the editor on the tag', async () => {
    await page.getByRole('button', { name: fill(en.editNamed, { name: 'Booth 02' }) }).click();
    const editor = page.getByRole('dialog', { name: fill(editorTexts.editTitle, { name: 'Booth 02' }) });
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('textbox', { name: editorTexts.nameLabel })).toHaveValue('Booth 02');
    // Escape ends the first-use tour, then closes the editor (nothing was changed).
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(editor).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  });

  await test.step('the statistics dialog charts the views', async () => {
    await page.getByRole('button', { name: fill(en.statisticsNamed, { name: 'Booth 03' }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(en.statsTitle, { name: 'Booth 03' }) });
    const totals = dialog.getByTestId('stats-totals');
    await expect(totals).toContainText(`${en.statsTotal}4`);
    await expect(totals).toContainText(`${en.statsUnique}3`);
    // Clicks are its conversions (issue 34): none yet, its four views all the own content's.
    const versions = dialog.getByTestId('tag-clicks');
    await expect(versions).toContainText(fill(appTexts.tagClicksTotal, { count: '0' }));
    await expect(versions.getByTestId('tag-clicks-row')).toHaveText([/^\D+4\s*0\s*0\s*%$/]);
    const chart = dialog.getByTestId('stats-chart');
    await expect(chart.locator('canvas')).toHaveCount(1);
    expect((await chart.boundingBox())?.height).toBeGreaterThan(150);
    // The chart's numbers, for everyone who cannot see it: today's row has the four views.
    await dialog.getByText(en.statsShowNumbers).click();
    const today = new Date().toISOString().slice(0, 10);
    const row = dialog.locator(`tr:has(time[datetime="${today}"])`);
    await expect(row.locator('td')).toHaveText(['4', '3']);
    await dialog.getByLabel(en.statsPeriod).selectOption('all');
    await expect(dialog.locator(`time[datetime="${today.slice(0, 4)}"]`)).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: en.downloadCsv })).toHaveAttribute(
      'href',
      `/api/v1/dynatags/${ids['Booth 03']}/statistics?period=all&format=csv`,
    );
    await shoot(page, 'statistics');
    await noSeriousAxe(page, 'statistics dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('delete needs the exact name, case-sensitive', async () => {
    await (await openRowMenu(page, 'Booth 07')).getByRole('button', { name: en.delete }).click();
    const dialog = page.getByRole('dialog', { name: en.deleteTitle });
    const confirm = dialog.getByRole('button', { name: en.deleteConfirm });
    await dialog.getByRole('textbox').fill('booth 07');
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByText(en.deleteMismatch)).toBeVisible();
    await dialog.getByRole('textbox').fill('Booth 07');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toHaveCount(0);
    await expect(rows(page)).toHaveCount(6);
    await expect(page.getByTestId('dynatag-count')).toHaveText(
      fill(en.tagLimitCount, { count: 6, limit: 500 }),
    );
  });

  await test.step('tree: a folder is created, renamed, and a tag dragged into it stays there', async () => {
    await page.getByRole('link', { name: en.treeView }).click();
    const tree = page.getByTestId('dynatags-tree');
    await tree.getByRole('button', { name: en.newFolder, exact: true }).click();
    await tree.getByLabel(en.newFolderName).fill('Hall A');
    await tree.getByRole('button', { name: en.createFolder }).click();
    const folder = tree.getByTestId('tree-folder').filter({ hasText: 'Hall A' });
    await expect(folder).toBeVisible();
    await folder.getByRole('button', { name: fill(en.renameFolderNamed, { name: 'Hall A' }) }).click();
    await tree.getByLabel(en.folderName).fill('Hall B');
    await tree.getByRole('button', { name: en.save }).click();
    const hall = tree.getByTestId('tree-folder').filter({ hasText: 'Hall B' });
    await expect(hall).toBeVisible();

    await drag(
      page,
      tree.getByRole('button', { name: fill(en.dragTag, { name: 'Booth 01' }) }),
      tree.locator('[data-folder="Hall B"]'),
    );
    await expect(hall.getByTestId('tree-tag').filter({ hasText: 'Booth 01' })).toBeVisible();
    await expect(hall).toContainText(fill(en.tagCount, { count: 1 }));
    await shoot(page, 'tree');
    await noSeriousAxe(page, 'tree');

    // The server has it: after a reload the tag is still in the folder.
    await expect
      .poll(async () => {
        const list = await call<DynatagList>(page.request, 'get', `/dynatags/companies/${companyId}`);
        const hallB = list.folders.find((f) => f.name === 'Hall B');
        return list.dynatags.find((d) => d.name === 'Booth 01')?.folderId === hallB?.id;
      })
      .toBe(true);
    await page.reload();
    await expect(
      page
        .getByTestId('tree-folder')
        .filter({ hasText: 'Hall B' })
        .getByTestId('tree-tag')
        .filter({ hasText: 'Booth 01' }),
    ).toBeVisible();
  });

  await test.step('a tag moves with the keyboard too', async () => {
    const tree = page.getByTestId('dynatags-tree');
    const hall = tree.getByTestId('tree-folder').filter({ hasText: 'Hall B' });
    const handle = tree.getByRole('button', { name: fill(en.dragTag, { name: 'Booth 02' }) });
    await handle.focus();
    await page.keyboard.press('Space');
    // The drag has begun (the list may still be reloading after the move above) before the arrows move it,
    // and it is over the folder, as announced to screen readers, before it is dropped.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(fill(en.dragOver, { name: 'Booth 02', target: 'Hall B' }))).toBeAttached();
    await page.keyboard.press('Space');
    await expect(hall.getByTestId('tree-tag').filter({ hasText: 'Booth 02' })).toBeVisible();
    await expect(hall).toContainText(fill(en.tagCount, { count: 2 }));
  });

  await test.step('a folder dragged into another folder', async () => {
    const tree = page.getByTestId('dynatags-tree');
    await tree.getByRole('button', { name: en.newFolder, exact: true }).click();
    await tree.getByLabel(en.newFolderName).fill('Fair 2026');
    await tree.getByRole('button', { name: en.createFolder }).click();
    const fair = tree.getByTestId('tree-folder').filter({ hasText: 'Fair 2026' });
    await expect(fair).toBeVisible();
    await drag(
      page,
      tree.getByRole('button', { name: fill(en.dragFolder, { name: 'Hall B' }) }),
      tree.locator('[data-folder="Fair 2026"]'),
    );
    await expect(fair.getByTestId('tree-folder').filter({ hasText: 'Hall B' })).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByTestId('tree-folder')
        .filter({ hasText: 'Fair 2026' })
        .getByTestId('tree-folder')
        .filter({ hasText: 'Hall B' }),
    ).toBeVisible();
  });

  await test.step('deleting a folder says its tags move to the parent, and they do', async () => {
    await page.getByRole('button', { name: fill(en.deleteFolderNamed, { name: 'Hall B' }) }).click();
    const dialog = page.getByRole('dialog', { name: en.deleteFolderTitle });
    await expect(dialog).toContainText(
      fill(en.deleteFolderTextParent, { name: 'Hall B', parent: 'Fair 2026' }),
    );
    await dialog.getByRole('button', { name: en.deleteFolder }).click();
    const fair = page.getByTestId('tree-folder').filter({ hasText: 'Fair 2026' });
    await expect(page.getByTestId('tree-folder')).toHaveCount(1);
    await expect(fair.getByTestId('tree-tag')).toHaveText([/Booth 01/, /Booth 02/]);
    await expect(page.getByTestId('dynatags-tree').getByTestId('tree-tag')).toHaveCount(6);
  });
});

test('on a phone the dynatags table is one card per tag, nothing off screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await ownerWithTags(page, 'Telefonbolaget AB');
  await expect(rows(page)).toHaveCount(7);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBe(PHONE.width);
  // The sort buttons stay, as a row above the cards.
  const byName = page.getByTestId('dynatags-table').getByRole('button', { name: en.colName });
  await expect(byName).toBeVisible();
  expect((await firstCells(page))[0]).toBe('Booth 01');
  await byName.click();
  expect((await firstCells(page))[0]).toBe('Booth 07');
  await byName.click();
  const card = rows(page).filter({ hasText: 'Booth 02' });
  // Each cell shows its column's name beside its value, inside the screen.
  for (const cell of await card.locator('td').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await expect(card.locator(`td[data-label="${en.colTag}"]`)).toContainText('Menu');
  for (const button of await card.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // The row's menu opens inside the screen.
  const menu = await openRowMenu(page, 'Booth 02');
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x).toBeGreaterThanOrEqual(0);
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
  await expect(menu.getByRole('link', { name: en.openPage })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await shoot(page, 'phone');

  // The statistics dialog and the tree fit the phone too.
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await card.getByRole('button', { name: fill(en.statisticsNamed, { name: 'Booth 02' }) }).click();
  const chart = page.getByRole('dialog').getByTestId('stats-chart');
  await expect(chart.locator('canvas')).toHaveCount(1);
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'phone-statistics');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: en.treeView }).click();
  await expect(page.getByTestId('dynatags-tree').getByTestId('tree-tag')).toHaveCount(7);
  expect(await scrollWidth()).toBe(PHONE.width);
  await shoot(page, 'phone-tree');
});

test('another session of the owner adds a tag: the open table shows it without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { companyId } = await ownerWithTags(page, 'Livebolaget AB');
  await expect(rows(page)).toHaveCount(7);
  const { login } = await call<{ username: string }>(page.request, 'get', '/users/me').then((me) => ({
    login: me.username,
  }));
  const other = await browser.newContext({ baseURL });
  await call(other.request, 'post', '/auth/login', { login, password: PASSWORD });
  const eighth = await postTag(other.request, companyId, { name: 'Booth 08', modules: [] });
  expect(eighth.status(), await eighth.text()).toBe(201);
  await expect(rows(page).filter({ hasText: 'Booth 08' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('dynatag-count')).toHaveText(
    fill(en.tagLimitCount, { count: 8, limit: 500 }),
  );
  await other.close();
});

test('the Profiles page opens the same statistics dialog for a profile; without a company, Dynatags says why', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Petra Profil', 'prof');
  const [profile] = await call<{ shortId: string }[]>(page.request, 'get', '/profiles');
  for (const ip of ['203.0.113.21', '203.0.113.22']) {
    await call(page.request, 'get', `/profiles/${profile.shortId}?count=true`, undefined, {
      'x-forwarded-for': ip,
      'user-agent': `Mozilla/5.0 (Linux; Android 14; Pixel ${ip.at(-1)}) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36`,
    });
  }
  await expect
    .poll(
      async () =>
        (await call<Statistics>(page.request, 'get', `/profiles/${profile.shortId}/statistics`)).total,
      {
        timeout: 15_000,
      },
    )
    .toBe(2);
  const user = await call<object>(page.request, 'get', '/users/me');
  await page.goto('/en/');
  await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
  await page.goto('/dashboard/profiles');
  await page.getByRole('button', { name: /^Statistics of / }).click();
  const dialog = page.getByRole('dialog', { name: /^Statistics: / });
  await expect(dialog.getByTestId('stats-totals')).toContainText(`${en.statsTotal}2`);
  await dialog.getByLabel(en.statsPeriod).selectOption('range');
  const today = new Date().toISOString().slice(0, 10);
  await dialog.getByLabel(en.rangeFrom).fill(today);
  await dialog.getByLabel(en.rangeTo).fill(today);
  await expect(dialog.getByTestId('stats-totals')).toContainText(`${en.statsUnique}2`);
  await expect(dialog.getByRole('link', { name: en.downloadCsv })).toHaveAttribute(
    'href',
    `/api/v1/profiles/${profile.shortId}/statistics?period=range&from=${today}&to=${today}&format=csv`,
  );
  // A range that ends before it starts is not asked for.
  await dialog.getByLabel(en.rangeFrom).fill('2099-01-02');
  await dialog.getByLabel(en.rangeTo).fill('2099-01-01');
  await expect(dialog.getByRole('alert')).toHaveText(en.rangeOrder);
  await page.keyboard.press('Escape');

  // She owns no company: the Dynatags page says why there is nothing to manage, and where to start.
  await page.goto('/dashboard/dynatags');
  await expect(page.getByRole('heading', { name: en.noCompanyTitle })).toBeVisible();
  await page.getByRole('link', { name: en.toCompanies }).click();
  await expect(page).toHaveURL(/\/dashboard\/companies$/);
});
