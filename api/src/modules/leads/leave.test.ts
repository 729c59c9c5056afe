import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { profiles, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { LiveEvent } from '../../platform/events';
import { leadsOf, leave, seedLeads, VISITOR } from './test-kit';

let t: TestApp;
let karin: User;

beforeAll(async () => {
  t = await createTestApp();
  karin = await seedUser(t, { fullName: 'Karin Ek', lang: 'sv', email: 'karin@example.com' });
});
afterAll(() => t.close());

describe('a visitor leaves their contact details', () => {
  test('kept for the holder, mailed to the holder in their language, a live event to the dashboard', async () => {
    const events: LiveEvent[] = [];
    const off = t.deps.events.subscribe(karin.id, { send: (e) => events.push(e), close: () => {} });
    const visitor = t.client({ lang: 'en' });
    const res = await leave(t, visitor, karin.shortId, {
      ...VISITOR,
      fullName: '  Anna   Berg ',
      email: 'Anna@Example.com',
      note: 'Line one\n<b>not markup</b>',
    });
    off();
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you! Karin Ek has received your contact details');
    expect(res.body.data).toBeNull();

    const [row] = await leadsOf(t, karin.id);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, karin.id));
    expect(row).toMatchObject({
      fullName: 'Anna Berg',
      email: 'anna@example.com',
      phone: '+46 70 123 45 67',
      company: 'Berg & Co',
      note: 'Line one\n<b>not markup</b>',
      lang: 'en',
      profileId: profile.id,
      readAt: null,
    });
    expect(events).toEqual([
      {
        service: 'global',
        actions: ['refetch-leads'],
        message: JSON.stringify({ lead: row.shortId, scanState: null, version: 1 }),
      },
    ]);
    // What the visitor agreed to, in their language, and how (issue 31); a private card's lead has no company.
    expect(row).toMatchObject({
      origin: 'card-page',
      consentWay: 'form',
      consentAt: t.clock.now(),
      consentText: 'Only Karin Ek receives them, by email and in their Dynacard contacts.',
      companyId: null,
      updatedAt: t.clock.now(),
    });

    const mail = await t.smtp.waitFor('karin@example.com');
    expect(mail.subject).toBe('Anna Berg har lämnat sina kontaktuppgifter på ditt kort');
    expect(mail.text).toContain('Hej Karin Ek,');
    expect(mail.text).toContain('E-post: anna@example.com');
    expect(mail.text).toContain('Företag: Berg & Co');
    expect(mail.text).toContain('http://localhost/dashboard/contacts/received');
    expect(mail.text).toContain('Line one\n<b>not markup</b>');
    expect(mail.html).toContain('cid:logo@dynacard');
    expect(mail.html).toContain('&lt;b&gt;not markup&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>not markup</b>');
    expect(mail.raw).toMatch(/^Reply-To: anna@example\.com/im);
  });

  test('on a profile link too; mails in English and Finnish follow the holder, not the visitor', async () => {
    for (const lang of ['en', 'fi'] as const) {
      const holder = await seedUser(t, {
        fullName: `Holder ${lang}`,
        lang,
        email: `holder-${lang}@example.com`,
      });
      const card = await t.client().get<{ shortId: string }>(`/api/v1/profiles/${holder.shortId}`);
      const res = await leave(t, t.client({ lang: 'sv' }), card.body.data.shortId, {
        fullName: 'Bo Ek',
        phone: '070-1',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(`Tack! Holder ${lang} har fått dina kontaktuppgifter`);
      const mail = await t.smtp.waitFor(`holder-${lang}@example.com`);
      expect(mail.subject).toBe(
        lang === 'en'
          ? 'Bo Ek left their contact details on your card'
          : 'Bo Ek jätti yhteystietonsa korttiisi',
      );
      // No email left: nothing to reply to.
      expect(mail.raw).not.toMatch(/^Reply-To:/im);
      expect((await leadsOf(t, holder.id))[0]).toMatchObject({
        fullName: 'Bo Ek',
        phone: '070-1',
        lang: 'sv',
      });
    }
  });

  test('unknown and invited (not activated) people have no card: 404, nothing kept', async () => {
    const invited = await seedUser(t, { status: 'invited' });
    for (const id of ['nosuchid00', invited.shortId]) {
      const res = await leave(t, t.client(), id);
      expect(res.status).toBe(404);
    }
    expect(await leadsOf(t, invited.id)).toEqual([]);
  });
});

describe('checks', () => {
  const bad = async (fields: Record<string, unknown>, lang = 'en') => {
    const before = (await leadsOf(t, karin.id)).length;
    const res = await leave(t, t.client({ lang }), karin.shortId, fields);
    expect(res.status).toBe(422);
    expect((await leadsOf(t, karin.id)).length).toBe(before);
    return res.body.errors[0];
  };

  test('every field at its edge, with the field and its message', async () => {
    expect(await bad({ ...VISITOR, fullName: '' })).toEqual({
      field: 'fullName',
      message: 'Enter your full name (at most 100 characters)',
    });
    expect(await bad({ ...VISITOR, fullName: '   ' })).toMatchObject({ field: 'fullName' });
    expect(await bad({ ...VISITOR, fullName: 'x'.repeat(101) })).toMatchObject({ field: 'fullName' });
    expect(await bad({ ...VISITOR, email: 'not-an-email' })).toEqual({
      field: 'email',
      message: 'Enter a valid email address',
    });
    expect(await bad({ ...VISITOR, phone: 'call me' })).toEqual({
      field: 'phone',
      message: 'Enter a valid phone number',
    });
    expect(await bad({ ...VISITOR, company: 'c'.repeat(101) })).toEqual({
      field: 'company',
      message: 'The company can be at most 100 characters',
    });
    expect(await bad({ ...VISITOR, note: 'n'.repeat(1001) })).toEqual({
      field: 'note',
      message: 'The note can be at most 1000 characters',
    });
    const edge = await leave(t, t.client(), karin.shortId, {
      fullName: 'x'.repeat(100),
      email: 'edge@example.com',
      company: 'c'.repeat(100),
      note: 'n'.repeat(1000),
    });
    expect(edge.status).toBe(201);
  });

  test('a name and a way to reach the visitor (email or phone) are needed; messages in the visitor language', async () => {
    expect(await bad({ fullName: 'Anna Berg', email: '', phone: '' }, 'sv')).toEqual({
      field: 'email',
      message: 'Ange en e-postadress eller ett telefonnummer',
    });
    expect(await bad({ fullName: 'Anna Berg' }, 'fi')).toEqual({
      field: 'email',
      message: 'Anna sähköpostiosoite tai puhelinnumero',
    });
    expect(
      (await leave(t, t.client(), karin.shortId, { fullName: 'Only Mail', email: 'm@example.com' })).status,
    ).toBe(201);
  });

  test('the human check is required and a solved challenge works once', async () => {
    const c = t.client({ lang: 'en' });
    const missing = await c.post(`/api/v1/profiles/${karin.shortId}/leads`, VISITOR);
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({
      field: 'altcha',
      message: 'Please confirm that you are not a robot',
    });
    const before = (await leadsOf(t, karin.id)).length;
    const forged = await leave(t, c, karin.shortId, VISITOR, btoa('{"number":1}'));
    expect(forged.status).toBe(422);
    expect(forged.body.errors[0]).toMatchObject({ field: 'altcha' });
    const payload = await t.solveAltcha();
    expect((await leave(t, c, karin.shortId, VISITOR, payload)).status).toBe(201);
    const replay = await leave(t, c, karin.shortId, VISITOR, payload);
    expect(replay.status).toBe(422);
    expect(replay.body.errors[0]).toMatchObject({ field: 'altcha' });
    expect((await leadsOf(t, karin.id)).length).toBe(before + 1);
  });
});

describe('rate limits', () => {
  test('30 an hour from one address, then 429 with Retry-After; the next hour it works again', async () => {
    const holder = await seedUser(t);
    const c = t.client();
    // The first 28 are counted straight into the limiter; the edge goes over HTTP.
    for (let i = 0; i < 28; i++) await t.deps.limiter.check('lead', c.ip);
    for (let i = 0; i < 2; i++) expect((await leave(t, c, holder.shortId)).status).toBe(201);
    const limited = await leave(t, c, holder.shortId);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect((await leadsOf(t, holder.id)).length).toBe(2);
    // Another address is not affected.
    expect((await leave(t, t.client(), holder.shortId)).status).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await leave(t, c, holder.shortId)).status).toBe(201);
  });

  test('120 an hour for one holder from any number of addresses, then 429; other holders are not affected', async () => {
    const holder = await seedUser(t);
    const other = await seedUser(t);
    // The first 119 are counted straight into the limiter; the edge goes over HTTP.
    for (let i = 0; i < 119; i++) await t.deps.limiter.checkAccount('lead', String(holder.id));
    expect((await leave(t, t.client(), holder.shortId)).status).toBe(201);
    const limited = await leave(t, t.client(), holder.shortId);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await leadsOf(t, holder.id)).length).toBe(1);
    expect((await leave(t, t.client(), other.shortId)).status).toBe(201);
  });
});

describe(`at most ${LIMITS.leads} leads per holder`, () => {
  test('the last one fits and the mail says the list is full; the next is refused and the visitor told', async () => {
    const holder = await seedUser(t, { fullName: 'Full Holder', lang: 'en', email: 'full@example.com' });
    await seedLeads(t, holder.id, LIMITS.leads - 1);
    const last = await leave(t, t.client(), holder.shortId);
    expect(last.status).toBe(201);
    const mail = await t.smtp.waitFor('full@example.com');
    expect(mail.text).toContain(`Your list of received contacts is now full (${LIMITS.leads})`);

    const over = await leave(t, t.client({ lang: 'en' }), holder.shortId);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'Full Holder cannot receive more contact details right now, so yours were not sent. Please reach them another way',
    );
    expect((await leadsOf(t, holder.id)).length).toBe(LIMITS.leads);
    // Deleting one makes room again.
    const [oldest] = await leadsOf(t, holder.id);
    const session = await signIn(t, holder);
    expect((await session.delete(`/api/v1/leads/${oldest.shortId}`)).status).toBe(200);
    expect((await leave(t, t.client(), holder.shortId)).status).toBe(201);
  });

  test('visitors at the same moment cannot pass the limit', async () => {
    const holder = await seedUser(t);
    await seedLeads(t, holder.id, LIMITS.leads - 2);
    const payloads = await Promise.all(Array.from({ length: 5 }, () => t.solveAltcha()));
    const answers = await Promise.all(
      payloads.map((altcha) => leave(t, t.client(), holder.shortId, VISITOR, altcha)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect((await leadsOf(t, holder.id)).length).toBe(LIMITS.leads);
  });
});

describe('when mail is down', () => {
  test('the lead is kept and the visitor thanked; the failure is logged', async () => {
    const down = await createTestApp(
      {},
      {
        mailer: {
          send: async () => {
            throw new Error('smtp down');
          },
        },
      },
    );
    try {
      const holder = await seedUser(down);
      const res = await leave(down, down.client(), holder.shortId);
      expect(res.status).toBe(201);
      expect(await leadsOf(down, holder.id)).toHaveLength(1);
      expect(down.log.lines.some((line) => line.includes('lead mail failed'))).toBe(true);
    } finally {
      await down.close();
    }
  });
});
