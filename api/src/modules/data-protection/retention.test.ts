// A company's retention (issue 33) through HTTP: owners choose how long leads and view details are kept, the
// nightly job deletes what is older — that company's only — and the counts in the rollups stay.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { leads, viewDays, views } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { applyRetention, monthsBefore } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

async function companyWithPeople(name: string) {
  const owner = await seedUser(t, { fullName: `${name} Owner` });
  const mate = await seedUser(t, { fullName: `${name} Mate` });
  const company = await seedCompany(t, { ownerId: owner.id, name });
  await seedMember(t, { companyId: company.id, userId: mate.id });
  return { company, owner: await signIn(t, owner), mate: await signIn(t, mate), ownerId: owner.id };
}

/** A lead of the company and a view of one of its tags, `daysAgo` days ago; with the view's daily count. */
async function history(companyId: number, holderUserId: number, daysAgo: number) {
  const at = t.clock.now() - daysAgo * DAY;
  await t.db
    .insert(leads)
    .values({ shortId: shortId(), holderUserId, companyId, fullName: `Lead ${daysAgo}`, createdAt: at });
  await t.db.insert(views).values({
    targetType: 'dynatag',
    targetId: companyId * 1000,
    at,
    visitorHash: `h${daysAgo}`,
    isUnique: true,
    city: 'Umeå',
    companyId,
  });
  const day = new Date(at).toISOString().slice(0, 10);
  await t.db
    .insert(viewDays)
    .values({ targetType: 'dynatag', targetId: companyId * 1000, day, total: 1, unique: 1 });
}

describe('retention', () => {
  test('owners choose it; a colleague may read but not change it; outside the company it is 404; bad periods 422', async () => {
    const { company, owner, mate } = await companyWithPeople('Keep AB');
    const path = `/api/v1/companies/${company.shortId}/retention`;
    expect((await owner.get(path)).body.data).toEqual({ leadMonths: null, viewMonths: null });
    const saved = await owner.send('PUT', path, { leadMonths: 24, viewMonths: 6 });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Retention saved');
    expect((await mate.get(path)).body.data).toEqual({ leadMonths: 24, viewMonths: 6 });
    expect((await mate.send('PUT', path, { leadMonths: 1, viewMonths: 1 })).status).toBe(403);
    const stranger = await signIn(t, await seedUser(t));
    expect((await stranger.get(path)).status).toBe(404);
    for (const bad of [
      { leadMonths: 0, viewMonths: null },
      { leadMonths: 121, viewMonths: null },
      { leadMonths: 2.5, viewMonths: null },
    ]) {
      const refused = await owner.send('PUT', path, bad);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({ field: 'leadMonths' });
      expect(refused.body.errors[0].message).toBe(
        'Choose a number of whole months from 1 to 120, or keep until deleted',
      );
    }
    expect((await owner.get(path)).body.data).toEqual({ leadMonths: 24, viewMonths: 6 });
    // The change is in the company's audit log, with who made it.
    const audit = await owner.get<{ entries: { entity: string; action: string; actor: string }[] }>(
      `/api/v1/audit/companies/${company.shortId}`,
    );
    expect(audit.body.data.entries.filter((e) => e.entity === 'retention')).toEqual([
      expect.objectContaining({
        entity: 'retention',
        action: 'updated',
        actor: 'Keep AB Owner',
        via: 'session',
        details: { leadMonths: 24, viewMonths: 6 },
      }),
    ]);
  });

  test('the nightly job deletes older leads and view details of that company only; the counts stay', async () => {
    const kept = await companyWithPeople('Keeper AB');
    const trimmed = await companyWithPeople('Trim AB');
    for (const c of [kept, trimmed])
      for (const days of [10, 100, 400]) await history(c.company.id, c.ownerId, days);
    expect(
      (
        await trimmed.owner.send('PUT', `/api/v1/companies/${trimmed.company.shortId}/retention`, {
          leadMonths: 12,
          viewMonths: 3,
        })
      ).status,
    ).toBe(200);

    const result = await applyRetention(t.deps);
    expect(result).toMatchObject({ leads: 1, views: 2 });
    const leadNames = async (companyId: number) =>
      (await t.db.select().from(leads).where(eq(leads.companyId, companyId))).map((l) => l.fullName).sort();
    expect(await leadNames(trimmed.company.id)).toEqual(['Lead 10', 'Lead 100']);
    expect(await leadNames(kept.company.id)).toEqual(['Lead 10', 'Lead 100', 'Lead 400']);
    const viewHashes = async (companyId: number) =>
      (await t.db.select().from(views).where(eq(views.companyId, companyId)))
        .map((v) => v.visitorHash)
        .sort();
    expect(await viewHashes(trimmed.company.id)).toEqual(['h10']);
    expect(await viewHashes(kept.company.id)).toEqual(['h10', 'h100', 'h400']);
    // The counts of every day stay.
    const days = await t.db
      .select()
      .from(viewDays)
      .where(and(eq(viewDays.targetType, 'dynatag'), eq(viewDays.targetId, trimmed.company.id * 1000)));
    expect(days.map((d) => d.total)).toEqual([1, 1, 1]);
    // A second run finds nothing more.
    expect(await applyRetention(t.deps)).toMatchObject({ leads: 0, views: 0 });
  });

  test('a month is a calendar month; a day the earlier month lacks is its last', () => {
    expect(new Date(monthsBefore(Date.UTC(2027, 2, 31, 12), 1)).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(new Date(monthsBefore(Date.UTC(2027, 0, 15), 12)).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });
});
