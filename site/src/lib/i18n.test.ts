import { describe, expect, test } from 'bun:test';
import { langOfPath, lines, localizePath, stripLang, translator } from './i18n';

describe('site i18n helpers', () => {
  test('finds the language of a path and the path without it', () => {
    expect(langOfPath('/')).toBe('sv');
    expect(langOfPath('/en/dynatags/')).toBe('en');
    expect(langOfPath('/fi')).toBe('fi');
    expect(langOfPath('/english/')).toBe('sv');
    expect(stripLang('/fi/terms')).toBe('/terms/');
    expect(stripLang('/en/')).toBe('/');
    expect(stripLang('/contact/')).toBe('/contact/');
  });

  test('builds the same page in another language', () => {
    expect(localizePath('sv', '/en/dynatags/')).toBe('/dynatags/');
    expect(localizePath('fi', '/dynatags/')).toBe('/fi/dynatags/');
    expect(localizePath('en', '/')).toBe('/en/');
  });

  test('translates with placeholders and splits lists', () => {
    expect(translator('sv')('language.label', { name: 'Svenska' })).toBe('Språk: Svenska');
    expect(lines('a\n\nb\n')).toEqual(['a', 'b']);
  });
});
