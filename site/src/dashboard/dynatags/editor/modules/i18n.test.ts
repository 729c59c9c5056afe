import { describe, expect, test } from 'bun:test';
import { api as enApi } from '@shared/i18n/en/api';
import { tagEditor as en } from '@shared/i18n/en/tagEditor';
import { api as svApi } from '@shared/i18n/sv/api';
import { MODULE_SCHEMAS } from '@shared/schemas/dynatag-modules';
import { translateEditor, translateProblem } from './i18n';

/** Every `error` key that a module schema can answer with, down to the list items. */
function errorKeys(schema: unknown, found = new Set<string>()): Set<string> {
  if (schema && typeof schema === 'object') {
    const error = (schema as { error?: unknown }).error;
    if (typeof error === 'string') found.add(error);
    for (const value of Object.values(schema)) errorKeys(value, found);
  }
  return found;
}

describe('field messages', () => {
  test('a schema error key reads as the API would answer it, in the reader language', () => {
    expect(translateProblem('en', 'invalidIframeSrc')).toBe(enApi.invalidIframeSrc);
    expect(translateProblem('sv', 'invalidEmail')).toBe(svApi.invalidEmail);
  });

  test('every error key of the module schemas has an API message (none falls back to "not valid")', () => {
    const keys = [...errorKeys(MODULE_SCHEMAS)].sort();
    expect(keys.length).toBeGreaterThan(15);
    const missing = keys.filter((key) => !(key in enApi));
    expect(missing).toEqual([]);
  });

  test('an unknown key falls back to the editor\'s "not valid"', () => {
    expect(translateProblem('en', 'noSuchKey')).toBe(en.modFieldInvalid);
    expect(translateEditor('fi', 'modCount', { count: 3, limit: 50 })).toBe('3/50 moduulia');
  });
});
