import { describe, expect, test } from 'bun:test';
import { MODULE_ID_PATTERN, newModuleId } from './ids';

describe('module ids', () => {
  test('match the schema pattern and differ', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 500; i++) ids.add(newModuleId(ids));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(MODULE_ID_PATTERN);
  });

  test('an id already taken is drawn again', () => {
    const draws = [new Uint8Array(10).fill(0), new Uint8Array(10).fill(0), new Uint8Array(10).fill(1)];
    const random = (bytes: Uint8Array) => {
      bytes.set(draws.shift() ?? new Uint8Array(10));
      return bytes;
    };
    expect(newModuleId(['mAAAAAAAAAA'], random)).toBe('mBBBBBBBBBB');
  });
});
