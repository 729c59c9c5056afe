// A dynatag's form module on /d (issue 32): under the company's design, at 390 and 1280 px in light and dark,
// compared with the committed pictures in e2e/__screenshots__ and with no serious axe finding; then a visitor
// fills it in and sends it (the token fetched by the page's script, sent no sooner than a person would) and the
// tag's maker finds the lead, from the tag, with its answers, in the dashboard's leads list.
// After a change meant to alter the page: `bunx playwright test e2e/dynatag-form.spec.ts --update-snapshots`, and
// look at the pictures before committing.
import { expect, test } from '@playwright/test';
import { app as enApp } from '../shared/i18n/en/app';
import { dynatag as enPage } from '../shared/i18n/en/dynatag';
import { accessible, fill } from './support/checks';
import { inEachLook } from './support/looks';
import { openDashboard } from './support/orders';
import { LOOKS, lookingFirm, newTag, publish } from './support/page-looks';
import { settleVisitor } from './support/site';

const CONSENT = 'I agree that Skärmbild Trä AB keeps my answers to contact me about the job.';
const FORM = {
  id: 'apply',
  type: 'form',
  title: 'Apply for a summer job',
  consent: CONSENT,
  questions: [
    { id: 'role', type: 'choice', label: 'Which role?', required: true, options: ['Carpenter', 'Warehouse'] },
    { id: 'start', type: 'short', label: 'When can you start?', required: false },
    { id: 'licence', type: 'checkbox', label: 'I have a driving licence', required: false },
  ],
};

/** Tall enough for the whole form. */
const TALL = [
  { width: 390, height: 1000 },
  { width: 1280, height: 1000 },
];

test('the form on /d in the company’s design; a visitor sends it; the maker reads the lead', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  await settleVisitor(ownerContext, { lang: 'en' });
  const owner = await ownerContext.newPage();
  const { company } = await lookingFirm(owner.request);
  await publish(owner.request, company.shortId, LOOKS[0]!);
  const tagId = await newTag(owner.request, company.shortId, {
    name: 'Jobs',
    label: 'Summer jobs',
    showCompanyLogo: true,
    modules: [
      { id: 'intro', type: 'wysiwyg', html: '<p>Carpenters and warehouse staff, June to August.</p>' },
      FORM,
    ],
  });

  const visitorContext = await browser.newContext({ baseURL, locale: 'en-GB' });
  await settleVisitor(visitorContext, { lang: 'en' });
  const page = await visitorContext.newPage();
  const card = page.locator('#m-apply');
  await page.goto(`/d/${tagId}`);
  await inEachLook(
    page,
    async ({ width }, colorScheme) => {
      await expect(card.getByText(CONSENT)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect
        .soft(card)
        .toHaveScreenshot(`d-form-${width}-${colorScheme}.png`, { animations: 'disabled' });
      await accessible(page, `/d form ${width} px ${colorScheme}`);
    },
    { sizes: TALL },
  );

  // The visitor fills it in: the required choice first left out, the server's message on it; then sent.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/d/${tagId}`);
  const opened = Date.now();
  await card.getByLabel(enPage.formName).fill('Anna Berg');
  await card.getByLabel(enPage.formEmail).fill('anna@example.com');
  await card.getByLabel(/When can you start/).fill('Midsummer');
  // A person takes a few seconds; the server refuses a form sent sooner than 3 seconds after its token.
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - opened)));
  await card.getByRole('button', { name: enPage.formSend }).click();
  await expect(card.getByRole('alert')).toHaveText('Answer this question');
  await card.getByRole('radio', { name: 'Carpenter' }).check();
  await card.getByRole('checkbox', { name: /driving licence/ }).check();
  await card.getByRole('button', { name: enPage.formSend }).click();
  await expect(card.getByRole('status')).toHaveText(enPage.formThanks);

  // The tag's maker: the lead in the leads list, from the tag, with its answers as asked.
  await openDashboard(owner, '/dashboard/contacts/received');
  const lead = owner.getByTestId('lead').filter({ hasText: 'Anna Berg' });
  await expect(lead).toBeVisible({ timeout: 15_000 });
  await expect(lead.getByTestId('lead-tag')).toHaveText(fill(enApp.leadFromTag, { label: 'Summer jobs' }));
  const answers = lead.getByTestId('lead-answers');
  await expect(answers).toContainText('Which role?');
  await expect(answers).toContainText('Carpenter');
  await expect(answers).toContainText(`I have a driving licence${enApp.leadAnswerYes}`);
  await ownerContext.close();
  await visitorContext.close();
});
