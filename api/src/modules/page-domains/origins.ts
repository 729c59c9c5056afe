// The address a company's pages are handed out under: its own page domain once active (QR codes, print files,
// Wallet passes, the tag's link), else ours; from the kept active domains, so many links cost one look-up.
import type { Deps } from '../../platform/deps';
import { activeDomains } from './active-domains';
import { requestHost } from './host-gate';

/** The origin of each company's pages: `https://{its domain}` when active, else PUBLIC_URL. */
export async function pageOrigins(deps: Deps): Promise<(companyId: number | null | undefined) => string> {
  const { byCompany } = await activeDomains(deps);
  return (companyId) => (companyId != null && byCompany.get(companyId)) || deps.config.publicUrl;
}

/** A tag's address as handed out: on its company's own domain once active. */
export const tagLink = async (deps: Deps, tag: { shortId: string; companyId: number }) =>
  `${(await pageOrigins(deps))(tag.companyId)}/d/${tag.shortId}`;

/** The origin a request came to when that host is a company's active page domain, else null. */
export async function requestPageOrigin(deps: Deps, request: Request): Promise<string | null> {
  const host = requestHost(request, deps.config.trustProxy);
  return (await activeDomains(deps)).byHost.has(host) ? `https://${host}` : null;
}
