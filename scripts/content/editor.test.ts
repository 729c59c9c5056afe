// The content editor's configuration (site/keystatic.config.ts) against the content's schemas: every page in every
// language is a singleton writing that page's file, with every field of the schema and no other; and Keystatic's
// own reader reads each committed file to the same data the site builds from.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { LANGUAGES } from '@shared/constants';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import editor, { pageFields, singletonKey } from '../../site/keystatic.config';
import { COLLECTIONS, contentSchemas } from '../../site/src/lib/content-schemas';

const SITE = join(import.meta.dir, '../../site');
const schemas = contentSchemas(z.string());

type Node = {
  _zod: { def: { type: string; shape?: Record<string, Node>; element?: Node; innerType?: Node; in?: Node } };
};
/** The fields of a zod schema as paths: plans.items[].features[] (optional, default and pipes see through). */
function schemaPaths(node: Node, path: string, out: string[]): string[] {
  const def = node._zod.def;
  if (def.type === 'object' && def.shape)
    for (const [key, child] of Object.entries(def.shape))
      schemaPaths(child, path ? `${path}.${key}` : key, out);
  else if (def.type === 'array' && def.element) schemaPaths(def.element, `${path}[]`, out);
  else if ((def.type === 'optional' || def.type === 'default') && def.innerType)
    schemaPaths(def.innerType, path, out);
  else if (def.type === 'pipe' && def.in) schemaPaths(def.in, path, out);
  else out.push(path);
  return out;
}

type Field = { kind: string; fields?: Record<string, Field>; element?: Field };
/** The same paths of a Keystatic schema. */
function editorPaths(field: Field, path: string, out: string[]): string[] {
  if (field.kind === 'object' && field.fields)
    for (const [key, child] of Object.entries(field.fields))
      editorPaths(child, path ? `${path}.${key}` : key, out);
  else if (field.kind === 'array' && field.element) editorPaths(field.element, `${path}[]`, out);
  else out.push(path);
  return out;
}

describe('the editor has every page in every language', () => {
  for (const name of COLLECTIONS)
    for (const lang of LANGUAGES)
      test(`${name} in ${lang}`, () => {
        const entry = editor.singletons?.[singletonKey(name, lang)];
        expect(entry?.path).toBe(`src/content/${name}/${lang}`);
        expect(entry?.format).toEqual({ data: 'yaml' });
        const fields = editorPaths(
          { kind: 'object', fields: pageFields(name, lang) as Record<string, Field> },
          '',
          [],
        );
        expect(fields.sort()).toEqual(schemaPaths(schemas[name] as unknown as Node, '', []).sort());
      });

  test('and no other', () => {
    expect(Object.keys(editor.singletons ?? {}).sort()).toEqual(
      COLLECTIONS.flatMap((name) => LANGUAGES.map((lang) => singletonKey(name, lang))).sort(),
    );
  });

  test('the comparison can fail: a field missing from the editor is seen', () => {
    const fields = pageFields('questions', 'sv') as Record<string, Field>;
    const { more: _, ...without } = fields;
    const paths = editorPaths({ kind: 'object', fields: without }, '', []);
    expect(paths).not.toContain('more.link.href');
    expect(schemaPaths(schemas.questions as unknown as Node, '', [])).toContain('more.link.href');
  });
});

test('Keystatic reads every committed page to the data the site builds from', async () => {
  const reader = createReader(SITE, editor);
  for (const name of COLLECTIONS)
    for (const lang of LANGUAGES) {
      const read = await reader.singletons[singletonKey(name, lang)].read();
      const file = parse(readFileSync(join(SITE, `src/content/${name}/${lang}.yaml`), 'utf8'));
      expect(schemas[name].parse(read)).toEqual(schemas[name].parse(file));
    }
});
