import { MODULE_LIMITS } from '@shared/schemas/dynatag-modules';
import { useId, useMemo } from 'react';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import type { FormProps } from './types';

/** Languages visitors at a Nordic trade fair most often read, as Google Translate names them. */
export const TRANSLATION_LANGUAGES = [
  'en',
  'sv',
  'fi',
  'no',
  'da',
  'is',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'pt',
  'et',
  'lv',
  'lt',
  'ru',
  'uk',
  'cs',
  'hu',
  'ro',
  'el',
  'tr',
  'ar',
  'fa',
  'so',
  'ti',
  'hi',
  'ur',
  'th',
  'vi',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'id',
] as const;

/** The target languages of the translation menu, named in the reader's language. */
export function TranslationForm({ module, onChange, problems }: FormProps<'plugin_translationWidget'>) {
  const { t, lang } = useEditorT();
  const message = useProblem(problems);
  const noteId = useId();
  const names = useMemo(() => new Intl.DisplayNames([lang], { type: 'language' }), [lang]);
  const chosen = new Set(module.languages);
  const full = chosen.size >= MODULE_LIMITS.translationLanguages;
  const error = message('/languages', true);
  const toggle = (code: string, on: boolean) =>
    onChange({
      ...module,
      // Kept in the list's order, so the visitor's menu is the same whatever order they were ticked in.
      languages: [
        ...TRANSLATION_LANGUAGES.filter((c) => (c === code ? on : chosen.has(c))),
        ...module.languages.filter((c) => !(TRANSLATION_LANGUAGES as readonly string[]).includes(c)),
      ],
    });
  return (
    <fieldset className="py-1" aria-describedby={noteId}>
      <legend className="pb-1 text-sm font-medium">{t('modLanguages')}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
        {TRANSLATION_LANGUAGES.map((code) => (
          <label key={code} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm checkbox-primary"
              checked={chosen.has(code)}
              disabled={!chosen.has(code) && full}
              onChange={(e) => toggle(code, e.target.checked)}
            />
            <span>{names.of(code) ?? code}</span>
          </label>
        ))}
      </div>
      <p id={noteId} className={`pt-1 text-xs ${error ? 'text-error' : 'text-base-content/70'}`}>
        {error ?? t('modLanguagesHint', { count: chosen.size, limit: MODULE_LIMITS.translationLanguages })}
      </p>
    </fieldset>
  );
}
