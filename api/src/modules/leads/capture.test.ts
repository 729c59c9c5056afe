import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { leadReadings, leads, type User } from '@db/schema';
import type { LeadItem, LeadPage } from '@shared/types/leads';
import { eq } from 'drizzle-orm';
import { getSchemaValidator } from 'elysia';
import sharp from 'sharp';
import { seedCompany, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pixelBombPng } from '../../../test/pixel-bomb';
import { EnvelopeOf } from '../../platform/envelope';
import type { LiveEvent } from '../../platform/events';
import {
  answeringReader,
  cardJpeg,
  hangingReader,
  postCode,
  postScan,
  storedLeadPhotos,
  throwingReader,
} from './capture-kit';
import { useCardReader } from './card-reader-port';
import { cardsReadIdle, readDueCards } from './reading';
import { LeadData } from './response-schemas';
import type { Client } from './test-kit';

let t: TestApp;
let sales: User;
let c: Client;
let reader: ReturnType<typeof answeringReader>;
let photo: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  reader = answeringReader();
  useCardReader(t.deps, reader);
  sales = await seedUser(t, { fullName: 'Sara Säljare', lang: 'sv' });
  c = await signIn(t, sales, { lang: 'sv' });
  photo = await cardJpeg();
});
afterAll(() => t.close());

const leadRow = async (shortId: string) =>
  (await t.db.select().from(leads).where(eq(leads.shortId, shortId)))[0];

describe('POST /leads/scans', () => {
  test('needs a session (401 before the photos are read)', async () => {
    expect((await postScan(t.client(), { front: photo })).status).toBe(401);
  });

  test('answers 202 with the lead at once, reading; the background reading fills it, tells the dashboard', async () => {
    const events: LiveEvent[] = [];
    const off = t.deps.events.subscribe(sales.id, { send: (e) => events.push(e), close: () => {} });
    const back = await cardJpeg(1000, 600);
    const res = await postScan(
      c,
      { front: photo, back },
      { note: 'Vill ha offert på tak', tags: 'Tak, Offert ,tak', consent: 'true', clientKey: 'scan-000001' },
    );
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Kortet är sparat och läses');
    expect(getSchemaValidator(EnvelopeOf(LeadData)).Check(res.body)).toBe(true);
    const lead = res.body.data;
    expect(lead).toMatchObject({
      origin: 'paper-card',
      scanState: 'reading',
      fullName: '',
      note: 'Vill ha offert på tak',
      tags: ['Tak', 'Offert'],
      capturedBy: { shortId: sales.shortId, fullName: 'Sara Säljare' },
      clientKey: 'scan-000001',
      consent: {
        way: 'salesperson',
        at: t.clock.now(),
        text: 'Besökaren godkände att kontaktuppgifterna sparas och används för att följa upp mötet.',
      },
      version: 1,
    });
    expect(lead.photos).toEqual([
      `/api/v1/leads/${lead.shortId}/photos/1`,
      `/api/v1/leads/${lead.shortId}/photos/2`,
    ]);
    // The smaller copy: a JPEG of at most 1200 px.
    const front = await c.get(lead.photos[0]);
    expect(front.status).toBe(200);
    expect(front.headers.get('content-type')).toBe('image/jpeg');
    expect(front.headers.get('cache-control')).toContain('private');
    const meta = await sharp(new Uint8Array(await front.response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);

    await cardsReadIdle(t.deps);
    off();
    const read = (await c.get<LeadItem>(`/api/v1/leads/${lead.shortId}`)).body.data;
    expect(read).toMatchObject({
      scanState: 'read',
      fullName: 'Anna Lindqvist',
      title: 'Försäljningschef',
      company: 'Nordic Steel AB',
      phone: '+46 70 123 45 67',
      email: 'anna.lindqvist@nordicsteel.se',
      web: 'www.nordicsteel.se',
      address: 'Industrigatan 4, 553 02 Jönköping',
      scannedText: 'Anna Lindqvist\nNordic Steel AB',
      note: 'Vill ha offert på tak',
      version: 2,
    });
    expect(reader.images.at(-1)?.length).toBe(2);
    expect(await t.db.select().from(leadReadings)).toEqual([]);
    expect(events.map((e) => JSON.parse(e.message ?? '{}').scanState)).toEqual(['reading', 'read']);
  });

  test('never overwrites a field the user typed while it was read', async () => {
    const res = await postScan(c, { front: photo });
    const { shortId } = res.body.data;
    // Typed before the reader got to it: the reader's name does not replace it; the empty fields fill.
    const typed = await c.patch<LeadItem>(`/api/v1/leads/${shortId}`, {
      fullName: 'Anna L.',
      phone: '070-1',
    });
    expect(typed.body.data.version).toBe(2);
    await cardsReadIdle(t.deps);
    const row = await leadRow(shortId);
    expect(row).toMatchObject({
      fullName: 'Anna L.',
      phone: '070-1',
      company: 'Nordic Steel AB',
      scanState: 'read',
      version: 3,
    });
  });

  test('the same clientKey twice, even at the same moment, is one lead; the other photos are not kept', async () => {
    const before = storedLeadPhotos(t).length;
    const [a, b] = await Promise.all([
      postScan(c, { front: photo }, { clientKey: 'same-key-0001' }),
      postScan(c, { front: photo }, { clientKey: 'same-key-0001' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 202]);
    expect(a.body.data.shortId).toBe(b.body.data.shortId);
    const again = await postScan(c, { front: photo }, { clientKey: 'same-key-0001' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Det här var redan sparat');
    expect(again.body.data.shortId).toBe(a.body.data.shortId);
    const rows = await t.db.select().from(leads).where(eq(leads.clientKey, 'same-key-0001'));
    expect(rows).toHaveLength(1);
    expect(storedLeadPhotos(t).length).toBe(before + 1);
    await cardsReadIdle(t.deps);
  });

  test('photos are checked by content: not an image 422, a pixel bomb 422, too large 413; nothing kept', async () => {
    const before = storedLeadPhotos(t).length;
    const count = (await t.db.select().from(leads)).length;
    const text = new Blob(['BEGIN:VCARD\nFN:Not a photo\nEND:VCARD'], { type: 'image/jpeg' });
    const notImage = await postScan(c, { front: text });
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors[0]).toMatchObject({ field: 'front' });
    const bomb = await postScan(c, { front: photo, back: new Blob([pixelBombPng()], { type: 'image/png' }) });
    expect(bomb.status).toBe(422);
    expect(bomb.body.errors[0]).toMatchObject({ field: 'back' });
    const big = new Uint8Array(13 * 1024 * 1024);
    big.set(photo);
    const tooLarge = await postScan(c, { front: big });
    expect(tooLarge.status).toBe(413);
    // Over the route's own body limit (two photos and the fields): refused while the body is read.
    const huge = await postScan(c, { front: big, back: big });
    expect(huge.status).toBe(413);
    expect(storedLeadPhotos(t).length).toBe(before);
    expect((await t.db.select().from(leads)).length).toBe(count);
  });

  test('a reader that throws, or hangs, leaves the lead failed with its photo kept', async () => {
    useCardReader(t.deps, throwingReader());
    const broken = (await postScan(c, { front: photo })).body.data;
    await cardsReadIdle(t.deps);
    expect(await leadRow(broken.shortId)).toMatchObject({ scanState: 'failed', fullName: '', version: 2 });
    expect((await c.get(broken.photos[0])).status).toBe(200);

    useCardReader(t.deps, hangingReader(), 200);
    const hung = (await postScan(c, { front: photo })).body.data;
    await cardsReadIdle(t.deps);
    expect(await leadRow(hung.shortId)).toMatchObject({ scanState: 'failed' });
    expect(t.log.lines.some((l) => l.includes('could not be read') && l.includes('timed out'))).toBe(true);
    useCardReader(t.deps, reader);
  });

  test('a card whose reading stopped its instance is taken over when the claim runs out, three times at most', async () => {
    useCardReader(t.deps, hangingReader(), 50);
    const lead = (await postScan(c, { front: photo })).body.data;
    await cardsReadIdle(t.deps);
    expect((await leadRow(lead.shortId)).scanState).toBe('failed');
    // A claim left by a stopped instance: the card still reading, its row claimed for another minute.
    useCardReader(t.deps, reader);
    const left = (await postCode(c, 'mailto:left@example.com')).body.data;
    const [row] = await t.db
      .update(leads)
      .set({
        scanState: 'reading',
        photoKeys: lead.photos.map((_, i) => `leads/${lead.shortId}/${i ? 'back' : 'front'}.jpg`),
      })
      .where(eq(leads.shortId, left.shortId))
      .returning();
    await t.db.insert(leadReadings).values({
      leadId: row.id,
      attempts: 1,
      claimedUntil: t.clock.now() + 60_000,
      createdAt: t.clock.now(),
    });
    expect(await readDueCards(t.deps)).toBe(0);
    expect((await leadRow(left.shortId)).scanState).toBe('reading');
    t.clock.advance(3 * 60_000);
    expect(await readDueCards(t.deps)).toBe(1);
    expect(await leadRow(left.shortId)).toMatchObject({ scanState: 'read', fullName: 'Anna Lindqvist' });
    // Claimed three times already (it stopped its instance each time): not tried a fourth.
    await t.db.update(leads).set({ scanState: 'reading' }).where(eq(leads.id, row.id));
    await t.db.insert(leadReadings).values({ leadId: row.id, attempts: 3, createdAt: t.clock.now() });
    const reads = reader.reads;
    expect(await readDueCards(t.deps)).toBe(1);
    expect((await leadRow(left.shortId)).scanState).toBe('failed');
    expect(reader.reads).toBe(reads);
  });
});

describe('POST /leads/codes', () => {
  test('a badge’s vCard becomes a lead with what it holds', async () => {
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Virtanen;Mikko;;;',
      'FN:Mikko Virtanen',
      'ORG:Kone Oyj;Sales',
      'TITLE:Myyntijohtaja',
      'TEL;TYPE=CELL:+358 40 123 4567',
      'EMAIL:Mikko.Virtanen@kone.fi',
      'URL:https://www.kone.fi',
      'ADR;TYPE=WORK:;;Keilasatama 3;Espoo;;02150;Finland',
      'END:VCARD',
    ].join('\r\n');
    const res = await postCode(c, vcard, { tags: ['Elmia'], consent: true, clientKey: 'code-000001' });
    expect(res.status).toBe(201);
    expect(getSchemaValidator(EnvelopeOf(LeadData)).Check(res.body)).toBe(true);
    expect(res.body.data).toMatchObject({
      origin: 'badge',
      scanState: null,
      fullName: 'Mikko Virtanen',
      company: 'Kone Oyj',
      title: 'Myyntijohtaja',
      phone: '+358 40 1234567',
      email: 'mikko.virtanen@kone.fi',
      web: 'https://www.kone.fi',
      address: 'Keilasatama 3, 02150 Espoo, Finland',
      tags: ['Elmia'],
      scannedText: vcard,
      consent: { way: 'salesperson' },
    });
    const again = await postCode(c, vcard, { clientKey: 'code-000001' });
    expect(again.status).toBe(200);
    expect(again.body.data.shortId).toBe(res.body.data.shortId);
  });

  test('a MeCard, an email address and a phone; nothing to reach anyone by is 422; too long 422', async () => {
    const me = await postCode(c, 'MECARD:N:Berg,Anna;TEL:+46701234567;EMAIL:anna@berg.se;;');
    expect(me.body.data).toMatchObject({ origin: 'badge', fullName: 'Anna Berg', phone: '+46 70 123 45 67' });
    const mail = await postCode(c, 'mailto:info@example.com');
    expect(mail.body.data).toMatchObject({ origin: 'address', email: 'info@example.com', fullName: '' });
    const tel = await postCode(c, 'tel:+46 8 123 456');
    expect(tel.body.data).toMatchObject({ origin: 'address', phone: '+46 8 12 34 56' });
    const nothing = await postCode(c, 'BEGIN:VCARD\nVERSION:3.0\nEND:VCARD');
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe(
      'Koden innehåller inget namn, ingen e-post, telefon eller adress att spara',
    );
    const long = await postCode(c, 'x'.repeat(4097));
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('Koden kunde inte läsas som kontaktuppgifter');
  });

  test('a Dynacard link: the card’s holder becomes the lead; unknown or invited people 404', async () => {
    const holder = await seedUser(t, { fullName: 'Henrik Holder' });
    const owner = await seedUser(t);
    const company = await seedCompany(t, {
      ownerId: owner.id,
      name: 'Holder & Co',
      websiteUrl: 'https://holder.co',
    });
    const { seedMember } = await import('../../../test/factories');
    await seedMember(t, {
      companyId: company.id,
      userId: holder.id,
      jobTitle: 'Inköpare',
      workEmail: 'henrik@holder.co',
    });
    // The card shows the company (its profile lists the membership), as the dashboard sets it.
    const holderSession = await signIn(t, holder);
    const profiles = await holderSession.get<{ shortId: string }[]>('/api/v1/profiles');
    expect(profiles.status).toBe(200);
    const res = await postCode(c, `http://localhost/p/${holder.shortId}?s=q`);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      origin: 'dynacard',
      fullName: 'Henrik Holder',
      company: 'Holder & Co',
      title: 'Inköpare',
      email: 'henrik@holder.co',
      web: 'https://holder.co',
    });
    expect((await postCode(c, 'http://localhost/p/nosuchcard1')).status).toBe(404);
    const invited = await seedUser(t, { status: 'invited' });
    expect((await postCode(c, `http://localhost/p/${invited.shortId}`)).status).toBe(404);
    expect((await postCode(c, 'http://localhost/c/nosuchcard1')).status).toBe(404);
  });

  test('a metal card’s link (/c/…): its holder; a disabled card 404', async () => {
    const { orderWithCards } = await import('../cards/test-kit');
    const { seedMember } = await import('../../../test/factories');
    const { cards } = await import('@db/schema');
    const owner = await seedUser(t, { fullName: 'Metal Owner' });
    const company = await seedCompany(t, { ownerId: owner.id, name: 'Metall AB' });
    const holder = await seedUser(t, { fullName: 'Maja Metall' });
    const member = await seedMember(t, { companyId: company.id, userId: holder.id });
    const made = await orderWithCards(t, company.id, owner.id, [{ recipient: member, quantity: 2 }]);
    const [active, lost] = made.cards;
    const res = await postCode(c, `http://localhost/c/${active.shortId}`);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ origin: 'dynacard', fullName: 'Maja Metall' });
    await t.db.update(cards).set({ status: 'disabled' }).where(eq(cards.id, lost.id));
    expect((await postCode(c, `http://localhost/c/${lost.shortId}`)).status).toBe(404);
  });

  test('the same key at the same moment is one lead', async () => {
    const [a, b] = await Promise.all([
      postCode(c, 'mailto:race@example.com', { clientKey: 'race-key-001' }),
      postCode(c, 'mailto:race@example.com', { clientKey: 'race-key-001' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.shortId).toBe(b.body.data.shortId);
    expect(await t.db.select().from(leads).where(eq(leads.clientKey, 'race-key-001'))).toHaveLength(1);
  });
});

describe('the flood', () => {
  test('1,000 posts from one account: 300 in the hour, then 429 with Retry-After, and nothing more changes', async () => {
    const flooder = await seedUser(t);
    const session = await signIn(t, flooder);
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, j) => postCode(session, `mailto:flood${i + j}@example.com`)),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(300);
    expect(statuses.filter((s) => s === 429)).toHaveLength(700);
    const mine = await session.get<LeadPage>('/api/v1/leads?limit=1');
    expect(mine.body.data.total).toBe(300);
    const refused = await postScan(session, { front: photo });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(storedLeadPhotos(t).some((k) => k.includes('flood'))).toBe(false);
    // Others are not affected.
    expect((await postCode(c, 'mailto:after-flood@example.com')).status).toBe(201);
  }, 60_000);
});
