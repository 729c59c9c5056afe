// When to try a call to an outside service again: the pause it asks for (Retry-After), or our own doubling one.

/** Retry-After in milliseconds (seconds or an HTTP date); `fallback` when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number, fallback = 10_000): number {
  if (!value) return fallback;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1000, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(1000, date - now) : fallback;
}

/** The pause after the n-th failed attempt: `firstMs`, doubling with each failure, at most `longestMs`. */
export const doublingPauseMs = (failures: number, firstMs: number, longestMs: number) =>
  Math.min(firstMs * 2 ** (failures - 1), longestMs);
