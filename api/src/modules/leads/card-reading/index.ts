// A stand-in for the card-reading engine (issue 31), with its interface exactly: the engine proper (its own
// parsing, phone numbers with libphonenumber-js, its bench) replaces this folder. What is here is honest but
// plain: vCard, MeCard, mailto:, tel: and links are parsed; printed text line by line; the reader is
// tesseract.js with the Swedish, English and Finnish data of their npm packages, never downloaded.
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type CardFields = {
  fullName: string;
  title: string;
  company: string;
  phones: string[];
  emails: string[];
  web: string;
  address: string;
};

const empty = (): CardFields => ({
  fullName: '',
  title: '',
  company: '',
  phones: [],
  emails: [],
  web: '',
  address: '',
});

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+|00)?\d[\d ()./-]{6,}\d/;
const WEB = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?/i;
const COMPANY = /\b(AB|Oy|Oyj|Ab|Ltd|Inc|GmbH|AS|ApS|LLC|HB|KB)\b/;
const TITLE =
  /(chef|vd|ceo|cto|cfo|manager|director|säljare|sales|engineer|ingenjör|konsult|consultant|johtaja|päällikkö|myyjä|head|lead|founder|grundare|partner|owner|ägare|specialist|designer|developer|utvecklare|koordinator|coordinator|assistent|assistant)\b/i;
const STREET = /\d{3}\s?\d{2}\b|\b\d{5}\b|\b(gatan|vägen|väg|gata|katu|tie|street|road|st\.)\b/i;

/** The fields of a card's printed text, line by line (the engine proper does this far better). */
export function parseCardText(text: string): CardFields {
  const fields = empty();
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 1);
  const rest: string[] = [];
  const address: string[] = [];
  for (const line of lines) {
    // A printed @ is often read as Q or ©: put back before the domain when there is no @.
    const fixed = line.includes('@')
      ? line
      : line.replace(/[Q©](?=[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$)/, '@');
    const email = fixed.match(EMAIL);
    if (email) {
      fields.emails.push(email[0].toLowerCase());
      continue;
    }
    const phone = line.match(PHONE);
    if (phone && phone[0].replace(/\D/g, '').length >= 7) {
      fields.phones.push(phone[0].trim());
      continue;
    }
    const web = line.match(WEB);
    if (web && !line.includes(' ') && /\.[a-z]{2,}/i.test(line)) {
      if (!fields.web) fields.web = web[0];
      continue;
    }
    if (STREET.test(line)) {
      address.push(line);
      continue;
    }
    rest.push(line);
  }
  fields.address = address.join(', ');
  for (const line of rest) {
    if (!fields.company && COMPANY.test(line)) fields.company = line;
    else if (!fields.title && TITLE.test(line)) fields.title = line;
    else if (!fields.fullName && /^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)+$/u.test(line))
      fields.fullName = line;
  }
  for (const line of rest) {
    if (fields.fullName) break;
    if (line !== fields.company && line !== fields.title) fields.fullName = line;
  }
  return fields;
}

export type ScannedCode = {
  kind: 'vcard' | 'mecard' | 'dynacard' | 'email' | 'phone' | 'web' | 'text';
  fields: CardFields;
  cardShortId?: string;
};

/** The most a code's text may hold: a QR code holds at most about 3 KB. */
const CODE_MAX_BYTES = 4096;

const unescapeVcard = (value: string) =>
  value
    .replace(/\\n/gi, '\n')
    .replace(/\\([,;:\\])/g, '$1')
    .trim();

function parseVcard(text: string): CardFields {
  const fields = empty();
  // Folded lines (a line beginning with a space continues the one before).
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  let structured = '';
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line
      .slice(0, colon)
      .split(';')[0]
      .toUpperCase()
      .replace(/^ITEM\d+\./, '');
    const value = line.slice(colon + 1);
    if (name === 'FN') fields.fullName = unescapeVcard(value);
    else if (name === 'N') structured = value;
    else if (name === 'TITLE') fields.title = unescapeVcard(value);
    else if (name === 'ORG') fields.company = unescapeVcard(value.split(/(?<!\\);/)[0]);
    else if (name === 'TEL') fields.phones.push(value.replace(/^tel:/i, '').trim());
    else if (name === 'EMAIL') fields.emails.push(value.trim().toLowerCase());
    else if (name === 'URL' && !fields.web) fields.web = value.trim();
    else if (name === 'ADR' && !fields.address) {
      fields.address = value
        .split(/(?<!\\);/)
        .map(unescapeVcard)
        .filter(Boolean)
        .join(', ');
    }
  }
  if (!fields.fullName && structured) {
    const [family = '', given = ''] = structured.split(/(?<!\\);/).map(unescapeVcard);
    fields.fullName = [given, family].filter(Boolean).join(' ');
  }
  return fields;
}

function parseMecard(text: string): CardFields {
  const fields = empty();
  const body = text.replace(/^MECARD:/i, '');
  for (const part of body.split(/(?<!\\);/)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const key = part.slice(0, colon).toUpperCase();
    const value = part
      .slice(colon + 1)
      .replace(/\\([;:,\\])/g, '$1')
      .trim();
    if (!value) continue;
    if (key === 'N') {
      const [family, given] = value.split(',');
      fields.fullName = given ? `${given.trim()} ${family.trim()}` : family.trim();
    } else if (key === 'TEL') fields.phones.push(value);
    else if (key === 'EMAIL') fields.emails.push(value.toLowerCase());
    else if (key === 'URL' && !fields.web) fields.web = value;
    else if (key === 'ADR') fields.address = value;
    else if (key === 'ORG') fields.company = value;
    else if (key === 'TITLE') fields.title = value;
  }
  return fields;
}

/** The card a link of ours opens (/p/{id}, /c/{id}), when it begins with one of `cardOrigins`. */
function cardIdOf(text: string, cardOrigins: string[]) {
  for (const origin of cardOrigins) {
    const base = origin.replace(/\/$/, '');
    if (!text.startsWith(`${base}/`)) continue;
    const match = /^\/(p|c)\/([A-Za-z0-9_-]{1,20})(?:[/?#]|$)/.exec(text.slice(base.length));
    if (match) return match[2];
  }
  return undefined;
}

/** What a scanned code holds; throws on a payload over 4 KB. */
export function parseScannedCode(text: string, cardOrigins: string[]): ScannedCode {
  if (new TextEncoder().encode(text).length > CODE_MAX_BYTES) throw new Error('code payload too large');
  const value = text.trim();
  if (/^BEGIN:VCARD/i.test(value)) return { kind: 'vcard', fields: parseVcard(value) };
  if (/^MECARD:/i.test(value)) return { kind: 'mecard', fields: parseMecard(value) };
  const cardShortId = cardIdOf(value, cardOrigins);
  if (cardShortId) return { kind: 'dynacard', fields: empty(), cardShortId };
  if (/^mailto:/i.test(value)) {
    const address = decodeURIComponent(value.slice(7).split('?')[0]).trim().toLowerCase();
    return { kind: 'email', fields: { ...empty(), emails: EMAIL.test(address) ? [address] : [] } };
  }
  if (/^tel:/i.test(value)) return { kind: 'phone', fields: { ...empty(), phones: [value.slice(4).trim()] } };
  if (/^https?:\/\//i.test(value) && !/\s/.test(value))
    return { kind: 'web', fields: { ...empty(), web: value } };
  if (EMAIL.test(value) && !/\s/.test(value)) {
    return { kind: 'email', fields: { ...empty(), emails: [value.toLowerCase()] } };
  }
  return { kind: 'text', fields: parseCardText(value) };
}

export type CardReader = {
  read(images: Uint8Array[]): Promise<{ text: string; fields: CardFields; confidence: number; ms: number }>;
  close(): Promise<void>;
};

const LANGS = ['swe', 'eng', 'fin'] as const;

/**
 * The three languages' data from their installed packages, linked into one folder tesseract.js reads (never
 * fetched). The folder is named after the packages' own place, so checkouts side by side never share links.
 */
function languageFolder() {
  const require = createRequire(import.meta.url);
  const sources = LANGS.map((lang) =>
    join(
      dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
      '4.0.0_best_int',
      `${lang}.traineddata.gz`,
    ),
  );
  const folder = join(tmpdir(), `dynacard-tessdata-${Bun.hash(sources.join('|')).toString(36)}`);
  mkdirSync(folder, { recursive: true });
  for (const [i, lang] of LANGS.entries()) {
    const target = join(folder, `${lang}.traineddata.gz`);
    if (existsSync(target)) continue;
    try {
      // A link left broken (its checkout gone) is made again.
      rmSync(target, { force: true });
      symlinkSync(sources[i] as string, target);
    } catch {
      // Another process made it first.
    }
  }
  return folder;
}

/** Tesseract in worker threads (one by default), started on the first read; `timeoutMs` bounds each read. */
export function createCardReader(options: { workers?: number; timeoutMs?: number } = {}): CardReader {
  type Worker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;
  let workers: Promise<Worker[]> | null = null;
  let next = 0;
  const start = async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    const langPath = languageFolder();
    return Promise.all(
      Array.from({ length: Math.max(1, options.workers ?? 1) }, () =>
        createWorker([...LANGS], OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true }),
      ),
    );
  };
  return {
    async read(images) {
      const started = Date.now();
      workers ??= start();
      const pool = await workers;
      const worker = pool[next++ % pool.length];
      const work = (async () => {
        const texts: string[] = [];
        let confidence = 0;
        for (const image of images) {
          const { data } = await worker.recognize(Buffer.from(image));
          texts.push(data.text);
          confidence += data.confidence / images.length;
        }
        return { texts, confidence };
      })();
      const timeoutMs = options.timeoutMs;
      const { texts, confidence } = timeoutMs
        ? await Promise.race([
            work,
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('card reading timed out')), timeoutMs),
            ),
          ])
        : await work;
      const text = texts.join('\n').trim();
      return { text, fields: parseCardText(text), confidence, ms: Date.now() - started };
    },
    async close() {
      const pool = workers;
      workers = null;
      if (pool) await Promise.all((await pool).map((w) => w.terminate()));
    },
  };
}
