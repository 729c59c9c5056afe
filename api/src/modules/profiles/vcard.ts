// A vCard builder with no I/O: escaping (RFC 6350 §3.4), folding at 75 octets (§3.2), CRLF line ends.
// Version 3.0 by default (docs/decisions.md "Profiles"), 4.0 on request; the two differ only in a few
// spellings, kept in one place below.

export type VcardVersion = '3.0' | '4.0';

export type VcardOrganisation = {
  name: string;
  title?: string;
  workPhone?: string;
  workEmail?: string;
  website?: string;
  street?: string;
  zipcode?: string;
  city?: string;
};

export type VcardInput = {
  fullName: string;
  /** The personal phone: a mobile number (CELL). */
  phone?: string;
  /** The personal email (HOME). */
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
        email: (type: string) => `;TYPE=INTERNET,${type.toUpperCase()}`,
        photo: (base64: string) => `PHOTO;ENCODING=b;TYPE=JPEG:${base64}`,
      }
    : {
        types: (...types: string[]) => `;TYPE=${types.join(',')}`,
        email: (type: string) => `;TYPE=${type}`,
        photo: (base64: string) => `PHOTO:data:image/jpeg;base64,${base64}`,
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
  for (const org of orgs) {
    if (org.workPhone?.trim())
      lines.push(`TEL${d.types('work', 'voice')}:${escapeText(org.workPhone.trim())}`);
  }
  if (input.phone?.trim()) lines.push(`TEL${d.types('cell')}:${escapeText(input.phone.trim())}`);
  for (const org of orgs) {
    if (org.workEmail?.trim()) lines.push(`EMAIL${d.email('work')}:${escapeText(org.workEmail.trim())}`);
  }
  if (input.email?.trim()) lines.push(`EMAIL${d.email('home')}:${escapeText(input.email.trim())}`);
  for (const org of orgs) {
    const parts = [org.street, org.city, org.zipcode].map((p) => p?.trim() ?? '');
    if (parts.some(Boolean)) {
      const [street, city, zipcode] = parts;
      // PO box; extended address; street; locality; region; postal code; country
      lines.push(
        `ADR${d.types('work')}:${['', '', street, city, '', zipcode, ''].map(escapeText).join(';')}`,
      );
    }
  }
  for (const org of orgs) {
    if (org.website?.trim()) lines.push(`URL${d.types('work')}:${oneLine(org.website)}`);
  }
  if (input.url) lines.push(`URL:${oneLine(input.url)}`);
  if (input.note?.trim()) lines.push(`NOTE:${escapeText(input.note.trim())}`);
  if (input.photoJpegBase64) lines.push(d.photo(input.photoJpegBase64));
  lines.push('END:VCARD');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A Content-Disposition for "<name>.vcf": an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function vcardDisposition(fullName: string): string {
  const base = fullName.trim() || 'contact';
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
