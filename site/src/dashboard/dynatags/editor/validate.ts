// The editor checks a save with the API's own schema (DESIGN §8) and shows the API's message for each field.
import type { Lang } from '@shared/constants';
import { DynatagFields, type DynatagInput } from '@shared/schemas/dynatags';
import { Value } from '@sinclair/typebox/value';
import { $uiLang } from '../../stores/prefs';
import { translateProblem } from './modules/i18n';

/** The first problem per top-level field (name, label, redirectUrl, passcode, passcodeTimer, geolock, modules). */
export function fieldErrors(input: DynatagInput, lang: Lang = $uiLang.get()): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of Value.Errors(DynatagFields, input)) {
    const field = error.path.split('/')[1] ?? '';
    if (out[field]) continue;
    const key = (error.schema as { error?: unknown }).error;
    out[field] = translateProblem(lang, typeof key === 'string' ? key : 'invalidValue');
  }
  return out;
}
