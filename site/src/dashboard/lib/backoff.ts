export type BackoffOptions = {
  /** First delay. */
  baseMs?: number;
  /** The exponential part never exceeds this (SPEC §9: 15 s). */
  capMs?: number;
  /** Up to this much random delay is added on top, so many tabs do not reconnect in step. */
  jitterMs?: number;
  random?: () => number;
};

export const BACKOFF_DEFAULTS = { baseMs: 1000, capMs: 15_000, jitterMs: 1000 } as const;

/** Delay before reconnect number `attempt` (0-based): base·2^attempt, capped, plus jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? BACKOFF_DEFAULTS.baseMs;
  const cap = options.capMs ?? BACKOFF_DEFAULTS.capMs;
  const jitter = options.jitterMs ?? BACKOFF_DEFAULTS.jitterMs;
  const random = options.random ?? Math.random;
  const exponential = Math.min(cap, base * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(exponential + random() * jitter);
}
