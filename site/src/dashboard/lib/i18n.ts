import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { app as en } from '@shared/i18n/en/app';
import { app as fi } from '@shared/i18n/fi/app';
import { interpolate, LOCALES, type Params } from '@shared/i18n/format';
import { app as sv } from '@shared/i18n/sv/app';
import { createContext, useCallback, useContext } from 'react';
import { $uiLang } from '../stores/prefs';

export type AppKey = keyof typeof en;
export type { Params };

// Only the app namespace is bundled for the browser (the index of @shared/i18n holds every namespace).
const APP: Record<Lang, Record<AppKey, string>> = { en, sv, fi };

export const translate = (lang: Lang, key: AppKey, params?: Params) =>
  interpolate(APP[lang]?.[key] ?? en[key] ?? key, params, lang);

/** A dashboard or dialog text in the current UI language. */
export const t = (key: AppKey, params?: Params, lang: Lang = $uiLang.get()) => translate(lang, key, params);

/** A page island pins its page's language for everything inside it. */
export const LangContext = createContext<Lang | null>(null);

/** The translator for components: re-renders when the language changes (`fixed` pins one, for hydration). */
export function useT(fixed?: Lang) {
  const current = useStore($uiLang);
  const pinned = useContext(LangContext);
  const lang = fixed ?? pinned ?? current;
  return useCallback((key: AppKey, params?: Params) => translate(lang, key, params), [lang]);
}

export { LOCALES };

export const formatDate = (ms: number, lang: Lang = $uiLang.get()) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/** The date alone ("27 Nov 2026"), for table columns; formatDate's date and time go in its title. */
export const formatDateOnly = (ms: number, lang: Lang = $uiLang.get()) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium' }).format(ms);

export const formatMoney = (minor: number, lang: Lang = $uiLang.get()) =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'SEK' }).format(minor / 100);
