import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, files, type Membership, memberships, profiles, type User, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { SUBSCRIBED, seedCompany, seedMember, seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { components, parseVcard } from '../../../test/vcard-parser';
import { shortId } from '../../platform/crypto';
import { setAvatar, setCover } from '../users/avatar';
import { imageFile } from '../users/test-fixtures';
import type { PublicProfile } from './public-view';

let t: TestApp;
let person: User;
let member: Membership;
let companyShortId: string;

const FLAGS = { hidePersonal: false, hideAvatar: false, hideCompany: false };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await seedUser(t, { subscriber: true });
  const company = await seedCompany(t, {
    ownerId: owner.id,
    name: 'Nordvik Bygg AB',
    websiteUrl: 'https://nordvik.example',
    phone: '+46 8 555 000',
    email: 'info@nordvik.example',
    color: '#0055aa',
    useColorInProfiles: true,
    street: 'Hamngatan 2',
    zipcode: '411 06',
    city: 'Göteborg',
    description: 'We build.',
    socialLinks: { linkedin: 'https://linkedin.example/nordvik' },
    customLinks: [{ text: 'Offer', url: 'https://nordvik.example/offer', color: '#ff0000' }],
  });
  companyShortId = company.shortId;
  person = await seedUser(t, { fullName: 'Erik Johansson', description: 'Sales manager', ...SUBSCRIBED });
  await setAvatar(t.deps, person, await imageFile('png', { width: 300, height: 300 }));
  member = await seedMember(t, {
    companyId: company.id,
    userId: person.id,
    jobTitle: 'Sales Manager',
    jobRole: 'Sales',
    workPhone: '+46 8 555 123',
    workEmail: 'erik@nordvik.example',
    about: 'Ask me about offers',
    socialLinks: { x: 'https://x.example/erik' },
    customLinks: [{ text: 'Book a meeting', url: 'https://cal.example/erik' }],
  });
  const now = t.clock.now();
  await t.db.insert(files).values([
    {
      shortId: shortId(),
      ownerUserId: owner.id,
      kind: 'company',
      storageKey: `k/${shortId()}`,
      name: 'price-list.pdf',
      mime: 'application/pdf',
      size: 10,
      companyId: company.id,
      createdAt: now,
    },
    {
      shortId: shortId(),
      ownerUserId: person.id,
      kind: 'membership',
      storageKey: `k/${shortId()}`,
      name: 'cv.pdf',
      mime: 'application/pdf',
      size: 20,
      membershipId: member.id,
      createdAt: now,
    },
  ]);
  // Creates the profile (with the company) and sets its personal fields.
  await t.client().get(`/api/v1/profiles/${person.shortId}`);
  await t.db
    .update(profiles)
    .set({ phone: '+46 70 999 88 77', email: 'erik@home.example' })
    .where(eq(profiles.userId, person.id));
});
afterAll(() => t.close());

async function withFlags(flags: Partial<typeof FLAGS>) {
  await t.db
    .update(memberships)
    .set({ ...FLAGS, ...flags })
    .where(eq(memberships.id, member.id));
  const view = (await t.client().get<PublicProfile>(`/api/v1/profiles/${person.shortId}`)).body.data;
  const res = await t.client().get(`/api/v1/profiles/${person.shortId}/vcard`);
  return { view, vcard: parseVcard(await res.response.text()), res };
}

describe('public view and vCard with no flags', () => {
  test('everything is shown', async () => {
    const { view, vcard, res } = await withFlags({});
    expect(view).toMatchObject({
      fullName: 'Erik Johansson',
      description: 'Sales manager',
      avatar: true,
      phone: '+46 70 999 88 77',
      email: 'erik@home.example',
    });
    expect(view.avatarPath).toStartWith(`/uploads/users/${person.shortId}/avatar?v=`);
    expect(view.url).toBe(`http://localhost/p/${view.shortId}`);
    const [company] = view.companies;
    expect(company).toMatchObject({
      shortId: companyShortId,
      name: 'Nordvik Bygg AB',
      color: '#0055aa',
      useColorInProfiles: true,
      websiteUrl: 'https://nordvik.example',
      phone: '+46 8 555 000',
      email: 'info@nordvik.example',
      street: 'Hamngatan 2',
      zipcode: '411 06',
      city: 'Göteborg',
      description: 'We build.',
      socialLinks: { linkedin: 'https://linkedin.example/nordvik' },
      colleague: {
        jobTitle: 'Sales Manager',
        jobRole: 'Sales',
        workPhone: '+46 8 555 123',
        workEmail: 'erik@nordvik.example',
        about: 'Ask me about offers',
        socialLinks: { x: 'https://x.example/erik' },
      },
    });
    expect(company.logoPath).toBe(`/uploads/companies/${companyShortId}/logo`);

    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('filename="Erik Johansson.vcf"');
    expect(vcard.version).toBe('3.0');
    expect(components(vcard.one('n')!)).toEqual(['Johansson', 'Erik', '', '', '']);
    expect(vcard.one('fn')).toBe('Erik Johansson');
    expect(vcard.one('org')).toBe('Nordvik Bygg AB');
    expect(vcard.one('title')).toBe('Sales Manager');
    expect(vcard.props.tel.map((p) => [p.value, p.types.includes('work') ? 'work' : 'cell'])).toEqual([
      ['+46 8 555 123', 'work'],
      ['+46 70 999 88 77', 'cell'],
      ['+46 8 555 000', 'work'],
    ]);
    expect(vcard.props.email.map((p) => [p.value, p.types.includes('work') ? 'work' : 'personal'])).toEqual([
      ['erik@nordvik.example', 'work'],
      ['erik@home.example', 'personal'],
      ['info@nordvik.example', 'work'],
    ]);
    expect(vcard.props.url.map((u) => u.value)).toEqual([
      'https://nordvik.example',
      'https://cal.example/erik',
      'https://nordvik.example/offer',
      `http://localhost/p/${person.shortId}`, // the card's address: the profile is the active one
    ]);
    expect(components(vcard.props.adr[0].value)).toEqual([
      '',
      '',
      'Hamngatan 2',
      'Göteborg',
      '',
      '411 06',
      '',
    ]);
    expect(vcard.one('note')).toBe('Sales manager');
    const photo = Buffer.from(vcard.one('photo')!, 'base64');
    expect((await sharp(photo).metadata()).format).toBe('jpeg');
  });

  test('vCard 4.0 on request, with the photo as a data URI', async () => {
    const res = await t.client().get(`/api/v1/profiles/${person.shortId}/vcard?version=4.0`);
    const card = parseVcard(await res.response.text());
    expect(card.version).toBe('4.0');
    expect(card.one('photo')).toStartWith('data:image/jpeg;base64,');
  });
});

describe('each visibility flag hides exactly its fields, in the view and the vCard', () => {
  test('hide personal: personal phone and email only', async () => {
    const { view, vcard } = await withFlags({ hidePersonal: true });
    expect([view.phone, view.email]).toEqual(['', '']);
    expect(view.avatar).toBe(true);
    expect(view.companies).toHaveLength(1);
    expect(vcard.props.tel.map((p) => p.value)).toEqual(['+46 8 555 123', '+46 8 555 000']);
    expect(vcard.props.email.map((p) => p.value)).toEqual(['erik@nordvik.example', 'info@nordvik.example']);
    expect(vcard.props.photo).toHaveLength(1);
    expect(vcard.one('org')).toBe('Nordvik Bygg AB');
  });

  test('hide avatar: the avatar only', async () => {
    const { view, vcard } = await withFlags({ hideAvatar: true });
    expect([view.avatar, view.avatarPath]).toEqual([false, null]);
    expect(view.phone).toBe('+46 70 999 88 77');
    expect(view.companies).toHaveLength(1);
    expect(vcard.props.photo).toBeUndefined();
    expect(vcard.props.tel).toHaveLength(3);
  });

  test('hide company: the company and its colleague details only', async () => {
    const { view, vcard } = await withFlags({ hideCompany: true });
    expect(view.companies).toEqual([]);
    expect([view.avatar, view.phone]).toEqual([true, '+46 70 999 88 77']);
    for (const name of ['org', 'title', 'adr']) expect(vcard.props[name]).toBeUndefined();
    expect(vcard.props.tel.map((p) => p.value)).toEqual(['+46 70 999 88 77']);
    expect(vcard.props.url.map((u) => u.value)).toEqual([`http://localhost/p/${person.shortId}`]);
    expect(vcard.props.photo).toHaveLength(1);
  });
});

describe('custom links and files', () => {
  test('shown while the profile owner is a subscriber', async () => {
    const { view } = await withFlags({});
    const [company] = view.companies;
    expect(company.customLinks).toEqual([
      { text: 'Offer', url: 'https://nordvik.example/offer', color: '#ff0000' },
    ]);
    expect(company.colleague.customLinks).toEqual([
      { text: 'Book a meeting', url: 'https://cal.example/erik' },
    ]);
    expect(company.files.map((f) => f.name)).toEqual(['price-list.pdf']);
    expect(company.colleague.files.map((f) => f.name)).toEqual(['cv.pdf']);
    expect(company.files[0].path).toBe(
      `/uploads/companies/${companyShortId}/files/${company.files[0].shortId}`,
    );
  });

  test('left out for a free profile owner', async () => {
    await t.db.update(users).set({ activeSubscription: null }).where(eq(users.id, person.id));
    const { view } = await withFlags({});
    const [company] = view.companies;
    expect([
      company.customLinks,
      company.files,
      company.colleague.customLinks,
      company.colleague.files,
    ]).toEqual([[], [], [], []]);
    expect(company.colleague.jobTitle).toBe('Sales Manager');
    await t.db.update(users).set(SUBSCRIBED).where(eq(users.id, person.id));
  });
});

test('an invitation is never shown, even when listed on the profile', async () => {
  const inviter = await seedUser(t);
  const other = await seedCompany(t, { ownerId: inviter.id, name: 'Pending AB' });
  const invite = await seedMember(t, { companyId: other.id, userId: person.id, state: 'invited' });
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, person.id));
  const { profileCompanies } = await import('@db/schema');
  await t.db.insert(profileCompanies).values({ profileId: profile.id, membershipId: invite.id, position: 5 });
  const { view } = await withFlags({});
  expect(view.companies.map((c) => c.name)).toEqual(['Nordvik Bygg AB']);
});

describe('covers', () => {
  test("the person's and the company's; hide avatar hides the person's, hide company the company's", async () => {
    await t.db
      .update(companies)
      .set({ coverKey: `companies/${companyShortId}/cover-abc_1.webp` })
      .where(eq(companies.shortId, companyShortId));
    const [fresh] = await t.db.select().from(users).where(eq(users.id, person.id));
    await setCover(t.deps, fresh, await imageFile('png', { width: 1600, height: 600 }));
    const { view } = await withFlags({});
    expect(view.coverPath).toMatch(new RegExp(`^/uploads/users/${person.shortId}/cover\\?v=.+`));
    expect(view.companies[0].coverPath).toBe(`/uploads/companies/${companyShortId}/cover?v=abc_1`);
    const hidden = (await withFlags({ hideAvatar: true })).view;
    expect([hidden.avatarPath, hidden.coverPath]).toEqual([null, null]);
    expect(hidden.companies[0].coverPath).not.toBeNull();
    const noCompany = (await withFlags({ hideCompany: true })).view;
    expect(noCompany.coverPath).not.toBeNull();
    expect(noCompany.companies).toEqual([]);
    await withFlags({});
  });
});
