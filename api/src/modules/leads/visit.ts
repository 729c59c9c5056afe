// Where and on what a visitor left their contact details (issue 22): the same place and device a view of the
// card page records (visit-details.ts), from the request that sends the form — the visitor's own address and
// browser — and how they came to the page, from its address's marker the form passes on (`via`). The address
// itself is looked up and forgotten, never kept.
import type { Lead } from '@db/schema';
import type { Lang } from '@shared/constants';
import { placeName } from '@shared/places';
import type { Deps } from '../../platform/deps';
import { geoLookupFor } from '../../platform/geo';
import { clientIp } from '../../platform/security';
import { detailsOf } from '../profiles';

export type LeadVisit = Pick<Lead, 'country' | 'city' | 'device' | 'os' | 'browser' | 'source'>;

export function leadVisit(deps: Deps, request: Request, via: string | undefined): LeadVisit {
  const ip = clientIp(request, deps.config.trustProxy);
  const userAgent = request.headers.get('user-agent') ?? '';
  const found = detailsOf(
    { ip, userAgent, url: '', referrer: null },
    geoLookupFor(deps.config.geoipDb).lookup,
    '',
  );
  return {
    country: found.country,
    city: found.city,
    device: found.device,
    os: found.os,
    browser: found.browser,
    source: via === 'q' ? 'qr' : via === 'n' ? 'nfc' : null,
  };
}

/** The visit as the API shows it, with its place named for a reader in `lang`. */
export const visitOfLead = (lead: Lead, lang: Lang) => ({
  country: lead.country,
  city: lead.city,
  device: lead.device,
  os: lead.os,
  browser: lead.browser,
  source: lead.source,
  place: placeName(lang, lead.country, lead.city),
});
