import { describe, expect, test } from 'bun:test';
import { byText, nextSort, sortRows } from './sort';

type Row = { name: string; n: number };
const compare = { name: (a: Row, b: Row) => byText(a.name, b.name), n: (a: Row, b: Row) => a.n - b.n };
const rows: Row[] = [
  { name: 'bertil', n: 2 },
  { name: 'Anna', n: 2 },
  { name: 'cecilia', n: 1 },
];

describe('sortRows', () => {
  test('sorts by the column in both directions, ignoring case', () => {
    expect(sortRows(rows, { key: 'name', dir: 'asc' }, compare, 'name').map((r) => r.name)).toEqual([
      'Anna',
      'bertil',
      'cecilia',
    ]);
    expect(sortRows(rows, { key: 'name', dir: 'desc' }, compare, 'name').map((r) => r.name)).toEqual([
      'cecilia',
      'bertil',
      'Anna',
    ]);
  });

  test('equal values keep the tie column ascending, whatever the direction', () => {
    expect(sortRows(rows, { key: 'n', dir: 'desc' }, compare, 'name').map((r) => r.name)).toEqual([
      'Anna',
      'bertil',
      'cecilia',
    ]);
  });

  test('leaves the given list as it was', () => {
    const before = rows.map((r) => r.name);
    sortRows(rows, { key: 'name', dir: 'asc' }, compare, 'name');
    expect(rows.map((r) => r.name)).toEqual(before);
  });
});

describe('nextSort', () => {
  test('the same column turns around; another starts ascending, dates descending', () => {
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'n')).toEqual({ key: 'n', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'n', ['n'])).toEqual({ key: 'n', dir: 'desc' });
  });
});
