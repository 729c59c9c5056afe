import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { api as enApi } from '@shared/i18n/en/api';
import { tagRules as en } from '@shared/i18n/en/tagRules';
import { api as fiApi } from '@shared/i18n/fi/api';
import { tagRules as fi } from '@shared/i18n/fi/tagRules';
import { interpolate } from '@shared/i18n/format';
import { api as svApi } from '@shared/i18n/sv/api';
import { tagRules as sv } from '@shared/i18n/sv/tagRules';
import { useCallback, useContext } from 'react';
import { LangContext, type Params } from '../../../lib/i18n';
import { $uiLang } from '../../../stores/prefs';
import { translateEditor } from '../modules/i18n';

// The texts of versions, rules, "View as" and split tests (namespace tagRules).
export type TagRulesKey = keyof typeof en;

const RULES: Record<Lang, Record<string, string>> = { en, sv, fi };
const API: Record<Lang, Record<string, string>> = { en: enApi, sv: svApi, fi: fiApi };

export const translateRules = (lang: Lang, key: TagRulesKey, params?: Params) =>
  interpolate(RULES[lang]?.[key] ?? RULES.en[key] ?? key, params, lang);

/** A schema's error key in words: the API's own, else this namespace's `p…` words, else "not valid". */
export function translateRoutingProblem(lang: Lang, key: string) {
  const own = `p${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return API[lang]?.[key] ?? RULES[lang]?.[own] ?? translateEditor(lang, 'modFieldInvalid');
}

export function useRulesT() {
  const current = useStore($uiLang);
  const pinned = useContext(LangContext);
  const lang = pinned ?? current;
  const t = useCallback((key: TagRulesKey, params?: Params) => translateRules(lang, key, params), [lang]);
  return { t, lang };
}
