// The text of a business card (what OCR read on its front and back, lines joined) turned into fields.
// Patterns first (e-mail, web address, phones, post code), then what is left is weighed line by line: a legal
// form or the e-mail's domain makes the company, a role word the title, and the name is the line of two to
// four capitalised words that best matches the e-mail's local part (and, when the reader knows it, is set in
// the largest type). Swedish, Finnish and English cards; no outside service, no dictionary of known people.
import type { CountryCode } from 'libphonenumber-js/max';
import { type CardFields, emptyFields, tidyFields } from './fields';
import { countryOrder, NOT_A_PHONE, phonesIn } from './phones';
import { COMPANY_FORM, COUNTRIES, NAME_PARTICLES, NOT_A_NAME, POST_BOX, STREET, titleScore } from './words';

/** A line as the reader saw it: its text, and its type size relative to the card's body text when known. */
export type CardLine = { text: string; size?: number };

/** Top-level domains a bare web address ("nordvik.se") may end in; with www. or a scheme any is taken. */
const TLDS =
  'se|fi|com|net|org|eu|nu|io|ai|app|dev|tech|info|biz|no|dk|de|is|ee|ax|uk|co\\.uk|org\\.uk|us|nl|be|fr|es|it|pl|at|ch|lt|lv|online|shop|store|studio|agency|design|digital|cloud|group|company|global|nordic|xyz|me|tv|fm|co';

const EMAIL = /[a-z0-9][a-z0-9._%+'-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const URL_WITH_PREFIX = /\b(?:https?:\/\/|www\.)[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s,;]*)?/gi;
const BARE_URL = new RegExp(
  `\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?:\\/[^\\s,;]*)?`,
  'gi',
);

/** Post code lines: Swedish "123 45 Stad", Finnish/German "00100 Helsinki", Norwegian/Danish "0153 Oslo", UK, US. */
const POSTCODE = [
  /(?:^|[\s,])(?:SE-?\s?|S-)?\d{3}\s?\d{2}\s+\p{Lu}\p{Ll}+/u,
  /(?:^|[\s,])(?:FI-?|FIN-?|D-|DE-)?\d{5}\s+\p{Lu}\p{Ll}+/u,
  /(?:^|[\s,])(?:NO-?|N-|DK-?)?\d{4}\s+\p{Lu}\p{L}+/u,
  /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/,
  /,?\s[A-Z]{2}\s\d{5}(?:-\d{4})?\b/,
];

/** Labels cards put before a value ("Tel.", "Puh:", "E-mail", "M"). */
const LABEL =
  /^(?:tel|tfn|telefon|telephone|phone|ph|direct|direkt|dir|växel|vxl|switchboard|office|mob|mobil|mobile|cell|gsm|matkap|matkapuhelin|puh|puhelin|p|t|m|d|o|c|e|w|e-?mail|e-?post|email|mail|sähköposti|s-posti|web|www|webb|internet|kotisivu|url|address|adress|osoite)\b\.?:?\s*/i;

const stripLabel = (s: string) => {
  let out = s.trim();
  for (let i = 0; i < 2; i++) out = out.replace(LABEL, '').trim();
  return out;
};

/** Mends OCR's usual mistakes in an e-mail address: "@" read as ©, ®, Q, (at) or with spaces around. */
function mendEmails(line: string): string {
  return (
    line
      // "www nordvik.se", "WWWw.nordvik.se": the dot after www read as a space, an extra w.
      .replace(/\b[wW]{3,4}[\s.,]+(?=[a-z0-9-]+\.[a-z]{2,})/g, 'www.')
      // "anna lindqvist@firma.se": a dot read as a space inside the local part (a label is not part of it).
      .replace(/(^|\s)([a-z][a-z-]*) ([a-z][a-z0-9_-]*@[a-z0-9-]+\.)/g, (whole, lead, a, b) =>
        /^(e-?mail|mail|e-?post|email|sähköposti|s-posti|epost)$/i.test(a) ? whole : `${lead}${a}.${b}`,
      )
      .replace(/\s*(?:\(at\)|\[at\]|\{at\})\s*/gi, '@')
      // '@' read as ©, ®, "(O", "(0", "(Q", "(a", or '&' right after the local part: a domain follows.
      .replace(/([a-z0-9._-]{2,})(?:\s?[©®]|\s?\((?:O|0|Q|a|@)\)?|&)\s?([a-z0-9-]+\.[a-z]{2,})/gi, '$1@$2')
      .replace(/([a-z0-9._-]{2,})\s@\s?([a-z0-9-]+\.)/gi, '$1@$2')
      .replace(/([a-z0-9._-]{2,})@\s([a-z0-9-]+\.)/gi, '$1@$2')
      // "firma. se": a space after a domain's last dot.
      .replace(/\b([a-z0-9-]{2,})\.\s(se|fi|com|net|org|eu|nu|no|dk|de|uk|io)\b/g, '$1.$2')
      .replace(
        /\b([a-z][a-z0-9._-]+)Q\s?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/g,
        (whole, local, domain) => (whole.includes('@') ? whole : `${local}@${domain}`),
      )
      // "anna@firma se": the last dot of the domain read as a space.
      .replace(/(@[a-z0-9-]+(?:\.[a-z0-9-]+)*)[\s,]+(se|fi|com|net|org|eu|nu|no|dk|de|uk|io)\b/g, '$1.$2')
  );
}

const ONE_URL = new RegExp(`^${BARE_URL.source}$`, 'i');

/** Characters OCR reads an '@' as when it does not see one. */
const AT_LOOKALIKES = new Set(['e', 'E', 'a', 'o', 'O', '0', 'Q', 'g', 'G', 'c', '6', '9', '&', '©', '®']);

/**
 * "lars.lindqvisteljungberg.se" beside "ljungberg.se" on the same card: an address that ends in a domain the
 * card prints elsewhere, with one character before it that OCR takes for an '@', is an e-mail address.
 */
function mendAtByDomain(rows: { text: string }[]) {
  const tokens = rows.flatMap((r) => r.text.split(/\s+/)).map((t) => t.replace(/[.,;:)]+$/, ''));
  const domains = new Set(
    tokens
      .filter((t) => !t.includes('@'))
      .map(
        (t) =>
          t
            .toLowerCase()
            .replace(/^https?:\/\//, '')
            .replace(/^www\./, '')
            .split('/')[0],
      )
      .filter((d) => ONE_URL.test(d) && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)),
  );
  for (const t of tokens) {
    const at = t.indexOf('@');
    if (at > 0) domains.add(t.slice(at + 1).toLowerCase());
  }
  if (domains.size === 0) return;
  for (const row of rows) {
    row.text = row.text.replace(/[^\s@]+/g, (token) => {
      if (/^(https?:|www\.)/i.test(token)) return token;
      for (const domain of domains) {
        const end = token.toLowerCase().lastIndexOf(domain);
        const before = end - 1;
        if (end <= 1 || end + domain.length !== token.replace(/[.,;:)]+$/, '').length) continue;
        if (!AT_LOOKALIKES.has(token[before])) continue;
        const local = token.slice(0, before);
        if (!/^[a-z0-9][a-z0-9._+-]*$/i.test(local) || /^(www|https?)$/i.test(local)) continue;
        return `${local}@${token.slice(end)}`;
      }
      return token;
    });
  }
}

const trimPunctuation = (s: string) =>
  s.replace(/^[\s"'“”‘’«»()[\]{}<>|•·*_~=:;,.–—-]+|[\s"'“”‘’«»()[\]{}<>|•·*_~=:;,–—-]+$/g, '');

/** ASCII letters only, lower case: "Åsa Öberg-Ström" → "asaobergstrom". */
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]/g, '');

/** The share of the shorter string's letters found in order in the other (a subsequence score, 0–1). */
function overlap(a: string, b: string): number {
  if (!a || !b) return 0;
  // Longest common substring, relative to the shorter string.
  let best = 0;
  const prev = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const keep = prev[j];
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      if (prev[j] > best) best = prev[j];
      diag = keep;
    }
  }
  return best / Math.min(a.length, b.length);
}

/** A line in capitals becomes Capitalised ("ANNA LINDQVIST" → "Anna Lindqvist"); others are left as written. */
function unshout(s: string): string {
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return s;
  return s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep, c) => sep + c.toUpperCase());
}

/** How much a line reads as a person's name, before the e-mail and type size are weighed (−1: not a name). */
function nameShape(line: string): number {
  const s = unshout(line);
  if (/[\d@/\\:;=+_]|www\.|https?:/i.test(s)) return -1;
  const parts = s.split(/\s+/).filter(Boolean);
  const core = parts.filter((p) => !NAME_PARTICLES.has(p.toLowerCase()));
  if (core.length < 2 || core.length > 4 || parts.length > 5) return -1;
  let score = 0;
  for (const p of core) {
    const bare = p.replace(/[.,]$/, '');
    if (NOT_A_NAME.has(bare.toLowerCase())) return -1;
    // "Anna", "Åsa-Sofia", "O'Connor", "McLean", an initial "J." (not alone).
    if (
      /^\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)*$/u.test(bare) ||
      /^(Mc|Mac|O'|O’)\p{Lu}\p{Ll}+$/u.test(bare)
    )
      score += 1;
    else if (/^\p{Lu}\.?$/u.test(bare)) score += 0.3;
    else return -1;
  }
  return score / core.length;
}

/** How well a name matches an e-mail's local part ("anna.lindqvist", "a.lindqvist", "anna", "annal"), 0–1. */
function emailMatch(name: string, local: string): number {
  const parts = name
    .split(/[\s-]+/)
    .map(fold)
    .filter((p) => p.length > 0);
  if (parts.length === 0) return 0;
  const l = fold(local);
  if (!l) return 0;
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (l === parts.join('') || l === first + last || l === last + first) return 1;
  const tokens = local
    .toLowerCase()
    .split(/[._-]+/)
    .map(fold)
    .filter(Boolean);
  let hits = 0;
  for (const t of tokens) {
    if (parts.includes(t)) hits += 1;
    else if (t.length === 1 && parts.some((p) => p.startsWith(t))) hits += 0.5;
    else if (t.length >= 3 && parts.some((p) => p.startsWith(t) || t.startsWith(p))) hits += 0.7;
  }
  if (tokens.length > 1 && hits > 0) return Math.min(1, hits / tokens.length);
  // "annal" (first name and initial), "alindqvist" (initial and surname), "anna".
  if (l === first || l === first + last[0] || l === first[0] + last || l === last) return 0.9;
  return overlap(l, parts.join('')) >= 0.8 && l.length >= 4 ? 0.6 : 0;
}

function findAddress(lines: string[], used: Set<number>): { address: string; lines: number[] } {
  for (let i = 0; i < lines.length; i++) {
    if (used.has(i)) continue;
    const line = lines[i];
    if (!POSTCODE.some((p) => p.test(line))) continue;
    // The post code line and the street or box line just above it (or on the same line before a comma).
    const taken = [i];
    const parts = [line];
    const above = i - 1;
    if (above >= 0 && !used.has(above) && isStreet(lines[above])) {
      taken.unshift(above);
      parts.unshift(lines[above]);
    }
    const below = i + 1;
    if (below < lines.length && !used.has(below) && COUNTRIES.test(lines[below].trim())) {
      taken.push(below);
      parts.push(lines[below]);
    }
    return { address: parts.map((p) => trimPunctuation(p)).join(', '), lines: taken };
  }
  // A street line alone (no post code) is still an address.
  for (let i = 0; i < lines.length; i++) {
    if (!used.has(i) && isStreet(lines[i]) && /\d/.test(lines[i]))
      return { address: trimPunctuation(lines[i]), lines: [i] };
  }
  return { address: '', lines: [] };
}

function isStreet(line: string): boolean {
  const s = line.trim();
  if (POST_BOX.test(s)) return true;
  if (!/\d/.test(s)) return false;
  return s.split(/[\s,]+/).some((w) => STREET.test(w.replace(/\d+\w?$/, '')) && w.length > 2);
}

/** Splits a line where a card puts two things on one line: "Tel 070… | anna@…", "Anna Lindqvist, VD". */
function segments(text: string): string[] {
  return text
    .split(/\s+[|•·◦♦]\s+|\s[|•·]\s?|\s?[|•·]\s|\s{3,}|\t/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The fields of a card's lines; `size` (relative type size) helps find the name when the reader gives it. */
export function parseLines(input: CardLine[]): CardFields {
  const fields = emptyFields();
  const rows: CardLine[] = [];
  for (const line of input) {
    const text = mendEmails(line.text.normalize('NFC').replace(/[\u200b\ufeff]/g, ''));
    for (const s of segments(text)) rows.push({ text: s, size: line.size });
  }
  mendAtByDomain(rows);
  const all = rows.map((r) => r.text).join('\n');
  const countries: CountryCode[] = countryOrder(all);
  const used = new Set<number>();

  // E-mail addresses, then web addresses (not an e-mail's domain), then phones.
  for (const [i, row] of rows.entries()) {
    const found = row.text.match(EMAIL);
    if (!found) continue;
    fields.emails.push(...found.map((e) => e.toLowerCase().replace(/\.$/, '')));
    const rest = stripLabel(row.text.replace(EMAIL, ' '));
    if (!/[\p{L}\d]{2,}/u.test(rest)) used.add(i);
    else row.text = rest;
  }
  const domains = fields.emails.map((e) => e.split('@')[1]);
  const webs: { url: string; row: number; prefixed: boolean }[] = [];
  for (const [i, row] of rows.entries()) {
    if (used.has(i)) continue;
    const text = row.text.replace(EMAIL, ' ');
    const prefixed = text.match(URL_WITH_PREFIX) ?? [];
    const bare = prefixed.length
      ? []
      : (text.match(BARE_URL) ?? []).filter((u) => /[a-z]{2,}\.[a-z]/i.test(u));
    for (const url of [...prefixed, ...bare]) webs.push({ url, row: i, prefixed: prefixed.length > 0 });
    if (prefixed.length || bare.length) {
      const rest = stripLabel(text.replace(URL_WITH_PREFIX, ' ').replace(BARE_URL, ' '));
      if (!/[\p{L}\d]{2,}/u.test(rest)) used.add(i);
      else row.text = rest;
    }
  }
  if (webs.length) {
    const host = (u: string) =>
      u
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .split('/')[0];
    webs.sort(
      (a, b) =>
        Number(domains.includes(host(b.url))) - Number(domains.includes(host(a.url))) ||
        Number(b.prefixed) - Number(a.prefixed),
    );
    const chosen = webs[0].url.replace(/[.,;:)]+$/, '').replace(/\/$/, '');
    // The host in lower case, the path as printed.
    fields.web = chosen.replace(
      /^(https?:\/\/)?([^/]+)/i,
      (_, scheme = '', h) => `${scheme.toLowerCase()}${h.toLowerCase()}`,
    );
  }
  for (const [i, row] of rows.entries()) {
    if (used.has(i) || NOT_A_PHONE.test(row.text)) continue;
    if (POSTCODE.some((p) => p.test(row.text)) && !LABEL.test(row.text.trim()) && !/\+/.test(row.text))
      continue;
    const found = phonesIn(row.text, countries);
    if (found.length === 0) continue;
    fields.phones.push(...found);
    const rest = stripLabel(row.text.replace(/(?:\+|\b00)?\s?\(?\d[\d\s().\-–/]{4,}\d/g, ' '));
    if (!/[\p{L}]{2,}/u.test(rest.replace(LABEL, ''))) used.add(i);
    else row.text = rest;
  }

  const texts = rows.map((r) => trimPunctuation(r.text));
  const address = findAddress(texts, used);
  fields.address = address.address;
  for (const i of address.lines) used.add(i);

  // What is left: lines with letters, not noise ("—_ ~", a logo's two letters are kept for the company).
  const left = texts
    .map((text, i) => ({ text, i, size: rows[i].size }))
    .filter(({ text, i }) => !used.has(i) && letterShare(text) >= 0.6 && /\p{L}{2,}/u.test(text));

  // Company: a legal form; else the line most like the e-mail's or web's domain.
  const domainWords = [...domains, fields.web.replace(/^(https?:\/\/)?(www\.)?/, '').split('/')[0]]
    .filter(Boolean)
    .map((d) => fold(d.split('.').slice(0, -1).join('')));
  let company: (typeof left)[number] | undefined;
  const withForm = left.filter(
    (l) => COMPANY_FORM.test(l.text) && l.text.replace(COMPANY_FORM, '').trim().length >= 2,
  );
  if (withForm.length) {
    company = withForm.sort(
      (a, b) =>
        domainLikeness(b.text, domainWords) - domainLikeness(a.text, domainWords) ||
        titleScore(a.text) - titleScore(b.text),
    )[0];
  } else if (domainWords.length) {
    const scored = left
      .filter((l) => nameShape(l.text) < 0.99 || domainLikeness(l.text, domainWords) > 0.85)
      .map((l) => ({ l, s: domainLikeness(l.text, domainWords) }))
      .filter(({ l, s }) => s >= 0.6 && titleScore(l.text) === 0 && fold(l.text).length >= 3)
      .sort((a, b) => b.s - a.s);
    company = scored[0]?.l;
  }
  if (company) fields.company = cleanCompany(company.text);

  // Name: the best of the two-to-four capitalised words, weighed by the e-mail, the type size and place.
  const locals = fields.emails.map((e) => e.split('@')[0]);
  const names = left
    .filter((l) => l !== company)
    .map((l) => {
      const shape = nameShape(l.text);
      if (shape < 0) return { l, s: -1 };
      const mail = Math.max(0, ...locals.map((local) => emailMatch(unshout(l.text), local)));
      const title = titleScore(l.text);
      const dom = domainLikeness(l.text, domainWords);
      let s = shape + mail * 3 - title * 1.5 - (dom > 0.8 && mail < 0.5 ? 1.5 : 0);
      if (l.size !== undefined) s += Math.min(1.5, Math.max(-0.5, (l.size - 1) * 2));
      s -= l.i * 0.02;
      return { l, s };
    })
    .filter(({ s }) => s > 0.5)
    .sort((a, b) => b.s - a.s);
  const name = names[0]?.l;
  if (name) {
    fields.fullName = unshout(trimPunctuation(name.text)).replace(/\s+/g, ' ');
    fields.emails = fields.emails.map((e) => mendLocalPart(e, fields.fullName));
  }

  // Title: the line with the clearest role word, nearest the name.
  const titles = left
    .filter((l) => l !== company && l !== name)
    .map((l) => {
      const t = titleScore(l.text);
      if (t < 1.5 || /\d/.test(l.text) || l.text.length > 70) return { l, s: 0 };
      const near = name ? Math.max(0, 2 - Math.abs(l.i - name.i) * 0.5) : 0;
      return { l, s: t + near - (COMPANY_FORM.test(l.text) ? 2 : 0) };
    })
    .filter(({ s }) => s > 1.4)
    .sort((a, b) => b.s - a.s);
  if (titles[0]) fields.title = trimPunctuation(titles[0].l.text);

  return tidyFields(fields);
}

/** Edit distance of two short strings. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const keep = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = keep;
    }
  }
  return row[b.length];
}

/**
 * An e-mail's local part made of the name's parts, one letter of which OCR misread ("lars.lindgvist" on the
 * card of Lars Lindqvist): the name, set larger, is read more surely, so the part is taken from it.
 */
function mendLocalPart(email: string, name: string): string {
  const [local, domain] = email.split('@');
  const parts = name
    .split(/[\s-]+/)
    .map(fold)
    .filter((p) => p.length >= 5);
  const mended = local.replace(/[a-z]{5,}/g, (token) => {
    if (parts.includes(token)) return token;
    // A letter misread, not one added or left out: "heikkiv" (Heikki V.) is a local part of its own.
    const near = parts.find((p) => p.length === token.length && distance(p, token) === 1);
    return near ?? token;
  });
  return `${mended}@${domain}`;
}

const letterShare = (s: string) => {
  const visible = s.replace(/\s/g, '');
  return visible.length ? (visible.match(/[\p{L}&.,'’-]/gu)?.length ?? 0) / visible.length : 0;
};

/** How much a line's letters are the domain's name ("Nordvik Bygg AB" ~ nordvikbygg.se), 0–1. */
function domainLikeness(line: string, domainWords: string[]): number {
  const letters = fold(line.replace(COMPANY_FORM, ' '));
  if (letters.length < 2) return 0;
  return Math.max(
    0,
    ...domainWords.map((d) =>
      d.length >= 3 ? overlap(letters, d) * Math.min(1, letters.length / Math.max(4, d.length * 0.5)) : 0,
    ),
  );
}

const cleanCompany = (s: string) =>
  trimPunctuation(s)
    .replace(/\s+/g, ' ')
    .replace(/(Inc|Corp|Co|Ltd)$/, '$1');

/** The fields of a business card's OCR text (its front and back joined). Pure: no I/O. */
export function parseCardText(text: string): CardFields {
  return parseLines(text.split(/\r?\n/).map((t) => ({ text: t })));
}
