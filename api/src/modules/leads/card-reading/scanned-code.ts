// What a scanned code (a fair badge's QR code, a card's code) holds, as fields: a vCard (2.1, 3.0 or 4.0:
// folded lines, quoted-printable and charsets), a MeCard, a link to a Dynacard card page, a mailto: or tel:
// link, a web address, or plain text (read like a card's text). Pure, and bounded: a payload over
// MAX_CODE_BYTES is refused (a QR code holds at most 2,953 bytes, so more is not a code a phone scanned).
import { ScannedCodeTooLongError } from './errors';
import { type CardFields, emptyFields, tidyFields } from './fields';
import { parseCardText } from './parse-text';
import { countryOrder, formatPhone } from './phones';

export const MAX_CODE_BYTES = 4096;

export type ScannedCode = {
  kind: 'vcard' | 'mecard' | 'dynacard' | 'email' | 'phone' | 'web' | 'text';
  fields: CardFields;
  /**
   * The card's id, as the link gives it, when the code is a link to a Dynacard card (`/p/{shortId}` or
   * `/c/{id}` on one of the card origins); also set on a vCard or MeCard whose URL is such a link.
   */
  cardShortId?: string;
};

const CARD_PATH = /^\/(?:p|c)\/([A-Za-z0-9_-]{1,32})\/?$/;

/** The card id of a link to a Dynacard card page on one of `origins` ("https://dynacard.se"), or null. */
export function dynacardLink(link: string, origins: string[]): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const known = origins.flatMap((o) => {
    try {
      return [new URL(o).origin];
    } catch {
      return [];
    }
  });
  if (!known.includes(url.origin)) return null;
  return CARD_PATH.exec(url.pathname)?.[1] ?? null;
}

/** A phone as international, or as written when libphonenumber cannot place it (kept rather than lost). */
function phoneOf(value: string, context: string): string {
  const raw = value.replace(/^tel:/i, '').trim();
  const formatted = formatPhone(raw, countryOrder(context));
  if (formatted) return formatted;
  return raw.replace(/\D/g, '').length >= 6 ? raw : '';
}

// ---- vCard ----

type Property = { name: string; params: Record<string, string[]>; value: string };

/** Unfolds a vCard's lines: a line starting with a space or tab continues the one before (RFC 6350 3.2). */
function unfold(text: string): string[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: string[] = [];
  for (const line of raw) {
    const last = lines.length - 1;
    // vCard 2.1 quoted-printable: a line ending in '=' goes on (a soft line break), the next line whole.
    if (last >= 0 && /QUOTED-PRINTABLE/i.test(lines[last].split(':')[0]) && /=$/.test(lines[last])) {
      lines[last] = lines[last].slice(0, -1) + line;
    } else if (/^[ \t]/.test(line) && last >= 0) {
      lines[last] += line.slice(1);
    } else lines.push(line);
  }
  return lines.filter((l) => l.trim() !== '');
}

function parseProperty(line: string): Property | null {
  // The name and parameters end at the first ':' outside quotes.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') inQuotes = !inQuotes;
    else if (line[i] === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const [nameWithGroup, ...paramParts] = line.slice(0, colon).split(';');
  const name = nameWithGroup.replace(/^.*\./, '').toUpperCase();
  const params: Record<string, string[]> = {};
  for (const part of paramParts) {
    const eq = part.indexOf('=');
    // vCard 2.1 writes bare types: "TEL;WORK;VOICE:…", "…;QUOTED-PRINTABLE:…".
    const key =
      eq < 0
        ? /^(QUOTED-PRINTABLE|BASE64|B|8BIT|7BIT)$/i.test(part)
          ? 'ENCODING'
          : 'TYPE'
        : part.slice(0, eq).toUpperCase();
    const values = (eq < 0 ? part : part.slice(eq + 1))
      .split(',')
      .map((v) => v.replace(/^"|"$/g, '').toUpperCase());
    params[key] = [...(params[key] ?? []), ...values];
  }
  return { name, params, value: decodeValue(line.slice(colon + 1), params) };
}

function decodeValue(value: string, params: Record<string, string[]>): string {
  const charset = params.CHARSET?.[0]?.toLowerCase() ?? 'utf-8';
  if (params.ENCODING?.includes('QUOTED-PRINTABLE')) {
    const bytes: number[] = [];
    const text = value.replace(/=\r?\n/g, '');
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        for (const b of new TextEncoder().encode(text[i])) bytes.push(b);
      }
    }
    return decodeBytes(new Uint8Array(bytes), charset);
  }
  if (charset !== 'utf-8' && charset !== 'utf8') {
    // A non-UTF-8 charset on a value that reached us as text: its characters are the bytes (Latin-1 view).
    const bytes = Uint8Array.from([...value].map((c) => c.charCodeAt(0) & 0xff));
    if ([...value].every((c) => c.charCodeAt(0) < 256)) return decodeBytes(bytes, charset);
  }
  return value;
}

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Splits a structured value at unescaped `sep` and unescapes each part (\, \; \: \n \\). */
function components(value: string, sep: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && i + 1 < value.length) {
      const n = value[i + 1];
      current += n === 'n' || n === 'N' ? '\n' : n;
      i++;
    } else if (c === sep) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out.map((s) => s.trim());
}

const unescaped = (value: string) => components(value, '\u0000')[0];

/** An address from its parts (post box, extended, street, locality, region, post code, country). */
function addressOf(parts: string[]): string {
  const [box = '', extended = '', street = '', locality = '', region = '', code = '', country = ''] =
    parts.map((p) => p.replace(/\n/g, ', '));
  return [
    [box, extended, street].filter(Boolean).join(', '),
    [code, locality].filter(Boolean).join(' '),
    region,
    country,
  ]
    .filter(Boolean)
    .join(', ');
}

function parseVcard(text: string, origins: string[]): ScannedCode {
  const fields = emptyFields();
  const props = unfold(text)
    .map(parseProperty)
    .filter((p): p is Property => p !== null);
  const end = props.findIndex((p) => p.name === 'END');
  const card = end >= 0 ? props.slice(0, end) : props;
  let structuredName = '';
  let cardShortId: string | undefined;
  for (const p of card) {
    switch (p.name) {
      case 'FN':
        fields.fullName ||= unescaped(p.value);
        break;
      case 'N': {
        const [family = '', given = '', additional = '', prefix = '', suffix = ''] = components(p.value, ';');
        structuredName = [prefix, given, additional, family, suffix].filter(Boolean).join(' ');
        break;
      }
      case 'ORG':
        fields.company ||= components(p.value, ';').filter(Boolean)[0] ?? '';
        break;
      case 'TITLE':
        fields.title ||= unescaped(p.value);
        break;
      case 'ROLE':
        fields.title ||= unescaped(p.value);
        break;
      case 'TEL': {
        if (p.params.TYPE?.some((t) => t === 'FAX')) break;
        const phone = phoneOf(unescaped(p.value), text);
        if (phone) fields.phones.push(phone);
        break;
      }
      case 'EMAIL': {
        const email = unescaped(p.value).replace(/^mailto:/i, '');
        if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fields.emails.push(email);
        break;
      }
      case 'URL': {
        const url = unescaped(p.value);
        cardShortId ??= dynacardLink(url, origins) ?? undefined;
        fields.web ||= url;
        break;
      }
      case 'ADR':
        fields.address ||= addressOf(components(p.value, ';'));
        break;
      case 'LABEL':
        if (!fields.address) fields.address = unescaped(p.value).replace(/\n/g, ', ');
        break;
    }
  }
  fields.fullName ||= structuredName;
  const out: ScannedCode = { kind: 'vcard', fields: tidyFields(fields) };
  if (cardShortId) out.cardShortId = cardShortId;
  return out;
}

// ---- MeCard (and the e-mail one of the same family, MATMSG) ----

/** "MECARD:N:Doe,John;TEL:…;;": properties separated by unescaped ';', names before ':'. */
function meProperties(body: string): [string, string][] {
  return components(body.replace(/;;\s*$/, ''), ';')
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      return colon < 0
        ? null
        : ([part.slice(0, colon).toUpperCase(), part.slice(colon + 1)] as [string, string]);
    })
    .filter((p): p is [string, string] => p !== null);
}

function parseMecard(text: string, origins: string[]): ScannedCode {
  const fields = emptyFields();
  // The escapes are undone once, here; the parts are split at unescaped ';' (and ',' inside N and ADR).
  const body = text.replace(/^MECARD:/i, '');
  const raw = rawMeParts(body);
  let cardShortId: string | undefined;
  for (const [name, value] of raw) {
    const plain = components(value, '\u0000')[0];
    switch (name) {
      case 'N': {
        const [last = '', first = ''] = components(value, ',');
        fields.fullName ||= [first, last].filter(Boolean).join(' ');
        break;
      }
      case 'ORG':
        fields.company ||= plain;
        break;
      case 'TITLE':
        fields.title ||= plain;
        break;
      case 'TEL': {
        const phone = phoneOf(plain, text);
        if (phone) fields.phones.push(phone);
        break;
      }
      case 'EMAIL':
        fields.emails.push(plain);
        break;
      case 'URL':
        cardShortId ??= dynacardLink(plain, origins) ?? undefined;
        fields.web ||= plain;
        break;
      case 'ADR': {
        const parts = components(value, ',');
        fields.address ||= parts.length >= 7 ? addressOf(parts) : parts.filter(Boolean).join(', ');
        break;
      }
    }
  }
  const out: ScannedCode = { kind: 'mecard', fields: tidyFields(fields) };
  if (cardShortId) out.cardShortId = cardShortId;
  return out;
}

/** MeCard properties with their values still escaped (N and ADR are split again at ','). */
function rawMeParts(body: string): [string, string][] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && i + 1 < body.length) {
      current += c + body[i + 1];
      i++;
    } else if (c === ';') {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const colon = p.indexOf(':');
      return colon < 0 ? null : ([p.slice(0, colon).toUpperCase(), p.slice(colon + 1)] as [string, string]);
    })
    .filter((p): p is [string, string] => p !== null);
}

// ---- the rest ----

const EMAIL_ONLY = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]{2,}$/;

function emailCode(addresses: string[]): ScannedCode {
  const fields = emptyFields();
  fields.emails = addresses.map((a) => a.trim()).filter((a) => EMAIL_ONLY.test(a));
  return { kind: 'email', fields: tidyFields(fields) };
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * What a scanned code holds. `cardOrigins` are the origins Dynacard's card pages are served on
 * ("https://dynacard.se", a company's own page domain); a link to `/p/{id}` or `/c/{id}` on one of them is
 * kind 'dynacard' with `cardShortId` the id as the link gives it. Throws ScannedCodeTooLongError over 4 KB.
 */
export function parseScannedCode(text: string, cardOrigins: string[]): ScannedCode {
  const bytes = new TextEncoder().encode(text).byteLength;
  if (bytes > MAX_CODE_BYTES) throw new ScannedCodeTooLongError(bytes, MAX_CODE_BYTES);
  const code = text.replace(/^\ufeff/, '').trim();

  if (/^BEGIN:VCARD/i.test(code)) return parseVcard(code, cardOrigins);
  if (/^MECARD:/i.test(code)) return parseMecard(code, cardOrigins);
  if (/^MATMSG:/i.test(code)) {
    const to = meProperties(code.replace(/^MATMSG:/i, '')).find(([name]) => name === 'TO');
    return emailCode(to ? [to[1]] : []);
  }
  if (/^mailto:/i.test(code)) return emailCode(safeDecode(code.slice(7).split('?')[0]).split(','));
  if (/^tel:/i.test(code)) {
    const fields = emptyFields();
    const phone = phoneOf(safeDecode(code.slice(4)), code);
    if (phone) fields.phones.push(phone);
    return { kind: 'phone', fields };
  }
  if (/^https?:\/\/\S+$/i.test(code) || /^www\.\S+\.\S+$/i.test(code)) {
    const cardShortId = dynacardLink(code, cardOrigins);
    if (cardShortId) return { kind: 'dynacard', fields: emptyFields(), cardShortId };
    const fields = emptyFields();
    fields.web = code;
    return { kind: 'web', fields };
  }
  if (EMAIL_ONLY.test(code)) return emailCode([code]);
  if (/^\+?[\d\s().-]{6,20}$/.test(code)) {
    const phone = formatPhone(code, countryOrder(code));
    if (phone) {
      const fields = emptyFields();
      fields.phones.push(phone);
      return { kind: 'phone', fields };
    }
  }
  return { kind: 'text', fields: parseCardText(code) };
}
