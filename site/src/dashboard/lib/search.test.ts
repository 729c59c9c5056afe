import { describe, expect, test } from 'bun:test';
import {
  createDebouncer,
  excerpt,
  matchesAll,
  readSearchInput,
  resultDescription,
  type Timers,
} from './search';

/** Timers moved by hand. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const waiting = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => {
      const id = nextId++;
      waiting.set(id, { at: now + ms, fn });
      return id;
    },
    clear: (id) => waiting.delete(id as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, entry] of [...waiting].sort((a, b) => a[1].at - b[1].at)) {
      if (entry.at <= now) {
        waiting.delete(id);
        entry.fn();
      }
    }
  };
  return { timers, advance, pending: () => waiting.size };
}

describe('search input', () => {
  test('needs at least 3 characters after trimming', () => {
    expect(readSearchInput('')).toEqual({ kind: 'empty' });
    expect(readSearchInput('   ')).toEqual({ kind: 'empty' });
    expect(readSearchInput('an')).toEqual({ kind: 'short' });
    expect(readSearchInput('  an ')).toEqual({ kind: 'short' });
    expect(readSearchInput('ann')).toEqual({ kind: 'ready', query: 'ann' });
    expect(readSearchInput('  Ann   Berg ')).toEqual({ kind: 'ready', query: 'Ann Berg' });
  });

  test('counts characters, not UTF-16 units', () => {
    expect(readSearchInput('Åsa')).toEqual({ kind: 'ready', query: 'Åsa' });
    expect(readSearchInput('😀😀')).toEqual({ kind: 'short' });
  });
});

describe('debounce', () => {
  test('runs 800 ms after the last keystroke, with the last value only', () => {
    const { timers, advance } = fakeTimers();
    const runs: string[] = [];
    const debouncer = createDebouncer((v: string) => runs.push(v), 800, timers);
    debouncer.push('ann');
    advance(500);
    debouncer.push('anna');
    advance(799);
    expect(runs).toEqual([]);
    expect(debouncer.isPending).toBe(true);
    advance(1);
    expect(runs).toEqual(['anna']);
    expect(debouncer.isPending).toBe(false);
  });

  test('flush runs at once; cancel forgets', () => {
    const { timers, advance, pending } = fakeTimers();
    const runs: string[] = [];
    const debouncer = createDebouncer((v: string) => runs.push(v), 800, timers);
    debouncer.push('abc');
    debouncer.flush();
    expect(runs).toEqual(['abc']);
    expect(pending()).toBe(0);
    debouncer.push('abcd');
    debouncer.cancel();
    advance(2000);
    expect(runs).toEqual(['abc']);
    debouncer.flush();
    expect(runs).toEqual(['abc']);
  });
});

describe('excerpt', () => {
  test('keeps short texts and folds whitespace', () => {
    expect(excerpt('Sales  lead\nin Umeå')).toBe('Sales lead in Umeå');
  });

  test('cuts at 100 characters, at a word when one is near, with an ellipsis', () => {
    const long = `${'word '.repeat(30)}end`;
    const cut = excerpt(long);
    expect(cut.endsWith('…')).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(101);
    expect(cut).not.toContain(' …');
    const solid = 'x'.repeat(150);
    expect(excerpt(solid)).toBe(`${'x'.repeat(100)}…`);
  });
});

describe('result description', () => {
  test('a description the API cut at 100 characters ends with an ellipsis; a shorter one is whole', () => {
    const cut = `Sells mountain gear to shops in the north of Sweden and Finland, and organises the yearly fair in Um`;
    expect([...cut].length).toBe(100);
    expect(resultDescription(cut)).toBe(
      'Sells mountain gear to shops in the north of Sweden and Finland, and organises the yearly fair in…',
    );
    expect(resultDescription('Head of sales')).toBe('Head of sales');
  });
});

describe('matchesAll', () => {
  test('every word somewhere, without case or diacritics', () => {
    expect(matchesAll('asa berg', ['Åsa Bergström', 'Fjäll AB'])).toBe(true);
    expect(matchesAll('fjall', ['Åsa', 'Fjäll AB'])).toBe(true);
    expect(matchesAll('asa olsson', ['Åsa Bergström'])).toBe(false);
    expect(matchesAll('  ', ['anything'])).toBe(true);
  });
});
