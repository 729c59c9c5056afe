// A company's side of the leads (issue 31): events its owners name, the owners' list of the company's leads, a
// colleague's own list, edits, photos and erasure — and every id of another company answering 404.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { leads, memberships, type User } from '@db/schema';
import type { LeadErasure, LeadEventItem, LeadItem, LeadPage } from '@shared/types/leads';
import { and, eq } from 'drizzle-orm';
import { getSchemaValidator } from 'elysia';
import { SEED_PASSWORD, seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { EnvelopeOf } from '../../platform/envelope';
import { answeringReader, cardJpeg, postCode, postScan, storedLeadPhotos } from './capture-kit';
import { useCardReader } from './card-reader-port';
import { cardsReadIdle } from './reading';
import { LeadPageData } from './response-schemas';
import { type Client, leave } from './test-kit';

let t: TestApp;
let owner: User;
let colleague: User;
let outsider: User;
let ownerC: Client;
let colleagueC: Client;
let outsiderC: Client;
let company: Awaited<ReturnType<typeof seedCompany>>;
let other: Awaited<ReturnType<typeof seedCompany>>;
let photo: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  useCardReader(t.deps, answeringReader());
  owner = await seedUser(t, { fullName: 'Olga Owner' });
  colleague = await seedUser(t, { fullName: 'Carl Colleague' });
  outsider = await seedUser(t, { fullName: 'Otto Outsider' });
  company = await seedCompany(t, { ownerId: owner.id, name: 'Nordvik Bygg AB' });
  await seedMember(t, { companyId: company.id, userId: colleague.id });
  other = await seedCompany(t, { ownerId: outsider.id, name: 'Other AB' });
  ownerC = await signIn(t, owner);
  colleagueC = await signIn(t, colleague);
  outsiderC = await signIn(t, outsider);
  photo = await cardJpeg(1600, 1000);
});
afterAll(() => t.close());

const events = (_c?: Client, co = company.shortId) => `/api/v1/companies/${co}/lead-events`;
const companyLeads = (c: Client, query = '', co = company.shortId) =>
  c.get<LeadPage>(`/api/v1/companies/${co}/leads${query}`);

let elmia: LeadEventItem;
let otherEvent: LeadEventItem;

describe('events', () => {
  test('owners name them; a name once per company; colleagues list but do not name; outsiders 404', async () => {
    const made = await ownerC.post<LeadEventItem>(events(ownerC), { name: '  Elmia   2027 ' });
    expect(made.status).toBe(201);
    elmia = made.body.data;
    expect(elmia).toMatchObject({
      name: 'Elmia 2027',
      company: { shortId: company.shortId, name: 'Nordvik Bygg AB' },
    });
    expect((await ownerC.post(events(ownerC), { name: 'Elmia 2027' })).status).toBe(409);
    expect((await ownerC.post(events(ownerC), { name: '' })).status).toBe(422);
    expect((await colleagueC.post(events(colleagueC), { name: 'Mine' })).status).toBe(403);
    expect((await outsiderC.post(events(outsiderC), { name: 'Takeover' })).status).toBe(404);
    expect((await outsiderC.get(events(outsiderC))).status).toBe(404);
    const listed = await colleagueC.get<LeadEventItem[]>(events(colleagueC));
    expect(listed.body.data.map((e) => e.name)).toEqual(['Elmia 2027']);
    otherEvent = (
      await outsiderC.post<LeadEventItem>(events(outsiderC, other.shortId), { name: 'Other fair' })
    ).body.data;
    // The scanner's list: every company I belong to.
    const mine = await colleagueC.get<LeadEventItem[]>('/api/v1/lead-events');
    expect(mine.body.data.map((e) => e.shortId)).toEqual([elmia.shortId]);
    // Another company's event cannot be renamed or deleted through mine, nor mine by them.
    expect((await outsiderC.patch(`${events(outsiderC)}/${elmia.shortId}`, { name: 'x' })).status).toBe(404);
    expect((await ownerC.delete(`${events(ownerC)}/${otherEvent.shortId}`)).status).toBe(404);
    const renamed = await ownerC.patch<LeadEventItem>(`${events(ownerC)}/${elmia.shortId}`, {
      name: 'Elmia 2027 Jönköping',
    });
    expect(renamed.body.data.name).toBe('Elmia 2027 Jönköping');
  });
});

describe('captures belong to the company', () => {
  let scanned: LeadItem;
  test('a colleague’s capture at the company’s event is the company’s; another company’s event 404', async () => {
    const res = await postScan(
      colleagueC,
      { front: photo },
      { event: elmia.shortId, tags: 'Tak', consent: 'true' },
    );
    expect(res.status).toBe(202);
    scanned = res.body.data;
    expect(scanned).toMatchObject({
      event: { shortId: elmia.shortId, name: 'Elmia 2027 Jönköping' },
      belongsTo: { shortId: company.shortId },
    });
    await cardsReadIdle(t.deps);
    expect((await postScan(colleagueC, { front: photo }, { event: otherEvent.shortId })).status).toBe(404);
    expect((await postCode(colleagueC, 'mailto:a@b.se', { event: otherEvent.shortId })).status).toBe(404);
    expect((await postCode(colleagueC, 'mailto:a@b.se', { company: other.shortId })).status).toBe(404);
    const code = await postCode(colleagueC, 'mailto:buyer@example.com', {
      company: company.shortId,
      tags: ['Fönster'],
    });
    expect(code.body.data.belongsTo?.shortId).toBe(company.shortId);
    // Left on the owner's card page, which shows the company: the company's too.
    const ownerSession = await signIn(t, owner);
    await ownerSession.get('/api/v1/profiles');
    expect((await leave(t, t.client(), owner.shortId)).status).toBe(201);
  });

  test('the owner’s list has every lead of the company, searched and filtered; a colleague sees their own', async () => {
    const all = await companyLeads(ownerC);
    expect(all.status).toBe(200);
    expect(getSchemaValidator(EnvelopeOf(LeadPageData)).Check(all.body)).toBe(true);
    expect(all.body.data.items.map((l) => l.origin).sort()).toEqual(['address', 'card-page', 'paper-card']);
    expect(all.body.data).toMatchObject({ total: 3, matched: 3, labels: ['Fönster', 'Tak'] });
    expect(all.body.data.people.map((p) => p.fullName)).toEqual(['Carl Colleague', 'Olga Owner']);
    expect(all.body.data.events.map((e) => e.name)).toEqual(['Elmia 2027 Jönköping']);
    const byEvent = await companyLeads(ownerC, `?event=${elmia.shortId}`);
    expect(byEvent.body.data.items.map((l) => l.origin)).toEqual(['paper-card']);
    expect(byEvent.body.data.matched).toBe(1);
    expect((await companyLeads(ownerC, '?tag=F%C3%B6nster')).body.data.items.map((l) => l.email)).toEqual([
      'buyer@example.com',
    ]);
    expect((await companyLeads(ownerC, '?origin=card-page')).body.data.items.map((l) => l.fullName)).toEqual([
      'Anna Berg',
    ]);
    expect((await companyLeads(ownerC, `?person=${colleague.shortId}`)).body.data.matched).toBe(2);
    expect((await companyLeads(ownerC, '?q=BUYER')).body.data.items.map((l) => l.email)).toEqual([
      'buyer@example.com',
    ]);
    expect((await companyLeads(ownerC, '?q=roof')).body.data.items.map((l) => l.fullName)).toEqual([
      'Anna Berg',
    ]);
    expect((await companyLeads(ownerC, '?q=100%25')).body.data.matched).toBe(0);
    expect((await companyLeads(ownerC, '?origin=fax')).status).toBe(422);
    expect((await companyLeads(colleagueC)).status).toBe(403);
    expect((await companyLeads(outsiderC)).status).toBe(404);
    const own = await colleagueC.get<LeadPage>('/api/v1/leads?q=buyer');
    expect(own.body.data).toMatchObject({ total: 2, matched: 1 });
  });

  test('edits bump the version; an owner edits the company’s leads; an outsider gets 404 for lead, photo and event', async () => {
    const url = `/api/v1/leads/${scanned.shortId}`;
    const edited = await ownerC.patch<LeadItem>(url, {
      followUp: 'contacted',
      title: ' Inköpschef ',
      tags: ['Tak', 'tak', 'Offert'],
      event: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      followUp: 'contacted',
      title: 'Inköpschef',
      tags: ['Tak', 'Offert'],
      event: null,
    });
    expect(edited.body.data.version).toBe(scanned.version + 2);
    expect(edited.body.data.updatedAt).toBe(t.clock.now());
    // Nothing changed: the version stays.
    const same = await colleagueC.patch<LeadItem>(url, { followUp: 'contacted' });
    expect(same.body.data.version).toBe(edited.body.data.version);
    expect((await colleagueC.patch(url, { followUp: 'maybe' })).status).toBe(422);
    expect((await colleagueC.patch(url, { event: otherEvent.shortId })).status).toBe(404);
    expect((await colleagueC.patch<LeadItem>(url, { event: elmia.shortId })).body.data.event?.shortId).toBe(
      elmia.shortId,
    );
    for (const res of [
      await outsiderC.get(url),
      await outsiderC.patch(url, { followUp: 'won' }),
      await outsiderC.get(`${url}/photos/1`),
      await outsiderC.delete(url),
      await outsiderC.get(`${url}/vcard`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await t.client().get(`${url}/photos/1`)).status).toBe(401);
    expect((await ownerC.get(`${url}/photos/1`)).status).toBe(200);
    expect((await colleagueC.get(`${url}/photos/2`)).status).toBe(404);
    expect((await colleagueC.get(`${url}/photos/3`)).status).toBe(404);
  });

  test('deleting an event keeps its leads, without it', async () => {
    expect((await ownerC.delete(`${events(ownerC)}/${elmia.shortId}`)).status).toBe(200);
    const lead = (await colleagueC.get<LeadItem>(`/api/v1/leads/${scanned.shortId}`)).body.data;
    expect(lead.event).toBeNull();
  });

  test('erasure on request: the lead and its photos go; the answer says the CRM’s record is not ours', async () => {
    const photos = storedLeadPhotos(t).filter((k) => k.startsWith(scanned.shortId));
    expect(photos.length).toBe(1);
    const res = await colleagueC.delete<LeadErasure>(`/api/v1/leads/${scanned.shortId}?erase=true`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The lead is erased, with its photos and its sync records');
    expect(res.body.data).toMatchObject({ photos: 1, syncRecords: 0, crmRecords: [] });
    expect(res.body.data.notice).toContain('is not ours to delete');
    expect(storedLeadPhotos(t).filter((k) => k.startsWith(scanned.shortId))).toEqual([]);
    expect((await colleagueC.delete(`/api/v1/leads/${scanned.shortId}?erase=true`)).status).toBe(404);
  });
});

describe('deletions around leads', () => {
  test('an account’s deletion deletes its leads’ photos; a company’s deletion keeps its leads, without it', async () => {
    const leaving = await seedUser(t);
    const session = await signIn(t, leaving);
    const lead = (await postScan(session, { front: photo })).body.data;
    await cardsReadIdle(t.deps);
    expect(storedLeadPhotos(t).some((k) => k.startsWith(lead.shortId))).toBe(true);
    expect((await session.delete('/api/v1/users/me', { password: SEED_PASSWORD })).status).toBe(200);
    expect(storedLeadPhotos(t).some((k) => k.startsWith(lead.shortId))).toBe(false);

    const kept = await postCode(colleagueC, 'mailto:kept@example.com', { company: company.shortId });
    expect(
      (await ownerC.delete(`/api/v1/companies/${company.shortId}`, { name: 'Nordvik Bygg AB' })).status,
    ).toBe(200);
    const [row] = await t.db.select().from(leads).where(eq(leads.shortId, kept.body.data.shortId));
    expect(row).toMatchObject({ companyId: null, eventId: null, holderUserId: colleague.id });
    expect(
      await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, colleague.id), eq(memberships.companyId, company.id))),
    ).toEqual([]);
  });
});
