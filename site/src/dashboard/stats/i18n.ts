import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { analytics as en } from '@shared/i18n/en/analytics';
import { analytics as fi } from '@shared/i18n/fi/analytics';
import { interpolate } from '@shared/i18n/format';
import { analytics as sv } from '@shared/i18n/sv/analytics';
import { useCallback } from 'react';
import type { Params } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';

export type AnalyticsKey = keyof typeof en;

// The `analytics` namespace (the statistics dialog's analytics and its entry points), bundled only with them.
const TEXTS: Record<Lang, Record<AnalyticsKey, string>> = { en, sv, fi };

/** A text of the `analytics` namespace in the current UI language. */
export const at = (key: AnalyticsKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(TEXTS[lang]?.[key] ?? en[key] ?? key, params, lang);

/** The `analytics` translator for components: re-renders when the language changes. */
export function useAnalyticsT() {
  const lang = useStore($uiLang);
  return useCallback((key: AnalyticsKey, params?: Params) => at(key, params, lang), [lang]);
}
