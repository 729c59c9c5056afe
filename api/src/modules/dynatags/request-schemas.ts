// The request shapes of api/v1/dynatags: path params here, the bodies from the shared contract
// (shared/schemas/dynatags.ts, dynatag-modules.ts), and the reader of a tag write (JSON or multipart with files)
// that checks its modules.
import {
  type DynatagModule,
  MODULE_SCHEMAS,
  MODULE_TYPES,
  type ModuleType,
} from '@shared/schemas/dynatag-modules';
import { DynatagCreateFields, type DynatagCreateInput, DynatagUpdateFields } from '@shared/schemas/dynatags';
import { formProblems } from '@shared/schemas/tag-form';
import { TagVariant } from '@shared/schemas/tag-rules';
import { venueProblems } from '@shared/schemas/venue-fields';
import { getSchemaValidator, type Static, type TSchema, t } from 'elysia';
import { AppError, type FieldError, invalid } from '../../platform/errors';
import { strayKey, unknownField } from '../../platform/strict-body';

// The request shapes live in shared/schemas (DESIGN §8); re-exported for the module's routes.
export {
  DeleteDynatagBody,
  DynatagCreateBody,
  DynatagFileIdsBody,
  DynatagFilesBody,
  DynatagUpdateBody,
  ImportModulesBody,
  MoveDynatagBody,
  RestoreVersionBody,
} from '@shared/schemas/dynatags';

const ShortIdParam = t.String({ maxLength: 32, error: 'notFound', description: 'A public id' });
export const CompanyParams = t.Object({ companyId: ShortIdParam });
export const TagParams = t.Object({ id: ShortIdParam });
export const VersionParams = t.Object({
  id: ShortIdParam,
  version: t.Numeric({
    field: 'version',
    minimum: 1,
    maximum: 2 ** 31,
    error: 'notFound',
    description: 'A version number',
  }),
});

type Check = { key: FieldError['key']; field: string };

// Compiled once per schema: compiling is the expensive part of a check.
const validators = new WeakMap<TSchema, ReturnType<typeof getSchemaValidator>>();
const validatorOf = (schema: TSchema) => {
  let validator = validators.get(schema);
  if (!validator) {
    validator = getSchemaValidator(schema);
    validators.set(schema, validator);
  }
  return validator;
};
const WITHOUT_MODULES = {
  create: t.Omit(DynatagCreateFields, ['modules', 'variants']),
  update: t.Omit(DynatagUpdateFields, ['modules', 'variants']),
};
/** A variant but its modules, which are checked one by one as the tag's are (`variants.1.modules.3.url`). */
const VARIANT_WITHOUT_MODULES = t.Omit(TagVariant, ['modules']);

/** The first problem of `value` against `schema`, as a field path (`modules.3.links.2.url`) and its message. */
function firstError(schema: TSchema, value: unknown, at: string): Check | null {
  const validator = validatorOf(schema);
  if (validator.Check(value)) return null;
  const [first] = [...validator.Errors(value)] as { path: string; schema: { error?: unknown } }[];
  const path = (first?.path ?? '').replace(/^\//, '').replace(/\//g, '.');
  const key = typeof first?.schema?.error === 'string' ? first.schema.error : 'invalidValue';
  return { key: key as FieldError['key'], field: [at, path].filter(Boolean).join('.') };
}

/**
 * The modules fail the union only as "no match": each module is checked against its own type's schema, so
 * the answer names the field (`modules.3.links.2.url`) and its message.
 */
function moduleError(modules: unknown, at = 'modules'): Check | null {
  if (!Array.isArray(modules)) return null;
  for (const [index, module] of modules.entries()) {
    const type = (module as { type?: unknown } | null)?.type;
    if (!MODULE_TYPES.includes(type as ModuleType))
      return { key: 'invalidModule', field: `${at}.${index}.type` };
    const error = firstError(MODULE_SCHEMAS[type as ModuleType], module, `${at}.${index}`);
    if (error) return error;
    // What a schema cannot say: a known time zone, an event that ends after it starts (the editor checks the same).
    const rules = { ...venueProblems(module as DynatagModule), ...formProblems(module as DynatagModule) };
    const [path, key] = Object.entries(rules)[0] ?? [];
    if (path && key) return { key: key as Check['key'], field: `${at}.${index}${path.replaceAll('/', '.')}` };
  }
  return null;
}

/** Each variant's fields, then its modules as the tag's are checked (issue 34). */
function variantError(variants: unknown): Check | null {
  if (!Array.isArray(variants)) return null;
  for (const [index, variant] of variants.entries()) {
    const { modules, ...rest } = (variant ?? {}) as Record<string, unknown>;
    const error =
      firstError(VARIANT_WITHOUT_MODULES, rest, `variants.${index}`) ??
      moduleError(modules, `variants.${index}.modules`);
    if (error) return error;
  }
  return null;
}

/** Module ids are the editor's keys for reordering: unique within a tag (and within each variant). */
export function assertUniqueIds(modules: readonly DynatagModule[], at = 'modules') {
  const seen = new Set<string>();
  for (const [index, module] of modules.entries()) {
    if (seen.has(module.id)) throw invalid(`${at}.${index}.id`, 'duplicateModuleId');
    seen.add(module.id);
  }
}

/** The fields of a write: the `json` part (multipart) or the body itself (JSON); an unknown key is 422. */
export function parseWrite<Update extends boolean>(
  body: Record<string, unknown>,
  update: Update,
): Update extends true ? Static<typeof DynatagUpdateFields> : DynatagCreateInput {
  const { json, files: _files, ...plain } = body;
  // With the fields in `json`, a field beside it is one the form does not take.
  const beside = json !== undefined ? Object.keys(plain)[0] : undefined;
  if (beside !== undefined) throw unknownField(beside);
  let value: unknown = json !== undefined ? json : plain;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalid('json', 'invalidJson');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid('json', 'invalidJson');
  const schema = update ? DynatagUpdateFields : DynatagCreateFields;
  const stray = strayKey(schema.properties, value);
  if (stray !== undefined) throw unknownField(stray);
  const known = value as Record<string, unknown>;
  const { modules: _modules, variants: _variants, ...rest } = known;
  const error =
    firstError(WITHOUT_MODULES[update ? 'update' : 'create'], rest, '') ??
    moduleError(known.modules) ??
    variantError(known.variants) ??
    firstError(schema, known, '');
  if (error) throw new AppError('VALIDATION', error.key, { field: error.field });
  if (known.modules) assertUniqueIds(known.modules as DynatagModule[]);
  for (const [i, variant] of ((known.variants ?? []) as { modules: DynatagModule[] }[]).entries())
    assertUniqueIds(variant.modules, `variants.${i}.modules`);
  return known as never;
}

/** The uploaded files of a body, whichever way the client sent them. */
export const uploadsOf = (body: { files?: File | File[] }): File[] =>
  [body.files ?? []].flat().filter((f): f is File => f instanceof File);
