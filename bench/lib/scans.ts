// Paper cards scanned as the dashboard's scanner sends them (bench/scan-to-crm.ts): the card-reading bench's
// pictures (bench/card-reading/.cards, the first 36 of its manifest and more of the same generator, drawn when
// missing) as JPEG photos — a PNG redrawn as the browser's shrinkPhoto does (JPEG 0.85), a poor photo as it is —
// posted to POST /api/v1/leads/scans with the event, the consent and a key of their own; and when each one's
// contact came to the HubSpot stand-in.
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { HubSpotStandIn, StandInRequest } from '../../api/test/hubspot-stand-in';
import { type CardSpec, makeCards } from '../card-reading/cards';
import { DEFAULT_OUT, drawCards, picturesOf, readManifest } from '../card-reading/make-cards';
import { call, type Phone, send } from './crm-company';
import type { ServerHandle } from './server';

export type Kind = 'clean' | 'poor';

/** `count` cards of the card-reading bench's generator (its manifest's seed), their pictures drawn if missing. */
export async function benchCards(count: number): Promise<CardSpec[]> {
  const { seed } = readManifest();
  const cards = makeCards(count, seed);
  const missing = cards.filter((c) => picturesOf(c, DEFAULT_OUT).poor.some((f) => !existsSync(f)));
  if (missing.length) {
    process.stdout.write(`drawing ${missing.length} card(s) into ${DEFAULT_OUT} … `);
    await drawCards(DEFAULT_OUT, { seed, cards: missing });
    console.log('done');
  }
  return cards;
}

/** The photos of a card as the scanner uploads them (JPEG). */
export async function photosOf(card: CardSpec, kind: Kind): Promise<Blob[]> {
  return Promise.all(
    picturesOf(card, DEFAULT_OUT)[kind].map(async (file) => {
      const bytes = readFileSync(file);
      const jpeg = file.endsWith('.jpg') ? bytes : await sharp(bytes).jpeg({ quality: 85 }).toBuffer();
      return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
    }),
  );
}

export type Scan = {
  card: CardSpec;
  kind: Kind;
  phone: Phone;
  startedAt: number;
  answeredAt: number;
  lead: string;
};

/** One scan's upload, as site/src/dashboard/contacts/capture/queue.ts sends it; answers the lead it made (202). */
export async function postScan(
  server: ServerHandle,
  phone: Phone,
  card: CardSpec,
  kind: Kind,
  photos: Blob[],
  event: string,
): Promise<Scan> {
  const form = new FormData();
  form.append('front', photos[0], 'front.jpg');
  if (photos[1]) form.append('back', photos[1], 'back.jpg');
  form.append('event', event);
  form.append('consent', 'true');
  form.append('clientKey', crypto.randomUUID());
  form.append('capturedAt', String(Date.now()));
  const startedAt = performance.now();
  const res = await send(server, phone, '/api/v1/leads/scans', { method: 'POST', body: form });
  const text = await res.text();
  if (res.status !== 202) throw new Error(`POST /leads/scans answered ${res.status}: ${text}`);
  return {
    card,
    kind,
    phone,
    startedAt,
    answeredAt: performance.now(),
    lead: (JSON.parse(text).data as { shortId: string }).shortId,
  };
}

/**
 * When each e-mail reached the stand-in (every contact write carrying it, in order): the stand-in runs in this
 * process, so its log of requests is read as each one is made.
 */
export function watchArrivals(hubspot: HubSpotStandIn) {
  const arrivals = new Map<string, number[]>();
  const seen = (email: unknown) => {
    if (typeof email !== 'string' || !email) return;
    const key = email.toLowerCase();
    arrivals.set(key, [...(arrivals.get(key) ?? []), performance.now()]);
  };
  const push = hubspot.requests.push.bind(hubspot.requests);
  hubspot.requests.push = (...items: StandInRequest[]) => {
    for (const r of items) {
      const body = r.body as { inputs?: { id?: string }[]; properties?: { email?: string } } | null;
      if (r.method === 'POST' && r.path === '/crm/v3/objects/contacts/batch/upsert')
        for (const input of body?.inputs ?? []) seen(input.id);
      if (r.method === 'POST' && r.path === '/crm/v3/objects/contacts') seen(body?.properties?.email);
    }
    return push(...items);
  };
  return {
    /** The first time `email` reached the CRM, or undefined. */
    first: (email: string) => arrivals.get(email.toLowerCase())?.[0],
    /** How many contact writes carried `email`. */
    writes: (email: string) => arrivals.get(email.toLowerCase())?.length ?? 0,
    /** A new phase: the stand-in forgets its contacts, notes and log. */
    reset() {
      arrivals.clear();
      hubspot.contacts.clear();
      hubspot.notes.clear();
      hubspot.requests.length = 0;
    },
  };
}

export type LeadRow = {
  shortId: string;
  email: string;
  scanState: 'reading' | 'read' | 'failed' | null;
  crm: { state: 'queued' | 'sending' | 'synced' | 'failed'; error: string | null } | null;
};

/** The company's leads of one event (owners' list), all pages. */
export async function leadsOf(server: ServerHandle, owner: Phone, company: string, event: string) {
  const rows: LeadRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await call<{ items: LeadRow[]; total: number }>(
      server,
      owner,
      'GET',
      `/api/v1/companies/${company}/leads?event=${event}&limit=100&offset=${offset}`,
    );
    rows.push(...page.items);
    if (rows.length >= page.total || page.items.length === 0) return rows;
  }
}

/** A lead is settled once read (or failed) and in the CRM (or refused by it). */
export const settled = (l: LeadRow) =>
  l.scanState !== 'reading' && (l.crm?.state === 'synced' || l.crm?.state === 'failed');
