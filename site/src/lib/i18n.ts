import { DEFAULT_LANG, LANGUAGES, type Lang } from '@shared/constants';
import { interpolate, type Params } from '@shared/i18n';
import { site as en } from '@shared/i18n/en/site';
import { site as fi } from '@shared/i18n/fi/site';
import { site as sv } from '@shared/i18n/sv/site';

export type SiteKey = keyof typeof en;
export type Translate = (key: SiteKey, params?: Params) => string;
/** A subset of the site dictionary handed to an island as props (islands never import the dictionaries). */
export type Texts<K extends SiteKey> = Record<K, string>;

const SITE: Record<Lang, Record<SiteKey, string>> = { sv, en, fi };

export const LANGUAGE_NAMES: Record<Lang, string> = { sv: 'Svenska', en: 'English', fi: 'Suomi' };
/** Open Graph locales of our markets. */
export const OG_LOCALES: Record<Lang, string> = { sv: 'sv_SE', en: 'en_GB', fi: 'fi_FI' };
/** Locales for numbers and dates. */
export { LOCALES as INTL_LOCALES } from '@shared/i18n/format';

export const translator =
  (lang: Lang): Translate =>
  (key, params) =>
    interpolate(SITE[lang][key], params, lang);

export function pickTexts<K extends SiteKey>(lang: Lang, keys: readonly K[]): Texts<K> {
  return Object.fromEntries(keys.map((key) => [key, SITE[lang][key]])) as Texts<K>;
}

/** Dictionary entries that hold a list keep one item per line. */
export const lines = (text: string) => text.split('\n').filter((line) => line.trim());

/** The language of a path: '/en/dynatags/' → 'en', '/dynatags/' → 'sv'. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return LANGUAGES.includes(first as Lang) && first !== DEFAULT_LANG ? (first as Lang) : DEFAULT_LANG;
}

/** The path without its language prefix, always with a trailing slash: '/fi/terms' → '/terms/'. */
export function stripLang(pathname: string): string {
  const lang = langOfPath(pathname);
  const rest = lang === DEFAULT_LANG ? pathname : pathname.slice(lang.length + 1);
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The same page in another language: Swedish unprefixed, the others under /en/ and /fi/. */
export function localizePath(lang: Lang, path: string): string {
  const bare = stripLang(path);
  return lang === DEFAULT_LANG ? bare : `/${lang}${bare}`;
}

/** The changelog in a language (site/public): English is the original, the others translations of it. */
export const changelogPath = (lang: Lang) => (lang === 'en' ? '/changelog.md' : `/changelog.${lang}.md`);
