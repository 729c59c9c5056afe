import type { LinkItem, SocialLinks } from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { Entitlements } from '@shared/entitlements';
import { AppError, invalid } from '../../platform/errors';

/**
 * Custom links are for subscribers (`entitlements` of the person whose page shows them), at most
 * LIMITS.linksPerModule; an empty list is always allowed, so anyone can clear them.
 */
export function checkCustomLinks(links: LinkItem[] | undefined, entitlements: Entitlements) {
  if (!links?.length) return;
  if (!entitlements.canUseCustomLinks) {
    throw new AppError('FORBIDDEN', 'customLinksNeedSubscription', { field: 'customLinks' });
  }
  if (links.length > LIMITS.linksPerModule) throw invalid('customLinks', 'linkLimit');
}

export const cleanCustomLinks = (links: LinkItem[]): LinkItem[] =>
  links.map((l) => ({ text: l.text.trim(), url: l.url, ...(l.color ? { color: l.color } : {}) }));

/** Known networks with an address; an empty address removes the network. */
export const cleanSocialLinks = (links: Record<string, string | undefined>): SocialLinks =>
  Object.fromEntries(Object.entries(links).filter((e): e is [string, string] => Boolean(e[1])));
