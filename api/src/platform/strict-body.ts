// Request bodies are held to the schema their operation documents. Elysia, left to itself, answered "saved" to a
// JSON null, [], "x" or 123 (its defaults filled an empty object in), to XML, text and form bodies, and silently
// dropped unknown properties (`total`, `vat`, `unitPrice`) that the OpenAPI document says are not allowed. Here:
// a body of another content type is refused with 415, a JSON body that is not an object, nested too deep, or has
// a property its schema does not name with 422 (naming the property); everything else is Elysia's validation.

import type { ApiMessageKey } from '@shared/i18n';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { AppError } from './errors';

/** Deeper than any of our request shapes; a 20,000-deep array is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

export const unsupportedType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');

/** Whether JSON text nests arrays and objects deeper than `max` (strings skipped; the text is not parsed). */
export function nestedDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

export type BodySchema = TSchema & {
  type?: string;
  properties?: Record<string, BodySchema>;
  additionalProperties?: boolean | BodySchema;
  patternProperties?: Record<string, BodySchema>;
  items?: BodySchema;
  anyOf?: BodySchema[];
  allOf?: BodySchema[];
  error?: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema with every object open to other properties: does the value fit, leaving unknown ones aside? */
const openCache = new WeakMap<object, TSchema>();
function open(schema: BodySchema): TSchema {
  let cached = openCache.get(schema);
  if (!cached) {
    cached = opened(schema) as TSchema;
    openCache.set(schema, cached);
  }
  return cached;
}
function opened(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(opened);
  if (!isRecord(node)) return node;
  const copy: Record<string | symbol, unknown> = { ...node };
  for (const key of Object.keys(copy)) copy[key] = opened(copy[key]);
  if (copy.type === 'object' && copy.additionalProperties === false) delete copy.additionalProperties;
  return copy;
}

/** What the value has that its schema cannot take, found before Elysia's normalising copies the value. */
type Stray = { path: string; key: ApiMessageKey };

/**
 * The first property of `value` that `schema` does not name, or the first list or object given as another JSON
 * type (Elysia's normalising copy turned `{"length":0}` into [] before it was checked), or undefined.
 */
export function strayValue(schema: BodySchema, value: unknown, path = ''): Stray | undefined {
  if (schema.anyOf) {
    // A union: the variants the value fits (unknown properties aside); stray only if stray in all of them.
    const fitting = schema.anyOf.filter((variant) => Value.Check(open(variant), value));
    const found = fitting.map((variant) => strayValue(variant, value, path));
    return found.includes(undefined) ? undefined : found[0];
  }
  if (schema.allOf) {
    const properties = Object.assign({}, ...schema.allOf.map((part) => part.properties ?? {}));
    return strayValue({ ...schema, allOf: undefined, type: 'object', properties } as BodySchema, value, path);
  }
  const wrong = {
    path,
    key: (typeof schema.error === 'string' ? schema.error : 'invalidValue') as ApiMessageKey,
  };
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return wrong;
    if (!schema.items) return undefined;
    for (const [index, item] of value.entries()) {
      const found = strayValue(schema.items, item, `${path}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (schema.type !== 'object') return undefined;
  if (!isRecord(value)) return wrong;
  const properties = schema.properties ?? {};
  const extra = schema.additionalProperties;
  for (const [key, item] of Object.entries(value)) {
    const known = Object.hasOwn(properties, key) ? properties[key] : undefined;
    const pattern = Object.entries(schema.patternProperties ?? {}).find(([p]) =>
      new RegExp(p, 'u').test(key),
    );
    const inner = known ?? pattern?.[1] ?? (isRecord(extra) ? extra : undefined);
    if (!inner) {
      if (extra === true) continue;
      return { path: `${path}/${key}`, key: 'unknownProperty' };
    }
    const found = strayValue(inner, item, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/** The 422 of a property (a JSON key or a form field) that the body's schema does not name. */
export const unknownField = (field: string) =>
  new AppError('VALIDATION', 'unknownProperty', { field, params: { field } });

/** The key of the body, or of the value, that the object schema `properties` does not name, or undefined. */
export const strayKey = (properties: Record<string, unknown> | undefined, value: object) =>
  Object.keys(value).find((key) => !Object.hasOwn(properties ?? {}, key));

/**
 * The first field of a parsed form (multipart or urlencoded: flat, field name → value or files) that its
 * schema does not name. A schema open to other fields (the company and tag writes, whose plain-JSON form
 * carries the fields at the top) leaves them to the service, which names them the same way.
 */
export function strayFormField(schema: BodySchema, body: unknown): string | undefined {
  if (!isRecord(body) || schema.additionalProperties === true) return undefined;
  return strayKey(schema.properties, body);
}

/** The refusal (422 naming the field) of a parsed JSON body that its route's schema cannot take, or undefined. */
export function refuseJson(schema: BodySchema, value: unknown): AppError | undefined {
  const stray = strayValue(schema, value);
  if (!stray) return undefined;
  const field = stray.path.replace(/^\//, '').replace(/\//g, '.') || 'body';
  return new AppError('VALIDATION', stray.key, { field, params: { field } });
}
