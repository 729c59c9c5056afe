// Opening the verification link a second time (issue 19): the page says the email is already verified, as a
// success, in the page's language, instead of "the token is incorrect"; a made-up token is still refused.
import { expect, test } from '@playwright/test';
import type { Lang } from '../shared/constants';
import { mailLink } from './mail';
import { signUpViaApi } from './support/api';
import { API, pathIn, settleVisitor } from './support/site';

for (const lang of ['sv', 'en', 'fi'] as Lang[])
  test(`the verification link opened twice says already verified (${lang})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(60_000);
    await settleVisitor(context, { lang });
    const signup = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const person = await signUpViaApi(signup.request, 'Vera Twice', `v${lang}`);
    await signup.close();
    const link = new URL(await mailLink(person.email, '/verify-email'), 'http://x');
    const token = link.searchParams.get('verifyToken') ?? '';
    const address = `${pathIn(lang, '/verify-email/')}?verifyToken=${encodeURIComponent(token)}`;

    await page.goto(address);
    await expect(page.getByText(API[lang].verified, { exact: true })).toBeVisible();
    await page.goto(address);
    await expect(page.getByText(API[lang].alreadyVerified, { exact: true })).toBeVisible();
    await expect(page.getByText(API[lang].verifyTokenWrong)).toHaveCount(0);

    await page.goto(`${pathIn(lang, '/verify-email/')}?verifyToken=${'x'.repeat(43)}`);
    await expect(page.getByText(API[lang].verifyTokenWrong, { exact: true })).toBeVisible();
  });
