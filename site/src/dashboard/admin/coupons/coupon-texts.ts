// The coupon pages' words: the `orders` texts (coupon… keys) and, for a field, the API's message of the
// schema's error key, so the form says what the server would answer.
import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { api as enApi } from '@shared/i18n/en/api';
import { api as fiApi } from '@shared/i18n/fi/api';
import { api as svApi } from '@shared/i18n/sv/api';
import { useCallback } from 'react';
import { type OrdersKey, ot } from '../../orders/history/i18n';
import { $uiLang } from '../../stores/prefs';
import type { Problem } from './coupon-form';

const API: Record<Lang, Record<string, string>> = { en: enApi, sv: svApi, fi: fiApi };

export const problemText = (p: Problem, lang: Lang) =>
  p.ns === 'orders'
    ? ot(p.key as OrdersKey, undefined, lang)
    : (API[lang]?.[p.key] ?? API.en[p.key] ?? API[lang].invalidValue);

/** The translator of a field's problem, re-rendered when the language changes. */
export function useProblemText() {
  const lang = useStore($uiLang);
  return useCallback((p: Problem | undefined) => (p ? problemText(p, lang) : undefined), [lang]);
}
