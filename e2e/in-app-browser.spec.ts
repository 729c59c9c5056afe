// The card page opened inside Instagram, Facebook, Messenger, LinkedIn or TikTok (issue 21): those browsers
// cannot save a vCard or add a Wallet pass, so the page offers the way out: on Android an intent: link that
// opens it in the default browser, on iOS the steps to open it in Safari. The page is the cached one every
// visitor gets: the notice is decided in the visitor's browser, and a visitor in Chrome or Safari never sees it.
import { type Browser, expect, test } from '@playwright/test';
import { profile as en } from '../shared/i18n/en/profile';
import { profile as sv } from '../shared/i18n/sv/profile';
import { signUpViaApi } from './support/api';

const ANDROID_WV =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36';
const IOS_WV =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** User agents as these apps send them, by platform. */
const IN_APP: { app: string; ua: string; android: boolean }[] = [
  {
    app: 'Instagram on Android',
    android: true,
    ua: `${ANDROID_WV} Instagram 321.0.0.32.111 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 576220410)`,
  },
  {
    app: 'Instagram on iOS',
    android: false,
    ua: `${IOS_WV} Instagram 325.0.0.27.92 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 587434209)`,
  },
  { app: 'Facebook on Android', android: true, ua: `${ANDROID_WV} [FB_IAB/FB4A;FBAV/452.0.0.39.110;]` },
  {
    app: 'Facebook on iOS',
    android: false,
    ua: `${IOS_WV} [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/591123680;FBDV/iPhone15,3;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]`,
  },
  {
    app: 'Messenger on iOS',
    android: false,
    ua: `${IOS_WV} [FBAN/MessengerForiOS;FBAV/447.0.0.42.110;FBBV/588190938;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/sv_SE;FBOP/5]`,
  },
  {
    app: 'Messenger on Android',
    android: true,
    ua: `${ANDROID_WV} [FB_IAB/Orca-Android;FBAV/449.0.0.36.109;]`,
  },
  { app: 'LinkedIn on iOS', android: false, ua: `${IOS_WV} [LinkedInApp]/9.29.8942` },
  { app: 'LinkedIn on Android', android: true, ua: `${ANDROID_WV} [LinkedInApp]/4.1.881` },
  {
    app: 'TikTok on Android',
    android: true,
    ua: `${ANDROID_WV} trill_2023205030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/32.5.3 ByteLocale/en BytedanceWebview/d8a21c6`,
  },
  {
    app: 'TikTok on iOS',
    android: false,
    ua: `${IOS_WV} musical_ly_30.8.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/SE BytedanceWebview/d8a21c6`,
  },
];

const BROWSERS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];

let visitors = 0;
/** The card page on a phone of its own with this user agent. */
async function openOn(browser: Browser, ua: string, url: string, locale = 'en-GB') {
  visitors++;
  const context = await browser.newContext({
    userAgent: ua,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${100 + (visitors % 150)}` },
  });
  const page = await context.newPage();
  expect((await page.goto(url))?.status()).toBe(200);
  return { page, close: () => context.close() };
}

test('each in-app browser gets the way out; a browser that can save the contact never sees it', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { shortId } = await signUpViaApi(page.request, 'Iris Inapp', 'iab');
  // What a QR code opens: the cached page every visitor shares, warmed by a normal browser first.
  const url = `${baseURL}/p/${shortId}?s=q`;
  for (const ua of BROWSERS) {
    const phone = await openOn(browser, ua, url);
    await expect(phone.page.getByRole('heading', { name: 'Iris Inapp' })).toBeVisible();
    await expect(phone.page.getByText(en.inAppTitle)).toBeHidden();
    await phone.close();
  }
  const host = new URL(baseURL!).host;
  for (const { app, ua, android } of IN_APP) {
    await test.step(app, async () => {
      const phone = await openOn(browser, ua, url);
      const notice = phone.page.getByRole('note');
      await expect(notice.getByText(en.inAppTitle)).toBeVisible();
      const open = notice.getByRole('link', { name: en.inAppOpen });
      if (android) {
        // The default browser opens the same address; this visit has counted, so the next one does not.
        await expect(open).toHaveAttribute(
          'href',
          `intent://${host}/p/${shortId}?s=q&count=false#Intent;scheme=http;end`,
        );
        await expect(notice.getByText(en.inAppAndroid)).toBeVisible();
        await expect(notice.getByText(en.inAppIos)).toBeHidden();
      } else {
        await expect(notice.getByText(en.inAppIos)).toBeVisible();
        await expect(open).toBeHidden();
      }
      await phone.close();
    });
  }
  // After them, a normal browser still gets the page without the notice (nothing per visitor was cached).
  const after = await openOn(browser, BROWSERS[1]!, url);
  await expect(after.page.getByRole('heading', { name: 'Iris Inapp' })).toBeVisible();
  await expect(after.page.getByText(en.inAppTitle)).toBeHidden();
  await after.close();
  // In the page's language.
  const swedish = await openOn(browser, IN_APP[1]!.ua, url, 'sv-SE');
  await expect(swedish.page.getByText(sv.inAppIos)).toBeVisible();
  await swedish.close();
});
