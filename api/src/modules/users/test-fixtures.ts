// Helpers for the users module's tests: real images, multipart forms, rows and files to look at.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { files, type User, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';
import { linkIn } from '../../../test/smtp';
import { shortId } from '../../platform/crypto';
import type { Me } from './service';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** A real image made by sharp, as a browser would upload it. */
export async function imageFile(format: ImageFormat, size = { width: 800, height: 600 }) {
  const bytes = await sharp({
    create: { ...size, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], `photo.${format === 'jpeg' ? 'jpg' : format}`, {
    type: `image/${format}`,
  });
}

export const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** PATCH users/me as the multipart form the dashboard sends (fields and files). */
export const patchMe = (c: ReturnType<TestApp['client']>, fields: Record<string, string | Blob>) =>
  c.patch<Me>('/api/v1/users/me', form(fields));

export const userByEmail = async (t: TestApp, email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
};

export const filesOf = (t: TestApp, userId: number) =>
  t.db.select().from(files).where(eq(files.ownerUserId, userId));

export const uploadsDir = (t: TestApp) => join(t.dir, 'uploads');

/** The files stored on disk for a user's shortId (empty when the folder is gone). */
export function filesOnDisk(t: TestApp, userShortId: string): string[] {
  const dir = join(uploadsDir(t), 'users', userShortId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

export const storedPath = (t: TestApp, key: string) => join(uploadsDir(t), key);

/** The token in the newest mail to `to` whose link goes to `path` (e.g. '/verify-email'). */
export async function mailedToken(t: TestApp, to: string, path: string, param: string) {
  const mail = await t.smtp.waitFor(to, (m) => m.text.includes(path));
  const token = linkIn(mail, path).searchParams.get(param);
  if (!token) throw new Error(`no ${param} in the mail to ${to}`);
  return { mail, token };
}

/**
 * A new account (signed up through the API, mails in English) and a second, English-speaking
 * session of it in `c`; `signupClient` is the session the signup itself opened.
 */
export async function account(t: TestApp, fields: { keepLoggedIn?: boolean; password?: string } = {}) {
  const s = await t.signup(fields);
  await t.db.update(users).set({ lang: 'en' }).where(eq(users.email, s.email));
  const c = t.client({ lang: 'en' });
  const login = await c.post('/api/v1/auth/login', {
    login: s.email,
    password: s.password,
    keepLoggedIn: s.keepLoggedIn,
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.body.message}`);
  const user = (await userByEmail(t, s.email))!;
  return { ...s, c, user, signupClient: s.client };
}

/** A person invited by a company owner: an account row without a password, status 'invited'. */
export async function insertInvitedUser(t: TestApp, fields: Partial<User> & { email: string }) {
  const now = t.clock.now();
  const [user] = await t.db
    .insert(users)
    .values({
      shortId: shortId(),
      username: fields.username ?? `invited-${shortId(6)}`,
      fullName: fields.fullName ?? 'Invited Person',
      status: 'invited',
      lang: 'en',
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning();
  return user;
}
