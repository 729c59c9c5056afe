// Capture (issue 31): a salesperson's paper card photos and scanned codes become leads at once. A photo's lead
// is made with scanState 'reading' and its reading queued (reading.ts); a code's lead is made with what the code
// holds (a Dynacard link: the card's holder, as saving a contact does). Each capture may carry the app's own key
// (`clientKey`): the same key again answers the lead made the first time, also when two arrive at once (the
// unique index decides, and the loser's photos are deleted again).
import { cards, companies, type Lead, leadReadings, leads, memberships, type User, users } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { translate } from '@shared/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { findMembership } from '../companies';
import { type ProfileCard, resolvePublicProfile } from '../profiles';
import { publishLeadChange } from './access';
import { type CardFields, parseScannedCode } from './card-reader-port';
import { eventFor } from './lead-events';
import { deletePhotos, storePhotos } from './photos';

/** How far back a capture's own time may lie (an offline queue sent days later). */
const CAPTURED_BACK_MS = 30 * 24 * 60 * 60_000;

export type CaptureExtras = {
  note?: string;
  tags?: string[];
  event?: string;
  company?: string;
  consent?: boolean;
  clientKey?: string;
  capturedAt?: number;
};

/** Tags trimmed, without repeats (any case), at most LEAD_TAGS_MAX. */
export function cleanTags(tags: string[]) {
  const out: string[] = [];
  for (const tag of tags) {
    const clean = tag.replace(/\s+/g, ' ').trim();
    if (clean && !out.some((t) => t.toLowerCase() === clean.toLowerCase())) out.push(clean);
  }
  return out;
}

/** A form's comma-separated tags. */
export function tagsOfForm(value: string | undefined) {
  const tags = cleanTags((value ?? '').split(','));
  if (tags.length > 10 || tags.some((t) => t.length > 40)) throw invalid('tags', 'invalidLeadTags');
  return tags;
}

/** The sentence the salesperson confirmed ("the visitor agreed"), in the language they read it in. */
export const salespersonConsent = (lang: Lang) => translate(lang, 'app', 'captureConsentSentence');

/**
 * The company and the event of a capture: the event's company (one the capturer belongs to); else the company
 * named; else the first company the capturer's card shows; else none (a private lead).
 */
export async function placementOf(deps: Deps, user: User, extras: CaptureExtras) {
  let companyId: number | null = null;
  if (extras.company) companyId = (await findMembership(deps, user.id, extras.company)).company.id;
  if (extras.event) {
    const event = await eventFor(deps, user.id, extras.event, companyId);
    return { companyId: event.companyId, eventId: event.id };
  }
  if (companyId !== null) return { companyId, eventId: null };
  const card = await resolvePublicProfile(deps, user.shortId).catch(() => null);
  return { companyId: card ? await companyIdOf(deps, card) : null, eventId: null };
}

/** The company a card shows first (its page's leads belong to it), or null. */
export async function companyIdOf(deps: Deps, card: ProfileCard) {
  const shown = card.view.companies[0];
  if (!shown) return null;
  const [row] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.shortId, shown.shortId));
  return row?.id ?? null;
}

/** The lead a capture with this key made, or null. */
export async function leadOfKey(deps: Deps, userId: number, clientKey: string | undefined) {
  if (!clientKey) return null;
  const [lead] = await deps.db
    .select()
    .from(leads)
    .where(and(eq(leads.holderUserId, userId), eq(leads.clientKey, clientKey)));
  return lead ?? null;
}

export type CapturedFields = {
  fullName: string;
  title: string;
  company: string;
  email: string;
  phone: string;
  web: string;
  address: string;
};

const line = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A reader's or a code's fields as a lead keeps them: one line each, bounded, the first phone and email. */
export function capturedFields(fields: CardFields): CapturedFields {
  const email = fields.emails.map((e) => line(e, 254).toLowerCase()).find((e) => EMAIL.test(e)) ?? '';
  const phone =
    fields.phones
      .map((p) => line(p.replace(/[^+0-9 ()./-]/g, ''), 40))
      .find((p) => /\d{5}/.test(p.replace(/\D/g, ''))) ?? '';
  return {
    fullName: line(fields.fullName, 100),
    title: line(fields.title, 100),
    company: line(fields.company, 100),
    email,
    phone,
    web: line(fields.web, 200),
    address: line(fields.address, 300),
  };
}

type NewLead = CapturedFields & {
  origin: Lead['origin'];
  scanState: Lead['scanState'];
  scannedText: string;
};

/**
 * Inserts a captured lead: the holder's count and the insert are one statement (the limit holds under parallel
 * captures), and a key already used inserts nothing. With `reading`, the reading's job is queued in the same
 * batch. Answers the new lead, or null when none was made (the key's lead exists, or the list is full).
 */
async function insertCaptured(
  deps: Deps,
  user: User,
  lang: Lang,
  extras: CaptureExtras,
  placement: { companyId: number | null; eventId: number | null },
  lead: NewLead,
  photoKeys: string[],
  id = shortId(),
) {
  const now = deps.clock.now();
  const at =
    extras.capturedAt && extras.capturedAt <= now && extras.capturedAt >= now - CAPTURED_BACK_MS
      ? Math.floor(extras.capturedAt)
      : now;
  const consent = extras.consent
    ? { text: salespersonConsent(lang), at, way: 'salesperson' as const }
    : { text: '', at: null, way: null };
  const insert = sql`
    insert into ${leads} (short_id, holder_user_id, full_name, email, phone, company, note, lang, created_at, read_at,
      company_id, origin, title, web, address, tags, event_id, scan_state, photo_keys, scanned_text, client_key,
      consent_text, consent_at, consent_way, version, updated_at)
    select ${id}, ${user.id}, ${lead.fullName}, ${lead.email}, ${lead.phone}, ${lead.company}, ${(extras.note ?? '').trim()},
      ${lang}, ${at}, ${now}, ${placement.companyId}, ${lead.origin}, ${lead.title}, ${lead.web}, ${lead.address},
      ${JSON.stringify(cleanTags(extras.tags ?? []))}, ${placement.eventId}, ${lead.scanState}, ${JSON.stringify(photoKeys)},
      ${lead.scannedText}, ${extras.clientKey ?? null}, ${consent.text}, ${consent.at}, ${consent.way}, 1, ${now}
    where (select count(*) from ${leads} where holder_user_id = ${user.id}) < ${LIMITS.leads}
    on conflict (holder_user_id, client_key) do nothing`;
  const queued = sql`insert into ${leadReadings} (lead_id, attempts, created_at)
    select id, 0, ${now} from ${leads} where short_id = ${id} and scan_state = 'reading'`;
  await deps.db.batch([deps.db.run(insert), deps.db.run(queued)]);
  const [made] = await deps.db.select().from(leads).where(eq(leads.shortId, id));
  return made ?? null;
}

/** After an insert that made nothing: the key's lead (the first capture of it), else the list is full (409). */
async function existingOrFull(deps: Deps, user: User, clientKey: string | undefined) {
  const existing = await leadOfKey(deps, user.id, clientKey);
  if (existing) return existing;
  throw new AppError('CONFLICT', 'captureLimit', { params: { limit: LIMITS.leads } });
}

export type Captured = { lead: Lead; created: boolean };

/**
 * A paper card: its photos (already checked and made smaller, photos.ts) stored, its lead made at once with
 * scanState 'reading'. The reading runs later in the background (reading.ts), never in this request.
 */
export async function captureCard(
  deps: Deps,
  user: User,
  lang: Lang,
  extras: CaptureExtras,
  photos: Uint8Array[],
): Promise<Captured> {
  const placement = await placementOf(deps, user, extras);
  const id = shortId();
  const keys = await storePhotos(deps, id, photos);
  const fields: NewLead = {
    ...capturedFields({ fullName: '', title: '', company: '', phones: [], emails: [], web: '', address: '' }),
    origin: 'paper-card',
    scanState: 'reading',
    scannedText: '',
  };
  const made = await insertCaptured(deps, user, lang, extras, placement, fields, keys, id).catch(
    async (error) => {
      await deletePhotos(deps, keys);
      throw error;
    },
  );
  if (!made) {
    // Another request with the same key won the race, or the list is full: these photos are not kept.
    await deletePhotos(deps, keys);
    return { lead: await existingOrFull(deps, user, extras.clientKey), created: false };
  }
  await publishLeadChange(deps, made);
  return { lead: made, created: true };
}

/** The card a link of ours opens: a profile (/p/{id}) or a metal card (/c/{id}, active and held). */
async function cardOfLink(deps: Deps, id: string): Promise<ProfileCard> {
  const [metal] = await deps.db
    .select({ status: cards.status, userShortId: users.shortId })
    .from(cards)
    .leftJoin(memberships, eq(memberships.id, cards.holderMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(cards.shortId, id));
  if (metal) {
    if (metal.status !== 'active' || !metal.userShortId) throw notFound();
    return resolvePublicProfile(deps, metal.userShortId);
  }
  return resolvePublicProfile(deps, id);
}

/** What a Dynacard's page shows of its holder, as a lead's fields (the public view: hidden details stay hidden). */
function fieldsOfCard(card: ProfileCard): CardFields {
  const { view } = card;
  const first = view.companies[0];
  const colleague = first?.colleague;
  const street = first ? [first.street, [first.zipcode, first.city].filter(Boolean).join(' ')] : [];
  return {
    fullName: view.fullName,
    title: colleague?.jobTitle || view.description,
    company: first?.name ?? '',
    phones: [view.phone, colleague?.workPhone ?? '', first?.phone ?? ''].filter(Boolean),
    emails: [view.email, colleague?.workEmail ?? '', first?.email ?? ''].filter(Boolean),
    web: first?.websiteUrl || view.url,
    address: street.filter(Boolean).join(', '),
  };
}

const ORIGIN_OF_CODE = {
  vcard: 'badge',
  mecard: 'badge',
  dynacard: 'dynacard',
  email: 'address',
  phone: 'address',
  web: 'address',
  text: 'address',
} as const;

/** A scanned code: its lead made at once with what it holds (422 when it holds nothing to reach anyone by). */
export async function captureCode(
  deps: Deps,
  user: User,
  lang: Lang,
  text: string,
  extras: CaptureExtras,
): Promise<Captured> {
  let code: ReturnType<typeof parseScannedCode>;
  try {
    code = parseScannedCode(text, [deps.config.publicUrl]);
  } catch {
    throw invalid('text', 'invalidLeadCode');
  }
  const fields =
    code.kind === 'dynacard' && code.cardShortId
      ? fieldsOfCard(await cardOfLink(deps, code.cardShortId))
      : code.fields;
  const captured = capturedFields(fields);
  if (!captured.fullName && !captured.email && !captured.phone && !captured.company && !captured.web) {
    throw invalid('text', 'leadCodeEmpty');
  }
  const placement = await placementOf(deps, user, extras);
  const made = await insertCaptured(
    deps,
    user,
    lang,
    extras,
    placement,
    {
      ...captured,
      origin: ORIGIN_OF_CODE[code.kind],
      scanState: null,
      scannedText: text.trim().slice(0, 4096),
    },
    [],
  );
  if (!made) return { lead: await existingOrFull(deps, user, extras.clientKey), created: false };
  await publishLeadChange(deps, made);
  return { lead: made, created: true };
}
