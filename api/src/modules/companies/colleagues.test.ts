import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { files, memberships } from '@db/schema';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { colleague, company, insertMember, onDisk, pdfFile, person, upload } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Colleague = {
  id: string;
  state: string;
  isYou: boolean;
  user: { email: string | null };
  [k: string]: unknown;
};

/** A subscriber owner, their company, a subscriber colleague, and files of both on the colleague's profile. */
async function teamWithFiles() {
  const owner = await person(t, { subscriber: true });
  const c = await company(owner.c, { name: 'Team AB' });
  const mate = await colleague(t, c.shortId, { subscriber: true });
  const profilePath = `/api/v1/companies/${c.shortId}/colleagues/${mate.membership.shortId}/files`;
  await upload(mate.c, profilePath, pdfFile('own-cv.pdf'));
  await upload(owner.c, profilePath, pdfFile('by-owner.pdf'));
  return { owner, c, mate, base: `/api/v1/companies/${c.shortId}` };
}

const keysOf = async (t: TestApp, names: string[]) =>
  (await t.db.select().from(files).where(inArray(files.name, names))).map((f) => f.storageKey);

describe('the colleague profile', () => {
  test('the person edits their own profile and flags; an owner can too; another colleague cannot', async () => {
    const owner = await person(t);
    const c = await company(owner.c, { name: 'Profiled' });
    const mate = await colleague(t, c.shortId);
    const other = await colleague(t, c.shortId);
    const path = `/api/v1/companies/${c.shortId}/colleagues/${mate.membership.shortId}`;
    const fields = {
      jobTitle: 'Engineer',
      jobRole: 'Backend',
      workPhone: '+358 40 123 4567',
      workEmail: 'mate@work.example',
      about: 'Builds things.',
      socialLinks: { github: 'https://github.com/mate' },
      hidePersonal: true,
      hideAvatar: true,
      hideCompany: false,
      hideFromSearch: true,
    };
    const own = await mate.c.patch<Colleague>(path, fields);
    expect(own.status).toBe(200);
    expect(own.body.message).toBe('The colleague profile is saved');
    expect(own.body.data).toMatchObject({ ...fields, isYou: true, state: 'colleague' });
    expect((await owner.c.patch<Colleague>(path, { jobTitle: 'Lead' })).body.data.jobTitle).toBe('Lead');
    expect((await other.c.patch(path, { jobTitle: 'Intern' })).status).toBe(403);
    const bad = await mate.c.patch(path, { workEmail: 'nope' });
    expect(bad.body.errors[0]).toEqual({ message: 'Enter a valid email address', field: 'workEmail' });
    const stranger = await person(t);
    expect((await stranger.c.patch(path, { jobTitle: 'X' })).status).toBe(404);

    // owners see account emails, colleagues only their own
    const seenByOther = await other.c.get<Colleague[]>(`/api/v1/companies/${c.shortId}/colleagues`);
    expect(seenByOther.body.data.find((m) => m.id === mate.membership.shortId)!.user.email).toBeNull();
    expect(seenByOther.body.data.find((m) => m.isYou)!.user.email).toBe(other.user.email);
  });

  test('custom links only when the person is a subscriber, whoever edits', async () => {
    const owner = await person(t, { subscriber: true });
    const c = await company(owner.c, { name: 'Links AB' });
    const free = await colleague(t, c.shortId);
    const sub = await colleague(t, c.shortId, { subscriber: true });
    const links = [{ text: 'Portfolio', url: 'https://example.com' }];
    const base = `/api/v1/companies/${c.shortId}/colleagues`;
    const refused = await owner.c.patch(`${base}/${free.membership.shortId}`, { customLinks: links });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Custom links come with a subscription (Subscriptions in the menu)');
    expect((await sub.c.patch(`${base}/${sub.membership.shortId}`, { customLinks: links })).status).toBe(200);
  });
});

describe('leaving and removal', () => {
  test('a colleague leaves: their membership and every file on their profile go, from disk too', async () => {
    const { c, mate, base } = await teamWithFiles();
    const keys = await keysOf(t, ['own-cv.pdf', 'by-owner.pdf']);
    expect(keys.every((k) => onDisk(t, k))).toBe(true);
    const res = await mate.c.post(`${base}/leave`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You left the company');
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, mate.user.id))).toEqual([]);
    expect(await keysOf(t, ['own-cv.pdf', 'by-owner.pdf'])).toEqual([]);
    expect(keys.some((k) => onDisk(t, k))).toBe(false);
    expect((await mate.c.get(`/api/v1/companies/${c.shortId}`)).status).toBe(404);
  });

  test('an owner removes a colleague with their files; a colleague cannot remove anyone', async () => {
    const { owner, c, mate, base } = await teamWithFiles();
    const other = await colleague(t, c.shortId);
    expect((await other.c.delete(`${base}/colleagues/${mate.membership.shortId}`)).status).toBe(403);
    const keys = await keysOf(t, ['own-cv.pdf', 'by-owner.pdf']);
    const res = await owner.c.delete(`${base}/colleagues/${mate.membership.shortId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The colleague is removed');
    expect(keys.some((k) => onDisk(t, k))).toBe(false);
    expect((await owner.c.delete(`${base}/colleagues/${mate.membership.shortId}`)).status).toBe(404);
    // rejoining needs a new invitation
    expect((await mate.c.post(`${base}/invitation/accept`)).status).toBe(404);
  });

  test('the last owner cannot leave; with a second owner they can, and their uploads go', async () => {
    const { owner, c, mate, base } = await teamWithFiles();
    const [companyFile] = (await upload(owner.c, `${base}/files`, pdfFile('company.pdf'))).body.data;
    const last = await owner.c.post(`${base}/leave`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(
      'A company needs an owner: make someone else an owner first, or delete the company',
    );
    expect((await owner.c.post(`${base}/owners`, { membershipId: mate.membership.shortId })).status).toBe(
      200,
    );
    const keys = await keysOf(t, ['company.pdf', 'by-owner.pdf']);
    expect((await owner.c.post(`${base}/leave`)).status).toBe(200);
    expect(keys.some((k) => onDisk(t, k))).toBe(false);
    expect((await mate.c.get(`/uploads/companies/${c.shortId}/files/${companyFile.id}`)).status).toBe(404);
    expect((await t.db.select().from(files).where(eq(files.membershipId, mate.membership.id))).length).toBe(
      1,
    );
  });
});

describe('owners', () => {
  test('removing an owner deletes what they uploaded to the company; their own profile files stay', async () => {
    const { owner, mate, base } = await teamWithFiles();
    expect((await owner.c.post(`${base}/owners`, { membershipId: mate.membership.shortId })).status).toBe(
      200,
    );
    const [mateFile] = (await upload(mate.c, `${base}/files`, pdfFile('mate-company.pdf'))).body.data;
    const ownerMembership = (
      await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id))
    )[0];
    await upload(mate.c, `${base}/colleagues/${ownerMembership.shortId}/files`, pdfFile('on-owner.pdf'));
    const gone = await keysOf(t, ['mate-company.pdf', 'on-owner.pdf']);
    expect(gone).toHaveLength(2);

    const res = await owner.c.delete<Colleague[]>(`${base}/owners`, {
      membershipId: mate.membership.shortId,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The person is no longer an owner');
    expect(res.body.data.find((m) => m.id === mate.membership.shortId)!.state).toBe('colleague');
    expect(gone.some((k) => onDisk(t, k))).toBe(false);
    expect(await keysOf(t, ['mate-company.pdf', 'on-owner.pdf'])).toEqual([]);
    const onProfile = await t.db.select().from(files).where(eq(files.membershipId, mate.membership.id));
    expect(onProfile.map((f) => f.name)).toEqual(['own-cv.pdf', 'by-owner.pdf']);
    expect((await owner.c.get(`/uploads/companies/x/files/${mateFile.id}`)).status).toBe(404);
  });

  test('the rules: last owner stays, invited people and owners are refused, colleagues cannot', async () => {
    const owner = await person(t);
    const c = await company(owner.c, { name: 'Rules' });
    const base = `/api/v1/companies/${c.shortId}`;
    const [mine] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
    const last = await owner.c.delete(`${base}/owners`, { membershipId: mine.shortId });
    expect(last.status).toBe(409);
    const invitee = await person(t);
    const invited = await insertMember(t, c.shortId, invitee.user.id, 'invited');
    const pending = await owner.c.post(`${base}/owners`, { membershipId: invited.shortId });
    expect(pending.body.message).toBe('That person has not accepted the invitation yet');
    const already = await owner.c.post(`${base}/owners`, { membershipId: mine.shortId });
    expect(already.body.message).toBe('That person is already an owner');
    const mate = await colleague(t, c.shortId);
    const notOwner = await owner.c.delete(`${base}/owners`, { membershipId: mate.membership.shortId });
    expect(notOwner.body.message).toBe('That person is not an owner');
    expect((await mate.c.post(`${base}/owners`, { membershipId: mate.membership.shortId })).status).toBe(403);
    expect((await owner.c.post(`${base}/owners`, { membershipId: 'elsewhere' })).status).toBe(404);
  });
});

describe('GET /users/me/colleagues', () => {
  test('lists the people of every company I own, not of companies where I am a colleague', async () => {
    const me = await person(t, { subscriber: true });
    const mine1 = await company(me.c, { name: 'Mine One' });
    const mine2 = await company(me.c, { name: 'Mine Two' });
    const a = await colleague(t, mine1.shortId, { fullName: 'Alice A' });
    await insertMember(t, mine2.shortId, a.user.id);
    const theirs = await person(t);
    const foreign = await company(theirs.c, { name: 'Foreign' });
    await insertMember(t, foreign.shortId, me.user.id);
    await colleague(t, foreign.shortId, { fullName: 'Hidden H' });
    const res = await me.c.get<(Colleague & { company: { name: string }; user: { fullName: string } })[]>(
      '/api/v1/users/me/colleagues',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => [m.company.name, m.user.fullName, m.state]).sort()).toEqual(
      [
        ['Mine One', 'Alice A', 'colleague'],
        ['Mine One', me.user.fullName, 'owner'],
        ['Mine Two', 'Alice A', 'colleague'],
        ['Mine Two', me.user.fullName, 'owner'],
      ].sort(),
    );
    expect((await theirs.c.get<unknown[]>('/api/v1/users/me/colleagues')).body.data).toHaveLength(3);
  });
});
