// The demo's fair (issue 31): Nordvik Bygg AB's event "Elmia 2027", at which its people captured leads — a paper
// card read on the server (its photo kept, drawn here), one the reader could not read (typed by hand), a
// visitor's badge (a vCard code) and a Dynacard link. Found again by their capture keys, so a second run brings
// them back to this state instead of adding to them.
import { type Company, type Lead, leadEvents, leads, type User } from '@db/schema';
import { DAY_MS, HOUR_MS } from '@shared/constants';
import { translate } from '@shared/i18n';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';

export const DEMO_EVENT = 'Elmia 2027';

type DemoScan = {
  key: string;
  capturer: string;
  origin: Lead['origin'];
  scanState: Lead['scanState'];
  fullName: string;
  title: string;
  company: string;
  email: string;
  phone: string;
  web: string;
  address: string;
  note: string;
  tags: string[];
  followUp: Lead['followUp'];
  scannedText: string;
  /** The printed card the photo shows (paper cards). */
  printed?: string[];
  hoursAgo: number;
};

export const DEMO_SCANS: DemoScan[] = [
  {
    key: 'demo-elmia-paper-1',
    capturer: 'lina',
    origin: 'paper-card',
    scanState: 'read',
    fullName: 'Anna Lindqvist',
    title: 'Inköpschef',
    company: 'Nordic Steel AB',
    email: 'anna.lindqvist@nordicsteel.example',
    phone: '+46 36 123 45 67',
    web: 'www.nordicsteel.example',
    address: 'Industrigatan 4, 553 02 Jönköping',
    note: 'Vill ha offert på takbyte för tre lagerhallar, ring efter mässan.',
    tags: ['Tak', 'Offert'],
    followUp: 'contacted',
    scannedText:
      'Anna Lindqvist\nInköpschef\nNordic Steel AB\n+46 36 123 45 67\nanna.lindqvist@nordicsteel.example\nwww.nordicsteel.example\nIndustrigatan 4, 553 02 Jönköping',
    printed: [
      'Anna Lindqvist',
      'Inköpschef',
      'Nordic Steel AB',
      '+46 36 123 45 67',
      'anna.lindqvist@nordicsteel.example',
      'www.nordicsteel.example',
    ],
    hoursAgo: 26,
  },
  {
    key: 'demo-elmia-paper-2',
    capturer: 'omar',
    origin: 'paper-card',
    scanState: 'failed',
    fullName: 'Jukka Mäkinen',
    title: '',
    company: 'Rakennus Mäkinen Oy',
    email: '',
    phone: '+358 40 765 4321',
    web: '',
    address: '',
    note: 'Handskrivet kort, inte läsbart: uppgifterna inskrivna för hand.',
    tags: ['Fönster'],
    followUp: 'new',
    scannedText: '',
    printed: ['J. Mäkinen', 'Rakennus Mäkinen Oy', '+358 40 765 4321'],
    hoursAgo: 25,
  },
  {
    key: 'demo-elmia-badge-1',
    capturer: 'lina',
    origin: 'badge',
    scanState: null,
    fullName: 'Mikko Virtanen',
    title: 'Myyntijohtaja',
    company: 'Kone Oyj',
    email: 'mikko.virtanen@kone.example',
    phone: '+358 40 123 4567',
    web: '',
    address: '',
    note: 'Besöker Göteborg i maj.',
    tags: ['Hissar'],
    followUp: 'won',
    scannedText:
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mikko Virtanen\r\nORG:Kone Oyj\r\nTITLE:Myyntijohtaja\r\nTEL:+358 40 123 4567\r\nEMAIL:mikko.virtanen@kone.example\r\nEND:VCARD',
    hoursAgo: 24,
  },
  {
    key: 'demo-elmia-badge-2',
    capturer: 'omar',
    origin: 'badge',
    scanState: null,
    fullName: 'Sofia Ek',
    title: 'Fastighetschef',
    company: 'Brf Solgläntan',
    email: 'sofia.ek@solglantan.example',
    phone: '',
    web: '',
    address: '',
    note: '',
    tags: ['Tak'],
    followUp: 'lost',
    scannedText: 'MECARD:N:Ek,Sofia;EMAIL:sofia.ek@solglantan.example;ORG:Brf Solgläntan;;',
    hoursAgo: 23,
  },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A photo of a printed card, as a phone took it (≈1200 px JPEG, the size the app keeps). */
async function cardPhoto(lines: string[]) {
  const texts = lines
    .map(
      (line, i) =>
        `<text x="80" y="${170 + i * (i === 0 ? 0 : 80) + (i ? 60 : 0)}" font-family="sans-serif" font-size="${i === 0 ? 64 : 40}" ${i === 0 ? 'font-weight="bold"' : ''} fill="#1c2a39">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700">
    <rect width="1200" height="700" fill="#eef0ea"/><rect x="40" y="40" width="1120" height="620" rx="18" fill="#fff"/>
    <rect x="40" y="600" width="1120" height="60" fill="#2f6f5e"/>${texts}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
}

/** The event and its leads; answers how many leads. */
export async function seedScannedLeads(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  const nordvik = companyByName.get('Nordvik Bygg AB');
  if (!nordvik) return 0;
  const now = deps.clock.now();
  const [existingEvent] = await deps.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.companyId, nordvik.id), eq(leadEvents.name, DEMO_EVENT)));
  const event =
    existingEvent ??
    (
      await deps.db
        .insert(leadEvents)
        .values({ shortId: shortId(), companyId: nordvik.id, name: DEMO_EVENT, createdAt: now - 3 * DAY_MS })
        .returning()
    )[0];
  for (const demo of DEMO_SCANS) {
    const holder = userOf(demo.capturer);
    const at = now - demo.hoursAgo * HOUR_MS;
    const [existing] = await deps.db
      .select()
      .from(leads)
      .where(and(eq(leads.holderUserId, holder.id), eq(leads.clientKey, demo.key)));
    const id = existing?.shortId ?? shortId();
    const photoKeys = demo.printed ? [`leads/${id}/front.jpg`] : [];
    if (demo.printed) await deps.storage.put(photoKeys[0], await cardPhoto(demo.printed), 'image/jpeg');
    const row = {
      fullName: demo.fullName,
      title: demo.title,
      company: demo.company,
      email: demo.email,
      phone: demo.phone,
      web: demo.web,
      address: demo.address,
      note: demo.note,
      tags: demo.tags,
      origin: demo.origin,
      scanState: demo.scanState,
      scannedText: demo.scannedText,
      followUp: demo.followUp,
      photoKeys,
      companyId: nordvik.id,
      eventId: event.id,
      lang: holder.lang,
      consentText: translate(holder.lang, 'app', 'captureConsentSentence'),
      consentAt: at,
      consentWay: 'salesperson' as const,
      createdAt: at,
      readAt: at,
      updatedAt: at + HOUR_MS,
      version: demo.scanState === 'read' || demo.scanState === 'failed' ? 3 : 2,
    };
    if (existing) await deps.db.update(leads).set(row).where(eq(leads.id, existing.id));
    else
      await deps.db
        .insert(leads)
        .values({ ...row, shortId: id, holderUserId: holder.id, clientKey: demo.key });
  }
  return DEMO_SCANS.length;
}
