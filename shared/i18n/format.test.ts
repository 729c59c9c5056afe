import { describe, expect, test } from 'bun:test';
import { interpolate, paramNames, pluralBlocks, pluralCategory } from './format';

const ROWS = '{count, plural, one {# row} other {# rows}} in {file}';

describe('interpolate', () => {
  test('fills placeholders and keeps unknown ones visible', () => {
    expect(interpolate('a {b} {c}', { b: 1 })).toBe('a 1 {c}');
    expect(interpolate('a {b}')).toBe('a {b}');
  });

  test('chooses the plural form of the count in the language, # being the count', () => {
    expect(interpolate(ROWS, { count: 1, file: 'a.csv' }, 'en')).toBe('1 row in a.csv');
    expect(interpolate(ROWS, { count: 0, file: 'a.csv' }, 'en')).toBe('0 rows in a.csv');
    expect(interpolate(ROWS, { count: 2, file: 'a.csv' }, 'en')).toBe('2 rows in a.csv');
    const sv = '{failed, plural, one {# rad misslyckades} other {# rader misslyckades}}';
    expect(interpolate(sv, { failed: 1 }, 'sv')).toBe('1 rad misslyckades');
    expect(interpolate(sv, { failed: 5 }, 'sv')).toBe('5 rader misslyckades');
    const fi = '{count, plural, one {# rivi} other {# riviä}}';
    expect(interpolate(fi, { count: 1 }, 'fi')).toBe('1 rivi');
    expect(interpolate(fi, { count: 3 }, 'fi')).toBe('3 riviä');
  });

  test('an exact form wins, two counts in one text, placeholders inside a form', () => {
    const text =
      '{n, plural, =0 {none} one {one of {what}} other {# of {what}}}, {m, plural, one {# m} other {# ms}}';
    expect(interpolate(text, { n: 0, m: 1, what: 'x' })).toBe('none, 1 m');
    expect(interpolate(text, { n: 1, m: 2, what: 'x' })).toBe('one of x, 2 ms');
    expect(interpolate(text, { n: 7, m: 2, what: 'x' })).toBe('7 of x, 2 ms');
  });

  test('a count that is not a number takes the other form; a missing one leaves the block visible', () => {
    expect(interpolate(ROWS, { count: 'many', file: 'f' })).toBe('many rows in f');
    expect(interpolate(ROWS, { file: 'f' })).toBe(`${ROWS.replace(' in {file}', '')} in f`);
  });
});

describe('plural blocks', () => {
  test('are found with their forms, and their names are among the text’s names', () => {
    const [block] = pluralBlocks(ROWS);
    expect(block.name).toBe('count');
    expect([...block.forms.keys()]).toEqual(['one', 'other']);
    expect(paramNames(ROWS)).toEqual(['count', 'file']);
  });

  test('categories come from Intl.PluralRules', () => {
    expect(pluralCategory(1, 'sv')).toBe('one');
    expect(pluralCategory(21, 'fi')).toBe('other');
    expect(pluralCategory('x', 'en')).toBe('other');
  });
});
