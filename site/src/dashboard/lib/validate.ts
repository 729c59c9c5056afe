import { LIMITS } from '@shared/constants';
import { HEX_COLOR_PATTERN, HTTP_URL_PATTERN } from '@shared/social';
import type { LinkItem } from './people';

// Client-side checks that mirror the API's schemas (api/src/modules/companies/request-schemas.ts), so a form can
// mark a field before sending. The API checks everything again.

const HTTP_URL = new RegExp(HTTP_URL_PATTERN);
const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()./-]*$/;

export const isHttpUrl = (value: string) => HTTP_URL.test(value) && value.length <= 500;
export const isHexColor = (value: string) => HEX_COLOR.test(value);
export const isEmail = (value: string) => EMAIL.test(value) && value.length <= 254;
export const isPhone = (value: string) => PHONE.test(value) && value.length <= 40;

/** "example.com" → "https://example.com"; an address with a scheme, or an empty one, stays as it is. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** #abc → #aabbcc, lower case; anything else as it came. Colour inputs need the long form. */
export function longHex(value: string): string {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return v;
}

/** Black or white text on a background colour, whichever contrasts more (WCAG relative luminance). */
export function textOn(background: string): '#000000' | '#ffffff' {
  const hex = longHex(background);
  if (!/^#[0-9a-f]{6}$/.test(hex)) return '#ffffff';
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black (L+0.05)/0.05 against white 1.05/(L+0.05): equal where L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

export type LinkProblem = 'text' | 'url' | 'color';
export type LinksCheck = {
  /** Problems per link index. */
  problems: Record<number, LinkProblem[]>;
  /** More links than allowed (SPEC §9: 20). */
  overLimit: boolean;
  ok: boolean;
};

/** Checks custom links: a text of 1–100 characters, a web address, an optional hex colour, at most `limit`. */
export function checkLinks(links: LinkItem[], limit: number = LIMITS.linksPerModule): LinksCheck {
  const problems: Record<number, LinkProblem[]> = {};
  links.forEach((link, index) => {
    const found: LinkProblem[] = [];
    if (!link.text.trim() || link.text.length > 100) found.push('text');
    if (!isHttpUrl(link.url)) found.push('url');
    if (link.color && !isHexColor(link.color)) found.push('color');
    if (found.length) problems[index] = found;
  });
  const overLimit = links.length > limit;
  return { problems, overLimit, ok: !overLimit && Object.keys(problems).length === 0 };
}

/** Social links: every filled-in address must be a web address; returns the networks that are not. */
export function badSocialLinks(links: Record<string, string | undefined>): string[] {
  return Object.entries(links)
    .filter(([, url]) => url && !isHttpUrl(url))
    .map(([network]) => network);
}

/** The delete-company check (SPEC §5): the exact name, case-sensitive, nothing trimmed. */
export const isExactName = (typed: string, name: string) => typed.length > 0 && typed === name;

/** Bytes as "1.5 MB" in the reader's number format. */
export function formatBytes(bytes: number, locale = 'en-GB'): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
