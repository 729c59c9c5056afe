import type { Deps } from './deps';

/**
 * What a lower module tells the modules above it without importing them (docs/modules.md: the higher module
 * reacts): `lead-ready` — a lead of a company has content to send on (captured, read, edited). In this process
 * and per app (its Deps), so two apps in one test run never hear each other. A listener starts its work in the
 * background and returns at once; one that throws is logged and the others still hear the signal.
 */
export type Signal = 'lead-ready';
type Listener = (deps: Deps) => void;

const listeners = new WeakMap<Deps, Map<Signal, Set<Listener>>>();

/** `listener` hears `signal` on this app from now on; answers how to stop it. */
export function onSignal(deps: Deps, signal: Signal, listener: Listener) {
  let bySignal = listeners.get(deps);
  if (!bySignal) {
    bySignal = new Map();
    listeners.set(deps, bySignal);
  }
  let set = bySignal.get(signal);
  if (!set) {
    set = new Set();
    bySignal.set(signal, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells this app's listeners of `signal`; never throws. */
export function raise(deps: Deps, signal: Signal) {
  for (const listener of listeners.get(deps)?.get(signal) ?? []) {
    try {
      listener(deps);
    } catch (error) {
      deps.log.error('a signal listener failed', { signal, error });
    }
  }
}
