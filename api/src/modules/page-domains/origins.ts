// The address a company's pages are handed out under: its own page domain once active (QR codes, print files,
// Wallet passes, the tag's link), else ours. Read once and kept (this instance's changes clear it at once,
// another's within HOSTS_TTL_MS), so building many links costs one look-up.
import { pageDomains } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { onDomainsChanged } from './changes';
import { HOSTS_TTL_MS, requestHost } from './host-gate';

type Origins = { byCompany: Map<number, string>; at: number };
const kept = new WeakMap<Deps, Promise<Origins>>();
const watched = new WeakSet<Deps>();

async function load(deps: Deps): Promise<Origins> {
  const rows = await deps.db
    .select({ companyId: pageDomains.companyId, host: pageDomains.host })
    .from(pageDomains)
    .where(eq(pageDomains.status, 'active'));
  return {
    byCompany: new Map(rows.map((row) => [row.companyId, `https://${row.host}`])),
    at: deps.clock.now(),
  };
}

/** The origin of each company's pages: `https://{its domain}` when active, else PUBLIC_URL. */
export async function pageOrigins(deps: Deps): Promise<(companyId: number | null | undefined) => string> {
  if (!watched.has(deps)) {
    watched.add(deps);
    onDomainsChanged(deps, () => kept.delete(deps));
  }
  let origins = kept.get(deps);
  if (!origins || deps.clock.now() - (await origins).at > HOSTS_TTL_MS) {
    origins = load(deps);
    kept.set(deps, origins);
    origins.catch(() => kept.delete(deps));
  }
  const { byCompany } = await origins;
  return (companyId) => (companyId != null && byCompany.get(companyId)) || deps.config.publicUrl;
}

/** A tag's address as handed out: on its company's own domain once active. */
export const tagLink = async (deps: Deps, tag: { shortId: string; companyId: number }) =>
  `${(await pageOrigins(deps))(tag.companyId)}/d/${tag.shortId}`;

/** The origin a request came to when that host is a company's active page domain, else null. */
export async function requestPageOrigin(deps: Deps, request: Request): Promise<string | null> {
  const origin = `https://${requestHost(request, deps.config.trustProxy !== 0)}`;
  await pageOrigins(deps);
  const { byCompany } = await (kept.get(deps) as Promise<Origins>);
  return [...byCompany.values()].includes(origin) ? origin : null;
}
