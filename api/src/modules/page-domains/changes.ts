// This instance's host gates hear at once when a domain is set, proven or removed; other instances within the
// kept domains' refresh time (active-domains.ts HOSTS_TTL_MS).
import type { Deps } from '../../platform/deps';

const listeners = new WeakMap<Deps, Set<() => void>>();

export function onDomainsChanged(deps: Deps, listener: () => void) {
  const set = listeners.get(deps) ?? new Set();
  listeners.set(deps, set);
  set.add(listener);
  return () => set.delete(listener);
}

export const domainsChanged = (deps: Deps) => {
  for (const listener of listeners.get(deps) ?? []) listener();
};
