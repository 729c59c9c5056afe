// The single sign-on tab's field problems in the API's own words: the schema's error key (shared/schemas/sso.ts)
// read from the API texts, so the form says before sending what the server would answer. Bundled with the tab
// only (it loads when an owner opens it).
import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { api as enApi } from '@shared/i18n/en/api';
import { api as fiApi } from '@shared/i18n/fi/api';
import { api as svApi } from '@shared/i18n/sv/api';
import { useCallback } from 'react';
import { $uiLang } from '../stores/prefs';

const API: Record<Lang, Record<string, string>> = { en: enApi, sv: svApi, fi: fiApi };

export const apiText = (key: string, lang: Lang) => API[lang]?.[key] ?? API.en[key] ?? API[lang].invalidValue;

/** The translator of a problem key, re-rendered when the language changes. */
export function useApiText() {
  const lang = useStore($uiLang);
  return useCallback((key: string | undefined) => (key ? apiText(key, lang) : undefined), [lang]);
}
