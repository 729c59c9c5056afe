import type { Deps } from './deps';

/**
 * Work that goes on in the background after an answer (order mails, webhook deliveries), one pass at a time per
 * server: asking while a pass runs asks for one more pass, never a second runner, so a burst of requests makes
 * at most two passes. Never a rejection: a failure is logged, and the scheduled job doing the same work is the
 * safety net. `delayMs` lets the answers of the moment go out first.
 */
export function backgroundPasses(
  work: (deps: Deps) => Promise<unknown>,
  options: { failure: string; delayMs?: number },
) {
  const runners = new WeakMap<Deps, { again: boolean }>();
  return {
    soon(deps: Deps) {
      const running = runners.get(deps);
      if (running) {
        running.again = true;
        return;
      }
      const state = { again: true };
      runners.set(deps, state);
      (async () => {
        while (state.again) {
          state.again = false;
          if (options.delayMs) await Bun.sleep(options.delayMs);
          await work(deps);
        }
      })()
        .catch((error) => deps.log.error(options.failure, { error }))
        .finally(() => runners.delete(deps));
    },
    /** Resolves once no pass runs for `deps` (tests, shutdown). */
    async idle(deps: Deps) {
      while (runners.has(deps)) await Bun.sleep(5);
    },
  };
}
