// A lead form of one's own (issue 32): the holder adds questions and a consent sentence in the profile editor, a
// visitor answers them in "exchange contact" on /p (the dialog pictured at 390 and 1280 px, light and dark, with
// axe's serious findings counted), and the holder sees the answers, labelled as asked, in the leads list.
import { expect, test } from '@playwright/test';
import { app as enApp } from '../shared/i18n/en/app';
import { profile as enProfile } from '../shared/i18n/en/profile';
import { signUpViaApi } from './support/api';
import { accessible, fill } from './support/checks';
import { inEachLook } from './support/looks';
import { openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

const en = (key: keyof typeof enProfile) => fill(enProfile[key], { name: 'Frida Form' });
const CONSENT = 'I agree that Frida Form keeps my details to call me back.';

test('the holder adds questions; a visitor answers them on the card page; the holder reads the answers', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const holderContext = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  await settleVisitor(holderContext, { lang: 'en' });
  const holder = await holderContext.newPage();
  const frida = await signUpViaApi(holder.request, 'Frida Form', 'lf');
  await openDashboard(holder, '/dashboard/profiles');

  // Two questions: a required choice and a checkbox; and the consent sentence.
  const editor = holder.getByTestId('lead-form-editor');
  await editor.getByRole('button', { name: enApp.leadFormAdd }).click();
  const first = editor.getByTestId('lead-question').nth(0);
  await first.getByLabel(fill(enApp.leadFormQuestion, { n: '1' }), { exact: true }).fill('Team size');
  await first.getByLabel(enApp.leadFormType).selectOption('choice');
  await first.getByLabel(fill(enApp.leadFormOptions, { max: '10' })).fill('1–10\n11–50\n50+');
  await first.getByLabel(enApp.leadFormRequired).check();
  await editor.getByRole('button', { name: enApp.leadFormAdd }).click();
  const second = editor.getByTestId('lead-question').nth(1);
  await second.getByLabel(fill(enApp.leadFormQuestion, { n: '2' }), { exact: true }).fill('Send me news');
  await second.getByLabel(enApp.leadFormType).selectOption('checkbox');
  await editor.getByLabel(enApp.leadFormConsent).fill(CONSENT);
  await editor.getByRole('button', { name: enApp.leadFormSave }).click();
  await expect(holder.getByText('The form is saved')).toBeVisible();

  // The visitor: the dialog at both sizes in both schemes, pictured and checked.
  const visitorContext = await browser.newContext({ baseURL, locale: 'en-GB' });
  await settleVisitor(visitorContext, { lang: 'en' });
  const page = await visitorContext.newPage();
  await page.goto(`/p/${frida.shortId}`);
  await inEachLook(
    page,
    async ({ width }, scheme) => {
      await page.getByRole('button', { name: en('exchangeContact') }).click();
      const dialog = page.getByRole('dialog', { name: en('exchangeTitle') });
      await expect(dialog.getByText(CONSENT)).toBeVisible();
      await expect(dialog).toHaveScreenshot(`lead-form-${width}-${scheme}.png`, { animations: 'disabled' });
      await accessible(page, `the dialog at ${width} px, ${scheme}`);
      await page.keyboard.press('Escape');
    },
    {
      sizes: [
        { width: 390, height: 1000 },
        { width: 1280, height: 1000 },
      ],
    },
  );

  const dialog = page.getByRole('dialog', { name: en('exchangeTitle') });
  await page.getByRole('button', { name: en('exchangeContact') }).click();
  await dialog.getByLabel(en('exchangeName')).fill('Anna Berg');
  await dialog.getByLabel(en('exchangeEmail')).fill('anna@example.com');
  // The required choice left empty: the server's message, on it.
  await dialog.getByRole('button', { name: en('exchangeSend') }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Answer this question');
  await dialog.getByRole('radio', { name: '11–50' }).check();
  await dialog.getByRole('checkbox', { name: /Send me news/ }).check();
  await dialog.getByRole('button', { name: en('exchangeSend') }).click();
  await expect(dialog.getByRole('status')).toHaveText(en('exchangeThanks'));

  // The holder's list: the answers, labelled as asked.
  await holder.goto('/dashboard/contacts/received');
  const lead = holder.getByTestId('lead').filter({ hasText: 'Anna Berg' });
  await expect(lead).toBeVisible({ timeout: 15_000 });
  const answers = lead.getByTestId('lead-answers');
  await expect(answers).toContainText('Team size');
  await expect(answers).toContainText('11–50');
  await expect(answers).toContainText(`Send me news${enApp.leadAnswerYes}`);
  await holderContext.close();
  await visitorContext.close();
});
