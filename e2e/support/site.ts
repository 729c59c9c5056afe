import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { Lang } from '../../shared/constants';
import { api as enApi } from '../../shared/i18n/en/api';
import { site as enSite } from '../../shared/i18n/en/site';
import { api as fiApi } from '../../shared/i18n/fi/api';
import { site as fiSite } from '../../shared/i18n/fi/site';
import { api as svApi } from '../../shared/i18n/sv/api';
import { site as svSite } from '../../shared/i18n/sv/site';

/** The site's texts per language, so tests follow the dictionaries instead of copying strings. */
export const SITE: Record<Lang, Record<keyof typeof enSite, string>> = { sv: svSite, en: enSite, fi: fiSite };
export const API: Record<Lang, Record<keyof typeof enApi, string>> = { sv: svApi, en: enApi, fi: fiApi };

/** The path of a page in a language: Swedish unprefixed, the others under /en/ and /fi/. */
export const pathIn = (lang: Lang, path: string) => (lang === 'sv' ? path : `/${lang}${path}`);

/** Every public page of SPEC §2 (the auth pages and the dashboard are covered by their own specs). */
export const PUBLIC_PAGES = [
  '/',
  '/business-card/',
  '/dynatags/',
  '/contact/',
  '/questions/',
  '/terms/',
  '/cookies/',
  '/test/',
] as const;

/**
 * A returning visitor: language, cookie notice and optionally theme settled before the first page, so
 * nothing redirects or covers the page. Runs once per browsing session, so later changes by the test stay.
 */
export async function settleVisitor(
  context: BrowserContext,
  prefs: { lang?: Lang; theme?: 'light' | 'dark'; acceptCookies?: boolean } = {},
) {
  await context.addInitScript(
    ({ lang, theme, acceptCookies }) => {
      if (sessionStorage.getItem('e2e-settled')) return;
      sessionStorage.setItem('e2e-settled', '1');
      localStorage.setItem('targetLang', lang);
      if (acceptCookies) localStorage.setItem('cookiesAccepted', 'true');
      if (theme) localStorage.setItem('themeMode', theme);
    },
    { lang: prefs.lang ?? 'sv', theme: prefs.theme ?? null, acceptCookies: prefs.acceptCookies ?? true },
  );
}

/** The mails the server wrote to DATA_DIR/outbox (tests run without SMTP_URL), oldest first. */
export function readOutbox(): { file: string; text: string }[] {
  const dir = join(process.env.E2E_DATA_DIR ?? process.env.DATA_DIR ?? 'data', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

/** Waits until every island on the page has hydrated (Astro drops the `ssr` attribute then). */
export async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The page keeps the signed-in user (from the API's cookies) as the dashboard does after a login, in English,
 * with the cookie notice and the tag editor's tour already seen.
 */
export async function storeSignedInUser(page: Page) {
  const { data: user } = await (await page.request.get('/api/v1/users/me')).json();
  await page.goto('/en/');
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('cookiesAccepted', 'true');
    localStorage.setItem('targetLang', 'en');
    localStorage.setItem('tagEditorTourSeen', 'true');
  }, user);
}
