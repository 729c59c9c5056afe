import { describe, expect, test } from 'bun:test';
import type { DynatagSummary } from '@shared/types/dynatags';
import { filterRows, nextSort, PAGE_SIZES, pageOf, sortRows } from './table-model';

const row = (id: string, name: string, extra: Partial<DynatagSummary> = {}): DynatagSummary => ({
  id,
  name,
  label: '',
  folderId: null,
  locked: false,
  geolocked: false,
  redirects: false,
  moduleCount: 0,
  views: { total: 0, unique: 0 },
  version: 1,
  createdAt: 0,
  updatedAt: 0,
  url: `http://x/d/${id}`,
  ...extra,
});

const rows = [
  row('c3', 'Booth 10', { label: 'Welcome', views: { total: 5, unique: 2 }, createdAt: 3, updatedAt: 9 }),
  row('a1', 'booth 2', { label: 'Menu', views: { total: 5, unique: 4 }, createdAt: 1, updatedAt: 8 }),
  row('b2', 'Apron', { label: 'Fair map', views: { total: 1, unique: 1 }, createdAt: 2, updatedAt: 7 }),
];
const names = (list: DynatagSummary[]) => list.map((r) => r.name);

describe('dynatags table', () => {
  test('sorts by each column, names numerically and without case; views by total then unique', () => {
    expect(names(sortRows(rows, { key: 'name', dir: 'asc' }))).toEqual(['Apron', 'booth 2', 'Booth 10']);
    expect(names(sortRows(rows, { key: 'name', dir: 'desc' }))).toEqual(['Booth 10', 'booth 2', 'Apron']);
    expect(names(sortRows(rows, { key: 'id', dir: 'asc' }))).toEqual(['booth 2', 'Apron', 'Booth 10']);
    expect(names(sortRows(rows, { key: 'label', dir: 'asc' }))).toEqual(['Apron', 'booth 2', 'Booth 10']);
    expect(names(sortRows(rows, { key: 'views', dir: 'desc' }))).toEqual(['booth 2', 'Booth 10', 'Apron']);
    expect(names(sortRows(rows, { key: 'createdAt', dir: 'asc' }))).toEqual(['booth 2', 'Apron', 'Booth 10']);
    expect(names(sortRows(rows, { key: 'updatedAt', dir: 'desc' }))).toEqual([
      'Booth 10',
      'booth 2',
      'Apron',
    ]);
  });

  test('a second click turns the order; a new column starts ascending, dates and views newest first', () => {
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'label')).toEqual({ key: 'label', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'updatedAt')).toEqual({ key: 'updatedAt', dir: 'desc' });
  });

  test('filters on name, ID and label, any case', () => {
    expect(names(filterRows(rows, 'BOOTH'))).toEqual(['Booth 10', 'booth 2']);
    expect(names(filterRows(rows, 'b2'))).toEqual(['Apron']);
    expect(names(filterRows(rows, 'fair'))).toEqual(['Apron']);
    expect(filterRows(rows, '  ')).toBe(rows);
  });

  test('pages of every size of SPEC §9, the last one partial, out-of-range pages clamped', () => {
    expect(PAGE_SIZES).toEqual([5, 7, 10, 15, 20, 25, 50, 'all']);
    const many = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(many, 5, 0)).toMatchObject({ rows: [0, 1, 2, 3, 4], pages: 3, from: 1, to: 5, total: 12 });
    expect(pageOf(many, 5, 2)).toMatchObject({ rows: [10, 11], page: 2, from: 11, to: 12 });
    expect(pageOf(many, 5, 9).page).toBe(2);
    expect(pageOf(many, 7, 1).rows).toEqual([7, 8, 9, 10, 11]);
    expect(pageOf(many, 'all', 3)).toMatchObject({ rows: many, page: 0, pages: 1 });
    expect(pageOf([], 10, 0)).toMatchObject({ rows: [], pages: 1, from: 0, to: 0 });
  });
});
