import { SEARCH } from '@shared/constants';

/** What the search panel does with the text in its input (SPEC §2: at least 3 characters). */
export type SearchInput = { kind: 'empty' } | { kind: 'short' } | { kind: 'ready'; query: string };

export function readSearchInput(text: string, minChars: number = SEARCH.minChars): SearchInput {
  const query = text.trim().replace(/\s+/g, ' ');
  if (!query) return { kind: 'empty' };
  // Characters, not UTF-16 units: "Åsa" is three, and so is an emoji-free "李小龍".
  if ([...query].length < minChars) return { kind: 'short' };
  return { kind: 'ready', query };
}

/** A description cut at 100 characters (whole code points, at a word when one is near) with an ellipsis. */
export function excerpt(text: string, max: number = SEARCH.descriptionChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A search result's description: the API sends at most 100 characters and cuts longer ones there without
 * a mark, so a description of that length is shown shortened, with the ellipsis.
 */
export const resultDescription = (text: string, max: number = SEARCH.descriptionChars) =>
  [...text].length >= max ? excerpt(text, max - 1) : excerpt(text, max);

export type Timers = {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};
const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `run` once the input has been still for `ms` (800 ms for the search panel, SPEC §9). `push` starts
 * the wait again; `flush` runs at once (Enter); `cancel` forgets the pending value.
 */
export function createDebouncer<T>(run: (value: T) => void, ms: number, timers: Timers = realTimers) {
  let handle: unknown = null;
  let pending: { value: T } | null = null;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
    pending = null;
  };
  const flush = () => {
    const waiting = pending;
    cancel();
    if (waiting) run(waiting.value);
  };
  return {
    push(value: T) {
      if (handle !== null) timers.clear(handle);
      pending = { value };
      handle = timers.set(flush, ms);
    },
    flush,
    cancel,
    get isPending() {
      return pending !== null;
    },
  };
}

/** Lower case without diacritics, as the API folds names ("asa" finds "Åsa"). */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when every word of `query` occurs in one of the texts (folded). */
export function matchesAll(query: string, texts: string[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(texts.join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}
