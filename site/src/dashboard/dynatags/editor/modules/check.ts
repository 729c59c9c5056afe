import { type DynatagModule, MODULE_SCHEMAS, missingAlt } from '@shared/schemas/dynatag-modules';
import { formProblems } from '@shared/schemas/tag-form';
import { venueProblems } from '@shared/schemas/venue-fields';
import { Value } from '@sinclair/typebox/value';

// The module forms check with the schemas the API validates with (shared/schemas/dynatag-modules.ts): each
// field's problem is its schema's message key. The server checks again and has the last word (files exist,
// sizes, quota).

/** Message keys by field path ("/contacts/0/email"), the first problem of each field. */
export type Problems = Record<string, string>;

export function moduleProblems(module: DynatagModule): Problems {
  const schema = MODULE_SCHEMAS[module.type];
  const problems: Problems = {};
  if (!schema) return { '': 'invalidModule' };
  for (const error of Value.Errors(schema, module)) {
    const key = (error.schema as { error?: unknown }).error;
    if (!(error.path in problems)) problems[error.path] = typeof key === 'string' ? key : 'invalidValue';
  }
  if (Object.keys(problems).length) return problems;
  for (const path of missingAlt(module)) problems[path] = 'altRequired';
  return { ...problems, ...venueProblems(module), ...formProblems(module) };
}

/** The problem of one field, or of anything below it when `below` (a list's items). */
export function problemAt(problems: Problems, path: string, below = false): string | undefined {
  if (problems[path]) return problems[path];
  if (!below) return undefined;
  const inside = Object.keys(problems).find((p) => p.startsWith(`${path}/`));
  return inside ? problems[inside] : undefined;
}
