// The editor checks a save with the API's own schema (DESIGN §8) and shows the API's message for each field.
import type { Lang } from '@shared/constants';
import { DynatagFields } from '@shared/schemas/dynatags';
import { Value } from '@sinclair/typebox/value';
import { $uiLang } from '../../stores/prefs';
import type { SaveInput } from './draft';
import { translateProblem } from './modules/i18n';
import { translateRoutingProblem } from './routing/i18n';
import { type Routing, routingProblems } from './routing/routing-draft';

/** The first problem per top-level field (name, label, redirectUrl, passcode, passcodeTimer, geolock, modules). */
export function fieldErrors(input: SaveInput, lang: Lang = $uiLang.get()): Record<string, string> {
  const out: Record<string, string> = {};
  const { variants: _v, rules: _r, rulesTimeZone: _z, ...tag } = input;
  for (const error of Value.Errors(DynatagFields, tag)) {
    const field = error.path.split('/')[1] ?? '';
    if (out[field]) continue;
    const key = (error.schema as { error?: unknown }).error;
    out[field] = translateProblem(lang, typeof key === 'string' ? key : 'invalidValue');
  }
  return out;
}

/** The routing's problems in words, by the path the server would name (`rules.0.when.1.langs`). */
export function routingErrors(routing: Routing, lang: Lang = $uiLang.get()): Record<string, string> {
  return Object.fromEntries(
    Object.entries(routingProblems(routing)).map(([path, key]) => [path, translateRoutingProblem(lang, key)]),
  );
}
