// Small pure helpers of the public profile page (formatting, and the guards that keep stored values from
// breaking out of an attribute or a style).
import type { Lang } from '@shared/constants';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@shared/social';
import type { PublicCompany, PublicProfile } from '@shared/types/public-profile';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour as stored (#rgb or #rrggbb), or null for anything else. */
export const safeColor = (color: string | null | undefined) => (color && HEX.test(color) ? color : null);

/** Black or white text, whichever contrasts more with `color` (WCAG relative luminance). */
export function textOn(color: string): string {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111' : '#fff';
}

/** `--accent` and `--on-accent` for a style attribute, or undefined without a usable colour. */
export function accentStyle(color: string | null | undefined) {
  const safe = safeColor(color);
  return safe ? `--accent:${safe};--on-accent:${textOn(safe)}` : undefined;
}

/** Web addresses only (the API accepts nothing else; this guards the page too). */
export const httpUrl = (url: string | null | undefined) =>
  url && /^https?:\/\/\S+$/i.test(url) ? url : null;

/** "https://www.example.se/" → "www.example.se". */
export const bareUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** "Hamngatan 2, 411 06 Göteborg", or empty. */
export const addressOf = (c: Pick<PublicCompany, 'street' | 'zipcode' | 'city'>) =>
  [c.street, [c.zipcode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A maps search for the address: opens the maps app on a phone (Google Maps' cross-platform URL). */
export const mapsHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export type QuickAction = { kind: 'call' | 'mail' | 'web' | 'directions'; href: string; detail: string };

/**
 * The one-tap row under the name: the first phone, email, website and address the page shows, in that
 * order of preference (the person's work details in their first company, then their own, then the company's).
 */
export function quickActions(p: PublicProfile): QuickAction[] {
  const first = p.companies[0];
  const pick = (values: (string | null | undefined)[]) => values.find((v) => v) ?? '';
  const phone = pick([first?.colleague.workPhone, p.phone, ...p.companies.map((c) => c.phone)]);
  const email = pick([first?.colleague.workEmail, p.email, ...p.companies.map((c) => c.email)]);
  const web = pick(p.companies.map((c) => httpUrl(c.websiteUrl)));
  const address = pick(p.companies.map(addressOf));
  const actions: (QuickAction | null)[] = [
    phone ? { kind: 'call', href: telHref(phone), detail: phone } : null,
    email ? { kind: 'mail', href: `mailto:${email}`, detail: email } : null,
    web ? { kind: 'web', href: web, detail: bareUrl(web) } : null,
    address ? { kind: 'directions', href: mapsHref(address), detail: address } : null,
  ];
  return actions.filter((a): a is QuickAction => a !== null);
}

/** The picture on top: the person's cover, else the first company's, else none (a colour band). */
export const coverOf = (p: PublicProfile) => p.coverPath ?? p.companies[0]?.coverPath ?? null;

const SOCIAL_LABELS: Record<string, string> = SOCIAL_NETWORK_NAMES;

/** Social links with web addresses, once each, in the order of SOCIAL_NETWORKS, with the network's name. */
export function socialLinks(...sets: Record<string, string>[]) {
  const order = (network: string) => {
    const i = (SOCIAL_NETWORKS as readonly string[]).indexOf(network);
    return i < 0 ? SOCIAL_NETWORKS.length : i;
  };
  return sets
    .flatMap((links) => Object.entries(links))
    .map(([network, url]) => ({ network, url: httpUrl(url), label: SOCIAL_LABELS[network] ?? network }))
    .filter((link): link is { network: string; url: string; label: string } => link.url !== null)
    .filter((link, i, all) => all.findIndex((other) => other.url === link.url) === i)
    .sort((a, b) => order(a.network) - order(b.network));
}

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

/** "1,2 MB", "340 kB", "52 byte" in the reader's number format. */
export function fileSize(bytes: number, lang: Lang): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** Up to two initials for a profile without a photo. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
