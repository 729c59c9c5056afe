import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { api as enApi } from '@shared/i18n/en/api';
import { tagEditor as en } from '@shared/i18n/en/tagEditor';
import { api as fiApi } from '@shared/i18n/fi/api';
import { tagEditor as fi } from '@shared/i18n/fi/tagEditor';
import { interpolate } from '@shared/i18n/format';
import { api as svApi } from '@shared/i18n/sv/api';
import { tagEditor as sv } from '@shared/i18n/sv/tagEditor';
import { useCallback, useContext } from 'react';
import { LangContext, type Params } from '../../../lib/i18n';
import { $uiLang } from '../../../stores/prefs';

// The editor's texts (namespace tagEditor) and the API's field messages: a schema names its message key
// (`error: 'invalidPosition'`), so the form shows the words the server would answer with.
export type TagEditorKey = keyof typeof en;

const EDITOR: Record<Lang, Record<string, string>> = { en, sv, fi };
const API: Record<Lang, Record<string, string>> = { en: enApi, sv: svApi, fi: fiApi };

export const translateEditor = (lang: Lang, key: TagEditorKey, params?: Params) =>
  interpolate(EDITOR[lang]?.[key] ?? EDITOR.en[key] ?? key, params, lang);

/** A schema's error key in words; a key the API dictionary lacks falls back to "not valid". */
export const translateProblem = (lang: Lang, key: string) =>
  API[lang]?.[key] ?? API.en[key] ?? translateEditor(lang, 'modFieldInvalid');

/** The translator of the module editor: editor texts by key, and `problem(key)` for a schema's error key. */
export function useEditorT() {
  const current = useStore($uiLang);
  const pinned = useContext(LangContext);
  const lang = pinned ?? current;
  const t = useCallback((key: TagEditorKey, params?: Params) => translateEditor(lang, key, params), [lang]);
  const problem = useCallback((key: string) => translateProblem(lang, key), [lang]);
  return { t, problem, lang };
}
