import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { admin as en } from '@shared/i18n/en/admin';
import { admin as fi } from '@shared/i18n/fi/admin';
import { interpolate } from '@shared/i18n/format';
import { admin as sv } from '@shared/i18n/sv/admin';
import { useCallback } from 'react';
import { LOCALES, type Params } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';

export type AdminKey = keyof typeof en;

// The `admin` namespace (users, companies, invoices, inquiries, accounting, Wallet), bundled only with the
// Administrator view.
const ADMIN: Record<Lang, Record<AdminKey, string>> = { en, sv, fi };

/** A text of the `admin` namespace in the current UI language. */
export const at = (key: AdminKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(ADMIN[lang]?.[key] ?? en[key] ?? key, params, lang);

/** The `admin` translator for components: re-renders when the language changes. */
export function useAdminT() {
  const lang = useStore($uiLang);
  return useCallback((key: AdminKey, params?: Params) => at(key, params, lang), [lang]);
}

/** A day without the time (due dates, invoice periods' days). */
export const formatDay = (ms: number, lang: Lang = $uiLang.get()) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium' }).format(ms);
