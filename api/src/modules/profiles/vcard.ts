// A vCard builder with no I/O: escaping (RFC 6350 §3.4), folding at 75 octets (§3.2), CRLF line ends.
// Version 3.0 by default (docs/decisions.md "Profiles"), 4.0 on request; the two differ only in a few
// spellings, kept in one place below. `vcardInputOf` maps the public view (what the page shows) to the card.
import type { PublicProfile } from '@shared/types/public-profile';
import { withoutHidden } from '../../platform/file-names';

export type VcardVersion = '3.0' | '4.0';

export type VcardOrganisation = {
  name: string;
  title?: string;
  /** The person's own work phone and email in this company (WORK). */
  workPhone?: string;
  workEmail?: string;
  /** The company's switchboard and shared email (WORK), after the person's own. */
  companyPhone?: string;
  companyEmail?: string;
  website?: string;
  street?: string;
  zipcode?: string;
  city?: string;
  /** Other web links of the company or the person there (custom links), URL;TYPE=WORK. */
  links?: string[];
  /** Social profiles (X-SOCIALPROFILE in 3.0, RFC 9554 SOCIALPROFILE in 4.0), the person's first. */
  socialProfiles?: { network: string; url: string }[];
};

export type VcardInput = {
  fullName: string;
  /** The personal phone: a mobile number (CELL). */
  phone?: string;
  /** The personal email: plain INTERNET, not HOME — this is a business card. */
  email?: string;
  note?: string;
  /** The public profile link. */
  url?: string;
  /** JPEG bytes, base64. */
  photoJpegBase64?: string;
  /** The first one is the card's ORG and TITLE; every one adds its work phone, email, website and address. */
  organisations?: VcardOrganisation[];
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Escapes a text value: backslash, comma, semicolon and line breaks. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A URI value is not text-escaped, but must stay on one logical line. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Folds a logical line so no physical line exceeds 75 octets of UTF-8; continuation lines start with a
 * space (which counts). A multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** "Anna Maria Svensson" → family "Svensson", given "Anna Maria"; one word is the given name. */
export function splitName(fullName: string): { family: string; given: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { family: '', given: words[0] ?? '' };
  return { family: words[words.length - 1], given: words.slice(0, -1).join(' ') };
}

/** Parameters and value spellings that differ between the versions. */
const dialect = (version: VcardVersion) =>
  version === '3.0'
    ? {
        types: (...types: string[]) => `;TYPE=${types.map((t) => t.toUpperCase()).join(',')}`,
        email: (...types: string[]) =>
          `;TYPE=${['INTERNET', ...types.map((t) => t.toUpperCase())].join(',')}`,
        social: (network: string) => `X-SOCIALPROFILE;TYPE=${network}`,
        photo: (base64: string) => `PHOTO;ENCODING=b;TYPE=JPEG:${base64}`,
      }
    : {
        types: (...types: string[]) => `;TYPE=${types.join(',')}`,
        email: (...types: string[]) => (types.length ? `;TYPE=${types.join(',')}` : ''),
        social: (network: string) => `SOCIALPROFILE;SERVICE-TYPE=${network}`,
        photo: (base64: string) => `PHOTO:data:image/jpeg;base64,${base64}`,
      };

/** Web addresses only, as the page shows them (a stored value is never a `javascript:` link here either). */
const webUrl = (url: string | undefined) => {
  const value = oneLine(url ?? '');
  return /^https?:\/\/\S+$/i.test(value) ? value : '';
};

/** The card as text/vcard: BEGIN, VERSION, N and FN first, then what is present, END; CRLF after each line. */
export function buildVcard(input: VcardInput, version: VcardVersion = '3.0'): string {
  const d = dialect(version);
  const lines: string[] = ['BEGIN:VCARD', `VERSION:${version}`];
  const name = input.fullName.trim();
  const { family, given } = splitName(name);
  lines.push(`N:${[family, given, '', '', ''].map(escapeText).join(';')}`);
  lines.push(`FN:${escapeText(name)}`);
  if (version === '4.0') lines.push('KIND:individual');

  const orgs = (input.organisations ?? []).filter((o) => o.name.trim());
  const [main] = orgs;
  if (main) {
    lines.push(`ORG:${escapeText(main.name.trim())}`);
    if (main.title?.trim()) lines.push(`TITLE:${escapeText(main.title.trim())}`);
  }
  // One line per distinct value: a company shown twice, or a work email equal to the company's, is one entry.
  const seen = new Set<string>();
  const add = (property: string, params: string, value: string) => {
    const key = `${property}:${value.toLowerCase()}`;
    if (!value || seen.has(key)) return;
    seen.add(key);
    lines.push(`${property}${params}:${value}`);
  };
  const text = (value: string | undefined) => escapeText(value?.trim() ?? '');

  // The person's direct lines first, then the personal mobile, then the switchboards.
  for (const org of orgs) add('TEL', d.types('work', 'voice'), text(org.workPhone));
  add('TEL', d.types('cell'), text(input.phone));
  for (const org of orgs) add('TEL', d.types('work', 'voice'), text(org.companyPhone));
  for (const org of orgs) add('EMAIL', d.email('work'), text(org.workEmail));
  add('EMAIL', d.email(), text(input.email));
  for (const org of orgs) add('EMAIL', d.email('work'), text(org.companyEmail));
  for (const org of orgs) {
    const parts = [org.street, org.city, org.zipcode].map((p) => p?.trim() ?? '');
    if (parts.some(Boolean)) {
      const [street, city, zipcode] = parts;
      // PO box; extended address; street; locality; region; postal code; country
      add('ADR', d.types('work'), ['', '', street, city, '', zipcode, ''].map(escapeText).join(';'));
    }
  }
  for (const org of orgs) add('URL', d.types('work'), webUrl(org.website));
  for (const org of orgs) for (const link of org.links ?? []) add('URL', d.types('work'), webUrl(link));
  add('URL', '', webUrl(input.url));
  for (const org of orgs) {
    for (const { network, url } of org.socialProfiles ?? []) {
      if (/^[a-z0-9-]+$/i.test(network)) add(d.social(network.toLowerCase()), '', webUrl(url));
    }
  }
  if (input.note?.trim()) lines.push(`NOTE:${escapeText(input.note.trim())}`);
  if (input.photoJpegBase64) lines.push(d.photo(input.photoJpegBase64));
  lines.push('END:VCARD');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The vCard fields of a public view — the data the page shows, after the visibility flags and the tier rules —
 * so a card can never hold more than the page. The caller adds the link and the photo.
 */
export function vcardInputOf(view: PublicProfile): VcardInput {
  return {
    fullName: view.fullName,
    phone: view.phone,
    email: view.email,
    note: view.description,
    organisations: view.companies.map((c) => ({
      name: c.name,
      title: c.colleague.jobTitle,
      workPhone: c.colleague.workPhone,
      workEmail: c.colleague.workEmail,
      companyPhone: c.phone,
      companyEmail: c.email,
      website: c.websiteUrl,
      street: c.street,
      zipcode: c.zipcode,
      city: c.city,
      links: [...c.colleague.customLinks, ...c.customLinks].map((link) => link.url),
      socialProfiles: [c.colleague.socialLinks, c.socialLinks].flatMap((links) =>
        Object.entries(links).map(([network, url]) => ({ network, url })),
      ),
    })),
  };
}

/** A Content-Disposition for "<name>.vcf": an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function vcardDisposition(fullName: string): string {
  // A name shown by the browser and saved to disk: no bidi control may make it read as another type.
  const base = withoutHidden(fullName).trim() || 'contact';
  const ascii =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 ._-]+/g, '')
      .trim() || 'contact';
  const exact = encodeURIComponent(`${base}.vcf`).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${exact}`;
}
