import { persistentAtom } from '@nanostores/persistent';
import { DEFAULT_LANG, LANGUAGES, type Lang, THEME_COLORS } from '@shared/constants';
import { atom, computed } from 'nanostores';

/** localStorage keys that survive logout (SPEC §4, §9). */
export const THEME_KEY = 'themeMode';
export const LANG_KEY = 'targetLang';
export const CONSENT_KEY = 'cookiesAccepted';
export const KEPT_ON_LOGOUT = [THEME_KEY, LANG_KEY, CONSENT_KEY] as const;

/** One of our languages (kept here so the browser bundle does not pull every dictionary). */
export const isLang = (value: unknown): value is Lang => (LANGUAGES as readonly unknown[]).includes(value);

export type Theme = 'light' | 'dark';
export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The browser's language prefix when we speak it, else Swedish (SPEC §4). */
export function browserLang(languages: readonly string[] = globalThis.navigator?.languages ?? []): Lang {
  for (const tag of languages) {
    const code = tag.slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}

const langCodec = { encode: (v: Lang) => v, decode: (v: string): Lang => (isLang(v) ? v : browserLang()) };
/** The chosen language (`targetLang`); before any choice, the browser's. Synced across tabs. */
export const $language = persistentAtom<Lang>(LANG_KEY, browserLang(), langCodec);

/** The stored theme (`themeMode`), or undefined: then the system preference decides. */
export const $themeMode = persistentAtom<Theme | undefined>(THEME_KEY, undefined, {
  encode: (v) => v,
  decode: (v) => (isTheme(v) ? v : undefined),
});

const prefersDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
export const $theme = computed($themeMode, (mode): Theme => mode ?? (prefersDark() ? 'dark' : 'light'));

/** Cookie consent (`cookiesAccepted`): stored as "true" once accepted. */
export const $cookiesAccepted = persistentAtom<boolean>(CONSENT_KEY, false, {
  encode: (v) => (v ? 'true' : undefined),
  decode: (v) => v === 'true' || v === 'yes' || v === '1',
});

/** The dynatag editor's guided tour was finished or dismissed: it starts by itself only before that. */
export const $tagEditorTourSeen = persistentAtom<boolean>('tagEditorTourSeen', false, {
  encode: (v) => (v ? 'true' : undefined),
  decode: (v) => v === 'true',
});

/**
 * The language of the page a public island sits on (/en/…, /fi/…): it wins over the stored choice
 * there. Null on the dashboard, which follows `targetLang` and switches in place.
 */
export const $pageLang = atom<Lang | null>(null);
export const $uiLang = computed([$pageLang, $language], (page, stored) => page ?? stored);

/** Puts the theme on <html> and the browser's theme colour (daisyUI reads data-theme). */
export function applyTheme(theme: Theme, doc: Document | undefined = globalThis.document) {
  if (!doc) return;
  doc.documentElement.dataset.theme = theme;
  doc.documentElement.style.colorScheme = theme;
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
}

export function setTheme(theme: Theme) {
  $themeMode.set(theme);
  applyTheme(theme);
}

export function setLanguage(lang: Lang) {
  $language.set(lang);
  // Pages rendered on demand (/p, /d) read the language from this cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server for /p, /d and the dashboard shell
  if (globalThis.document) document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
