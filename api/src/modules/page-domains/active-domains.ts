// The active page domains, read once and kept for both their readers: the host gate (which company a host
// serves) and the addresses handed out (which host a company's pages live on). This instance's changes clear
// them at once; another instance's reach this one within HOSTS_TTL_MS.
import { pageDomains } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { onDomainsChanged } from './changes';

/** How soon another instance's domain change reaches this one (this instance's own changes: at once). */
export const HOSTS_TTL_MS = 10_000;

export type ActiveDomains = {
  /** host → its company */
  byHost: Map<string, number>;
  /** company → `https://{its host}` */
  byCompany: Map<number, string>;
  at: number;
};
const kept = new WeakMap<Deps, Promise<ActiveDomains>>();
const watched = new WeakSet<Deps>();

async function load(deps: Deps): Promise<ActiveDomains> {
  const rows = await deps.db
    .select({ companyId: pageDomains.companyId, host: pageDomains.host })
    .from(pageDomains)
    .where(eq(pageDomains.status, 'active'));
  return {
    byHost: new Map(rows.map((row) => [row.host, row.companyId])),
    byCompany: new Map(rows.map((row) => [row.companyId, `https://${row.host}`])),
    at: deps.clock.now(),
  };
}

/** The active domains, from memory unless a change or HOSTS_TTL_MS made them old. */
export async function activeDomains(deps: Deps): Promise<ActiveDomains> {
  if (!watched.has(deps)) {
    watched.add(deps);
    onDomainsChanged(deps, () => kept.delete(deps));
  }
  let found = kept.get(deps);
  if (!found || deps.clock.now() - (await found).at > HOSTS_TTL_MS) {
    found = load(deps);
    kept.set(deps, found);
    found.catch(() => kept.delete(deps));
  }
  return found;
}
