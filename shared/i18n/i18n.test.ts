import { describe, expect, test } from 'bun:test';
import { LANGUAGES } from '../constants';
import { dictionaries, interpolate, pickLang, translate } from '.';
import { paramNames } from './format';

describe('dictionaries', () => {
  for (const ns of Object.keys(dictionaries.en) as (keyof (typeof dictionaries)['en'])[]) {
    test(`every ${ns} key exists, non-empty, in sv, en and fi`, () => {
      const keys = Object.keys(dictionaries.en[ns]).sort();
      for (const lang of LANGUAGES) {
        const table = dictionaries[lang][ns] as Record<string, string>;
        expect(Object.keys(table).sort()).toEqual(keys);
        for (const key of keys) expect(table[key].trim().length).toBeGreaterThan(0);
      }
    });

    test(`${ns}: placeholders are the same in every language`, () => {
      const names = paramNames;
      for (const [key, text] of Object.entries(dictionaries.en[ns] as Record<string, string>)) {
        for (const lang of LANGUAGES) {
          expect({
            key,
            lang,
            names: names((dictionaries[lang][ns] as Record<string, string>)[key]),
          }).toEqual({
            key,
            lang,
            names: names(text),
          });
        }
      }
    });
  }
});

describe('translate', () => {
  test('fills placeholders and keeps unknown ones visible', () => {
    expect(translate('en', 'api', 'rateLimited', { seconds: 7 })).toBe(
      'Too many attempts, please try again in 7 seconds',
    );
    expect(interpolate('a {b} {c}', { b: 1 })).toBe('a 1 {c}');
  });

  test('picks an explicit language, then Accept-Language, then Swedish', () => {
    expect(pickLang('fi', 'en')).toBe('fi');
    expect(pickLang('de', 'en-GB,en;q=0.9')).toBe('en');
    expect(pickLang(null, 'de-DE,fr')).toBe('sv');
    // By weight, as the pages (shared/http/negotiate.ts) read it: q=0 is "not this one".
    expect(pickLang(null, 'fi;q=0, en')).toBe('en');
    expect(pickLang(null, 'en;q=0.5, fi')).toBe('fi');
  });
});
