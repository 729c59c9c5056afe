// What the administrator desk's tests share: a fresh app with one administrator signed in, and a call to one of
// the desk's lists (GET /api/v1/admin/<list>) that must answer 200.
import { expect } from 'bun:test';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/harness';

export type AdminClient = Awaited<ReturnType<typeof signIn>>;

/** A fresh app (the caller closes it in afterAll) and an administrator signed in to it. */
export async function openAdminApp(fields: Parameters<typeof seedUser>[1] = {}) {
  const t = await createTestApp();
  const adminUser = await seedUser(t, { ...fields, role: 'administrator' });
  return { t, adminUser, admin: await signIn(t, adminUser) };
}

/** The rows of one administrator list, e.g. adminList(admin, 'users', '?q=ada'). */
export async function adminList<Row>(admin: AdminClient, list: string, query = '') {
  const res = await admin.get<Row[]>(`/api/v1/admin/${list}${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}
