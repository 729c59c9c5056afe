import { describe, expect, test } from 'bun:test';
import { hasRoom, insertAt, moveById, moveItem, removeAt, replaceAt } from './list-ops';
import { appendWithin } from './points';

const abc = ['a', 'b', 'c', 'd'];

describe('reordering', () => {
  test('moves an item down and up, the rest keeping their order', () => {
    expect(moveItem(abc, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(abc, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(abc, 1, 1)).toEqual(abc);
  });

  test('places out of range are clamped, the list is never changed in place', () => {
    expect(moveItem(abc, 0, 9)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(abc, 2, -1)).toEqual(['c', 'a', 'b', 'd']);
    expect(abc).toEqual(['a', 'b', 'c', 'd']);
  });

  test('a drop moves the dragged module to the place of the one under it', () => {
    const modules = abc.map((id) => ({ id }));
    expect(moveById(modules, 'a', 'c').map((m) => m.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveById(modules, 'd', 'b').map((m) => m.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveById(modules, 'x', 'b').map((m) => m.id)).toEqual(abc);
  });

  test('remove, replace and undo a removal at its old place', () => {
    const removed = removeAt(abc, 1);
    expect(removed).toEqual(['a', 'c', 'd']);
    expect(insertAt(removed, 1, 'b')).toEqual(abc);
    expect(insertAt(['a'], 5, 'b')).toEqual(['a', 'b']);
    expect(replaceAt(abc, 2, 'x')).toEqual(['a', 'b', 'x', 'd']);
  });
});

describe('limits', () => {
  test('one more fits only below the limit', () => {
    expect(hasRoom(49, 50)).toBe(true);
    expect(hasRoom(50, 50)).toBe(false);
    expect(hasRoom(19, 20)).toBe(true);
    expect(hasRoom(20, 20)).toBe(false);
  });

  test('an import adds what fits and counts the rest', () => {
    const list = Array.from({ length: 998 }, (_, i) => i);
    const result = appendWithin(list, [1, 2, 3, 4], 1000);
    expect(result.list.length).toBe(1000);
    expect(result.added).toBe(2);
    expect(result.dropped).toBe(2);
    expect(appendWithin([], [1], 1000)).toEqual({ list: [1], added: 1, dropped: 0 });
    expect(appendWithin(Array(1000).fill(0), [1], 1000).added).toBe(0);
  });
});
