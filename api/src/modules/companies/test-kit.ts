// Factories for the companies tests: people signed in without argon2, companies, memberships and files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { companies, files, type Membership, memberships, type NewUser, users } from '@db/schema';
import { MB } from '@shared/constants';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { ACCESS_COOKIE, createSession, REFRESH_COOKIE } from '../../platform/sessions';
import { form } from '../users/test-fixtures';

export { form, imageFile } from '../users/test-fixtures';

type Client = ReturnType<TestApp['client']>;
export type Person = Awaited<ReturnType<typeof person>>;
export type CompanyView = { shortId: string; name: string; role: string; membershipId: string } & Record<
  string,
  unknown
>;

let counter = 0;

/** A user row (active, verified, English) with a signed-in client; `subscriber` sets a monthly subscription. */
export async function person(t: TestApp, fields: Partial<NewUser> & { subscriber?: boolean } = {}) {
  const { subscriber, ...rest } = fields;
  const n = ++counter;
  const now = t.clock.now();
  const [user] = await t.db
    .insert(users)
    .values({
      shortId: shortId(),
      email: `person${n}.${shortId(5).toLowerCase()}@example.com`,
      username: `person${n}${shortId(5)}`,
      fullName: `Person Number${n}`,
      isVerified: true,
      lang: 'en',
      activeSubscription: subscriber ? 'monthly' : null,
      createdAt: now,
      updatedAt: now,
      ...rest,
    })
    .returning();
  return { user, c: await signIn(t, user.id) };
}

/** A client signed in as the user, as after a login. */
export async function signIn(t: TestApp, userId: number): Promise<Client> {
  const tokens = await createSession(t.deps, { userId, keepLoggedIn: true });
  const c = t.client({ lang: 'en' });
  c.jar.set(ACCESS_COOKIE, tokens.access);
  c.jar.set(REFRESH_COOKIE, tokens.refresh);
  return c;
}

export const subscribe = (t: TestApp, userId: number) =>
  t.db.update(users).set({ activeSubscription: 'monthly' }).where(eq(users.id, userId));

/** POST /companies as a browser sends it: multipart with the fields as JSON and an optional logo. */
export function createCompany(c: Client, fields: Record<string, unknown> = {}, logo?: File) {
  return c.post<CompanyView>(
    '/api/v1/companies',
    form({ json: JSON.stringify({ name: 'Acme AB', ...fields }), ...(logo ? { 'files[logo]': logo } : {}) }),
  );
}

/** A company created through the API, owned by `owner`. */
export async function company(c: Client, fields: Record<string, unknown> = {}) {
  const res = await createCompany(c, fields);
  if (res.status !== 201) throw new Error(`company not created: ${res.status} ${res.body.message}`);
  return res.body.data;
}

export async function companyRow(t: TestApp, companyShortId: string) {
  const [row] = await t.db.select().from(companies).where(eq(companies.shortId, companyShortId));
  return row ?? null;
}

/** A membership inserted directly (for limits and for people who joined long ago). */
export async function insertMember(
  t: TestApp,
  companyShortId: string,
  userId: number,
  state: Membership['state'] = 'colleague',
) {
  const company = (await companyRow(t, companyShortId))!;
  const now = t.clock.now();
  const [row] = await t.db
    .insert(memberships)
    .values({
      shortId: shortId(),
      companyId: company.id,
      userId,
      state,
      invitedAt: now,
      joinedAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/** A new person who is already a colleague (or owner) of the company. */
export async function colleague(
  t: TestApp,
  companyShortId: string,
  fields: Parameters<typeof person>[1] = {},
) {
  const p = await person(t, fields);
  const membership = await insertMember(t, companyShortId, p.user.id, 'colleague');
  return { ...p, membership };
}

export const membershipOf = async (t: TestApp, userId: number) =>
  t.db.select().from(memberships).where(eq(memberships.userId, userId));

/** A text file of exactly `size` bytes (accepted as text/plain by its content). */
export const textFile = (size: number, name = 'notes.txt') =>
  new File([new Uint8Array(size).fill(0x61)], name, { type: 'text/plain' });

export const pdfFile = (name = 'brochure.pdf') =>
  new File([`%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`], name, { type: 'application/pdf' });

export const upload = (c: Client, path: string, ...list: File[]) => {
  const data = new FormData();
  for (const f of list) data.append('file', f);
  return c.post<{ id: string; name: string; path: string; size: number }[]>(path, data);
};

/** Rows of a user's uploads, as the quota counts them. */
export const filesOwnedBy = (t: TestApp, userId: number) =>
  t.db.select().from(files).where(eq(files.ownerUserId, userId));

export const onDisk = (t: TestApp, key: string) => existsSync(join(t.dir, 'uploads', key));

/** A file row of `size` bytes without bytes on disk: fills a quota fast. */
export async function quotaFiller(t: TestApp, userId: number, size: number) {
  await t.db.insert(files).values({
    shortId: shortId(),
    ownerUserId: userId,
    kind: 'avatar',
    storageKey: `test/filler-${shortId()}`,
    name: 'filler',
    mime: 'image/webp',
    size,
    createdAt: t.clock.now(),
  });
}

export { MB };
