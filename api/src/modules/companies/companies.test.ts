import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, files, memberships } from '@db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  type CompanyView,
  colleague,
  company,
  companyRow,
  createCompany,
  form,
  imageFile,
  onDisk,
  person,
  upload,
} from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FULL = {
  name: 'Acme AB',
  websiteUrl: 'https://acme.example',
  phone: '+46 70 123 45 67',
  email: 'hello@acme.example',
  color: '#1e40af',
  useColorInProfiles: true,
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Stockholm',
  description: 'We make everything.',
  socialLinks: { linkedin: 'https://linkedin.com/company/acme', x: '' },
  billing: {
    orgNumber: '556677-8899',
    email: 'invoices@acme.example',
    street: 'Box 12',
    zipcode: '111 23',
    city: 'Stockholm',
    country: 'Sweden',
  },
};

describe('POST /companies', () => {
  test('needs a session', async () => {
    expect((await createCompany(t.client())).status).toBe(401);
  });

  test('creates a company from multipart json + files[logo]; the creator is its owner', async () => {
    const owner = await person(t);
    const res = await createCompany(owner.c, FULL, await imageFile('png', { width: 1200, height: 600 }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The company is created');
    const data = res.body.data;
    expect(data).toMatchObject({
      ...FULL,
      socialLinks: { linkedin: 'https://linkedin.com/company/acme' },
      customLinks: [],
      billing: { ...FULL.billing, marking: '' },
      role: 'owner',
      logo: true,
      counts: { members: 1, owners: 1, invited: 0, files: 0 },
      files: [],
    });
    expect(data.logoPath).toMatch(new RegExp(`^/uploads/companies/${data.shortId}/logo\\?v=`));

    // the logo is a WebP that fits in 512 px, not cropped, and counts as the owner's upload
    const logo = await t.client().get(data.logoPath as string);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(new Uint8Array(await logo.response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
    const row = (await companyRow(t, data.shortId))!;
    const [logoRow] = await t.db.select().from(files).where(eq(files.companyId, row.id));
    expect(logoRow).toMatchObject({ kind: 'logo', ownerUserId: owner.user.id, storageKey: row.logoKey });
  });

  test('accepts the logo as `logo` too, and plain JSON without a logo', async () => {
    const a = await person(t, { subscriber: true });
    const viaLogo = await a.c.post<CompanyView>(
      '/api/v1/companies',
      form({ json: JSON.stringify({ name: 'Logo Field' }), logo: await imageFile('gif') }),
    );
    expect(viaLogo.body.data.logo).toBe(true);
    const viaJson = await a.c.post<CompanyView>('/api/v1/companies', { name: 'Plain Json', city: 'Malmö' });
    expect(viaJson.status).toBe(201);
    expect(viaJson.body.data).toMatchObject({ name: 'Plain Json', city: 'Malmö', logo: false });
    const fallback = await t.client().get(`/uploads/companies/${viaJson.body.data.shortId}/logo`);
    expect(fallback.headers.get('content-type')).toBe('image/svg+xml');
    expect((await t.client().get('/uploads/companies/nosuchcompany/logo')).status).toBe(200);
  });

  test('validates the fields with their own messages', async () => {
    const a = await person(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Enter the company name (1 to 100 characters)'],
      [
        { websiteUrl: 'javascript:alert(1)' },
        'websiteUrl',
        'Enter a web address that starts with http:// or https://',
      ],
      [{ color: 'blue' }, 'color', 'Enter a colour as a hex code, like #262626'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      [
        { socialLinks: { myspace: 'https://myspace.com/a' } },
        'socialLinks.myspace',
        'Social links are web addresses for the listed networks',
      ],
      [
        { socialLinks: { x: 'ftp://x.com/a' } },
        'socialLinks.x',
        'Enter a web address that starts with http:// or https://',
      ],
      [{ billing: { ...FULL.billing, zipcode: 'x'.repeat(21) } }, 'billing.zipcode', 'The text is too long'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await createCompany(a.c, fields);
      expect({ status: res.status, error: res.body.errors[0] }).toEqual({
        status: 422,
        error: { message, field },
      });
    }
    const broken = await a.c.post('/api/v1/companies', form({ json: '{not json' }));
    expect(broken.status).toBe(422);
    const text = new File(['just text'], 'logo.png', { type: 'image/png' });
    const notImage = await createCompany(a.c, {}, text);
    expect(notImage.body.errors[0]).toEqual({
      message: 'The image must be a jpeg, png, gif or webp file',
      field: 'logo',
    });
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, a.user.id))).toEqual([]);
  });
});

describe('billing info', () => {
  test('a write that leaves it incomplete is refused per missing part, and nothing changes', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Halvfärdig AB' });
    const { country: _, ...noCountry } = FULL.billing;
    const res = await owner.c.patch(`/api/v1/companies/${created.shortId}`, {
      name: 'Renamed',
      billing: { ...noCountry, city: '  ' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'billing.city', message: 'Enter the city' },
      { field: 'billing.country', message: 'Enter the country' },
    ]);
    const row = (await companyRow(t, created.shortId))!;
    expect(row).toMatchObject({ name: 'Halvfärdig AB', billingOrgNumber: '', billingCity: '' });

    // Creating with half of it is refused the same way; no company is made.
    const made = await createCompany(owner.c, { name: 'Other', billing: { city: 'Umeå' } });
    expect(made.status).toBe(422);
    expect(made.body.errors.map((e) => e.field)).toEqual([
      'billing.orgNumber',
      'billing.email',
      'billing.street',
      'billing.zipcode',
      'billing.country',
    ]);
  });

  test('parts not sent keep their stored value; the messages come in the reader’s language', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Komplett AB', billing: FULL.billing });
    const partial = await owner.c.patch<CompanyView>(`/api/v1/companies/${created.shortId}`, {
      billing: { marking: 'Ref 7' },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.data.billing).toMatchObject({ ...FULL.billing, marking: 'Ref 7' });
    for (const [lang, message] of [
      ['sv', 'Ange landet'],
      ['fi', 'Anna maa'],
    ] as const) {
      const res = await owner.c.patch(
        `/api/v1/companies/${created.shortId}`,
        { billing: { country: '' } },
        { 'x-target-lang': lang },
      );
      expect({ status: res.status, errors: res.body.errors }).toEqual({
        status: 422,
        errors: [{ field: 'billing.country', message }],
      });
    }
    expect((await companyRow(t, created.shortId))!.billingCountry).toBe('Sweden');
  });
});

describe('GET /companies and /companies/:id', () => {
  test('lists my companies with my role and counts; another person sees none of them', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Listed Oy' });
    const mate = await colleague(t, created.shortId);
    const list = await owner.c.get<CompanyView[]>('/api/v1/companies');
    expect(list.body.data.map((c) => [c.name, c.role, c.counts])).toEqual([
      ['Listed Oy', 'owner', { members: 2, owners: 1, invited: 0, files: 0 }],
    ]);
    const mates = await mate.c.get<CompanyView[]>('/api/v1/companies');
    expect(mates.body.data[0]).toMatchObject({ name: 'Listed Oy', role: 'colleague', billing: null });
    const stranger = await person(t);
    expect((await stranger.c.get<CompanyView[]>('/api/v1/companies')).body.data).toEqual([]);
    const other = await stranger.c.get(`/api/v1/companies/${created.shortId}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Could not find what you were looking for');
    expect((await stranger.c.get(`/api/v1/companies/${created.shortId}/colleagues`)).status).toBe(404);
  });
});

describe('PATCH /companies/:id', () => {
  test('owners edit fields (JSON or multipart) and replace the logo; the old logo file goes', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Before' });
    const json = await owner.c.patch<CompanyView>(`/api/v1/companies/${created.shortId}`, {
      name: 'After',
      billing: { ...FULL.billing, city: 'Uppsala' },
    });
    expect(json.status).toBe(200);
    expect(json.body.message).toBe('The company is saved');
    expect(json.body.data).toMatchObject({ name: 'After', billing: { city: 'Uppsala' } });

    await owner.c.patch(
      `/api/v1/companies/${created.shortId}`,
      form({ 'files[logo]': await imageFile('jpeg') }),
    );
    const firstKey = (await companyRow(t, created.shortId))!.logoKey!;
    const multi = await owner.c.patch<CompanyView>(
      `/api/v1/companies/${created.shortId}`,
      form({ json: JSON.stringify({ description: 'New' }), 'files[logo]': await imageFile('webp') }),
    );
    expect(multi.body.data).toMatchObject({ name: 'After', description: 'New', logo: true });
    const row = (await companyRow(t, created.shortId))!;
    expect(row.logoKey).not.toBe(firstKey);
    expect(onDisk(t, firstKey)).toBe(false);
    expect(onDisk(t, row.logoKey!)).toBe(true);
    expect((await t.db.select().from(files).where(eq(files.companyId, row.id))).length).toBe(1);
  });

  test('a field the company does not have is refused by name, in JSON, in `json` or beside it; nothing changes', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Strict' });
    const path = `/api/v1/companies/${created.shortId}`;
    const asJson = await owner.c.patch(path, { name: 'Echo', logoKey: 'x' });
    expect([asJson.status, asJson.body.errors[0]?.field, asJson.body.message]).toEqual([
      422,
      'logoKey',
      'Unknown field: logoKey',
    ]);
    const inJson = await owner.c.patch(path, form({ json: JSON.stringify({ name: 'Echo', ownerId: 1 }) }));
    expect([inJson.status, inJson.body.errors[0]?.field]).toEqual([422, 'ownerId']);
    const beside = await owner.c.patch(path, form({ json: JSON.stringify({ name: 'Echo' }), name: 'Echo' }));
    expect([beside.status, beside.body.errors[0]?.field]).toEqual([422, 'name']);
    const created2 = await owner.c.post('/api/v1/companies', { name: 'Echo', role: 'owner' });
    expect([created2.status, created2.body.errors[0]?.field]).toEqual([422, 'role']);
    expect((await companyRow(t, created.shortId))!.name).toBe('Strict');
  });

  test('a colleague cannot edit (403), a stranger gets 404', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Guarded' });
    const mate = await colleague(t, created.shortId);
    const res = await mate.c.patch(`/api/v1/companies/${created.shortId}`, { name: 'Hijacked' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an owner of the company can do that');
    const stranger = await person(t);
    expect((await stranger.c.patch(`/api/v1/companies/${created.shortId}`, { name: 'X' })).status).toBe(404);
    expect((await companyRow(t, created.shortId))!.name).toBe('Guarded');
  });
});

describe('DELETE /companies/:id', () => {
  test('needs the exact, case-sensitive name; then deletes rows and files on disk', async () => {
    const owner = await person(t, { subscriber: true });
    const created = await company(owner.c, { name: 'Doomed Ltd' });
    await owner.c.patch(
      `/api/v1/companies/${created.shortId}`,
      form({ 'files[logo]': await imageFile('png') }),
    );
    await upload(owner.c, `/api/v1/companies/${created.shortId}/files`, new File(['hello'], 'a.txt'));
    const mate = await colleague(t, created.shortId, { subscriber: true });
    await upload(
      mate.c,
      `/api/v1/companies/${created.shortId}/colleagues/${mate.membership.shortId}/files`,
      new File(['cv'], 'cv.txt'),
    );
    const row = (await companyRow(t, created.shortId))!;
    const keys = (await t.db.select().from(files))
      .filter((f) => f.storageKey.startsWith(`companies/${created.shortId}/`))
      .map((f) => f.storageKey);
    expect(keys).toHaveLength(3);
    expect(keys.every((k) => onDisk(t, k))).toBe(true);

    for (const name of ['doomed ltd', 'Doomed Ltd ', '']) {
      const wrong = await owner.c.delete(`/api/v1/companies/${created.shortId}`, { name });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors[0]).toEqual({
        message: 'Type the exact name of the company to delete it',
        field: 'name',
      });
    }
    expect((await mate.c.delete(`/api/v1/companies/${created.shortId}`, { name: 'Doomed Ltd' })).status).toBe(
      403,
    );

    const res = await owner.c.delete(`/api/v1/companies/${created.shortId}`, { name: 'Doomed Ltd' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The company and all its data are deleted');
    expect(await companyRow(t, created.shortId)).toBeNull();
    expect(await t.db.select().from(memberships).where(eq(memberships.companyId, row.id))).toEqual([]);
    expect((await t.db.select().from(files)).filter((f) => keys.includes(f.storageKey))).toEqual([]);
    expect(keys.some((k) => onDisk(t, k))).toBe(false);
    expect((await t.db.select().from(companies).where(eq(companies.id, row.id))).length).toBe(0);
  });
});
