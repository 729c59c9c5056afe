// A tag that answers the visitor (issue 34), in the editor as an owner uses it. First a Finnish version of the
// modules with its own title, a rule "language is Finnish" that shows it and an evening rule that redirects (its
// bad address refused at the input before any request), reordered with the up button and saved; a version a rule
// shows cannot be deleted, and says why. Then, on a tag saved with such a rule, "View as" a Finnish visitor names
// the rule and previews the Finnish version, and a split test between the own content and it is started, its
// table shown and the test ended. The rules and the split test's table are pictured at 390 and 1280 px in light
// and dark (the test's start time masked), with no serious axe finding in the dialog.
// After a change meant to alter them: `bunx playwright test e2e/dynatag-rules.spec.ts --update-snapshots`, and
// look at the pictures before committing.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api as enApi } from '../shared/i18n/en/api';
import { tagEditor as enEditor } from '../shared/i18n/en/tagEditor';
import { tagRules as en } from '../shared/i18n/en/tagRules';
import { signUpViaApi } from './support/api';
import { BILLING_INFO } from './support/billing';
import { accessible, fill } from './support/checks';
import { newTag } from './support/page-looks';
import { storeSignedInUser } from './support/site';

test.use({ locale: 'en-GB' });

/** The element at phone and desktop width, light and dark, against its committed pictures; axe each time. */
async function pictured(page: Page, what: Locator, name: string, mask: Locator[] = []) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 2400 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.evaluate(() => document.fonts.ready);
      // Clear of the dialog's sticky header and footer, whatever was scrolled before.
      await what.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect
        .soft(what)
        .toHaveScreenshot(`${name}-${width}-${colorScheme}.png`, { animations: 'disabled', mask });
      await accessible(page, `${name} ${width} px ${colorScheme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a Finnish version and two rules built in the editor, reordered and saved', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signUpViaApi(page.request, 'Ritva Regel', 'rules');
  const created = await page.request.post('/api/v1/companies', {
    data: { name: 'Ritva Regel AB', billing: BILLING_INFO },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { data: { shortId: string } }).data.shortId;
  const tagId = await newTag(page.request, companyId, {
    name: 'Stand',
    label: 'Welcome to our stand',
    modules: [{ id: 'a', type: 'wysiwyg', html: '<p>Hall B, stand 12.</p>' }],
  });
  await storeSignedInUser(page);
  await page.goto('/dashboard/dynatags');
  await page.getByRole('button', { name: 'Edit Stand' }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(enEditor.editTitle, { name: 'Stand' }) });
  await expect(dialog.getByTestId('tag-editor')).toBeVisible();

  // A Finnish version, a copy of the own content with its own title, edited with the same module editor.
  const bar = dialog.getByTestId('variant-bar');
  await bar.getByRole('button', { name: en.addVariant }).click();
  await bar.getByLabel(en.variantNameLabel).fill('Finnish version');
  await bar.getByRole('button', { name: en.variantCreate }).click();
  await expect(bar.getByLabel(en.editingLabel)).toHaveValue('v1');
  await bar.getByLabel(en.variantTitleLabel).fill('Tervetuloa osastollemme');
  await expect(dialog.getByTestId('preview-version')).toHaveText(
    fill(en.previewShowing, { name: 'Finnish version' }),
  );
  await expect(dialog.getByRole('list', { name: enEditor.modListLabel }).getByRole('region')).toHaveCount(1);

  // Two rules: "language is Finnish" showing it, and an evening one sending elsewhere; the evening one moved up.
  await dialog.getByRole('tab', { name: en.tabRules }).click();
  const rules = dialog.getByTestId('rules-tab');
  await rules.getByRole('button', { name: en.addRule }).click();
  const cards = rules.getByTestId('rule-card');
  const first = cards.nth(0);
  await first.getByLabel(en.ruleNameLabel).fill('Finnish speakers');
  await expect(first.getByRole('checkbox', { name: en.langFi })).toBeChecked();
  await expect(first.getByLabel(en.outcomeVariantLabel, { exact: true })).toHaveValue('v1');
  await rules.getByRole('button', { name: en.addRule }).click();
  const second = cards.nth(1);
  await second.getByLabel(en.ruleNameLabel).fill('Evenings');
  await second.getByLabel(en.conditionKind).selectOption('time');
  await expect(second.getByLabel(en.fromLabel, { exact: true })).toHaveValue('18:00');
  await second.getByRole('radio', { name: en.outcomeRedirect }).check();
  await second.getByLabel(en.outcomeRedirectLabel, { exact: true }).fill('not an address');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The editor's own check, with the API's words, at the input.
  await expect(second.getByText(enApi.invalidUrl)).toBeVisible();
  await second.getByLabel(en.outcomeRedirectLabel, { exact: true }).fill('https://example.com/evening');
  await rules
    .getByRole('button', {
      name: fill(en.ruleMoveUp, { name: fill(en.ruleNumber, { number: 2, name: 'Evenings' }) }),
    })
    .click();
  await expect(cards.nth(0).getByLabel(en.ruleNameLabel)).toHaveValue('Evenings');
  await expect(cards.nth(1).getByLabel(en.ruleNameLabel)).toHaveValue('Finnish speakers');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('notice').filter({ hasText: enApi.dynatagUpdated })).toBeVisible();
  const saved = (await (await page.request.get(`/api/v1/dynatags/${tagId}`)).json()) as {
    data: { variants: { key: string; name: string; label?: string }[]; rules: { name: string }[] };
  };
  expect(saved.data.variants).toMatchObject([
    { key: 'v1', name: 'Finnish version', label: 'Tervetuloa osastollemme' },
  ]);
  expect(saved.data.rules.map((r) => r.name)).toEqual(['Evenings', 'Finnish speakers']);

  await pictured(page, rules.getByTestId('rules-list'), 'tag-rules');

  // The version a rule shows cannot be deleted, and says why.
  await dialog.getByRole('tab', { name: 'General' }).click();
  await expect(bar.getByRole('button', { name: en.variantDelete })).toBeDisabled();
  await expect(bar.getByTestId('variant-in-use')).toHaveText(
    fill(en.variantInUseRules, { rules: 'Finnish speakers' }),
  );
});

/** An owner's company and tag with a Finnish version and the rule that shows it, saved through the API. */
async function tagWithRules(page: Page) {
  await signUpViaApi(page.request, 'Viivi Versio', 'viewas');
  const created = await page.request.post('/api/v1/companies', {
    data: { name: 'Viivi Versio AB', billing: BILLING_INFO },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { data: { shortId: string } }).data.shortId;
  const modules = [{ id: 'a', type: 'wysiwyg', html: '<p>Hall B, stand 12.</p>' }];
  await newTag(page.request, companyId, {
    name: 'Stand',
    label: 'Welcome to our stand',
    modules,
    variants: [{ key: 'v1', name: 'Finnish version', label: 'Tervetuloa osastollemme', modules }],
    rules: [
      {
        key: 'r1',
        name: 'Finnish speakers',
        when: [{ if: 'language', langs: ['fi'] }],
        outcome: { variant: 'v1' },
      },
    ],
  });
  await storeSignedInUser(page);
  await page.goto('/dashboard/dynatags');
  await page.getByRole('button', { name: 'Edit Stand' }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(enEditor.editTitle, { name: 'Stand' }) });
  await expect(dialog.getByTestId('tag-editor')).toBeVisible();
  return dialog;
}

test('View as a Finnish visitor names the rule and previews its version; a split test is started, shown and ended', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  const dialog = await tagWithRules(page);
  await dialog.getByRole('tab', { name: en.tabRules }).click();
  const rules = dialog.getByTestId('rules-tab');

  // View as a Finnish visitor at noon: the Finnish rule chose, and the preview shows the Finnish version.
  const viewAs = rules.getByRole('region', { name: en.viewAsHeading, exact: true });
  await viewAs.getByLabel(en.viewLang).selectOption('fi');
  await viewAs.getByLabel(en.viewAt).fill('2026-12-08T12:00');
  await viewAs.getByRole('button', { name: en.viewButton }).click();
  const result = dialog.getByTestId('view-as-result');
  await expect(result).toContainText(fill(en.viewRule, { name: 'Finnish speakers' }));
  await expect(result).toContainText(fill(en.viewShows, { name: 'Finnish version' }));
  await expect(dialog.getByTestId('preview-version')).toHaveText(
    fill(en.previewShowing, { name: 'Finnish version' }),
  );
  await expect(
    page.frameLocator('[data-testid="tag-preview"]').getByText('Tervetuloa osastollemme'),
  ).toBeVisible();

  // A split test between the own content and the Finnish version, half each; its table; then ended.
  await dialog.getByRole('tab', { name: en.tabSplit }).click();
  const split = dialog.getByTestId('split-tab');
  await split.getByLabel(en.splitName).fill('Title test');
  await expect(split.getByLabel(fill(en.splitShare, { name: 'Finnish version' }))).toHaveValue('50');
  await split.getByRole('button', { name: en.splitStart }).click();
  const running = split.getByTestId('split-running');
  await expect(running.getByTestId('split-arm')).toHaveCount(2);
  await expect(running.getByTestId('split-verdict')).toHaveText(
    'No winner yet — 200 more visitors needed before the test can tell.',
  );
  await pictured(page, running, 'tag-split-table', [running.getByText(/^Running since/)]);
  await running.getByRole('button', { name: en.splitEnd }).click();
  const confirm = page.getByRole('dialog', { name: fill(en.splitEndTitle, { name: en.ownContent }) });
  await confirm.getByRole('button', { name: en.splitEndButton }).click();
  await expect(split.getByTestId('split-ended')).toContainText('Title test');
  await expect(split.getByTestId('split-start')).toBeVisible();
});
