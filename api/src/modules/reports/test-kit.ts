// The report tests' world: people with a profile, views made through the real view writer (the public calls with
// count=true, on the clock's day), and the moment a week or a month is due.

import type { NewUser } from '@db/schema';
import { leads } from '@db/schema';
import { seedUser, signIn } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
let visitor = 0;

/** Monday 19 January 2026 06:00 UTC: the week 12–18 January is due. */
export const WEEK_DUE = Date.UTC(2026, 0, 19, 6, 0, 0);
/** A day of the week before (5–11 January) and of the reported week (12–18 January). */
export const PREVIOUS_WEEK_DAY = Date.UTC(2026, 0, 7, 12, 0, 0);
export const REPORTED_WEEK_DAY = Date.UTC(2026, 0, 14, 12, 0, 0);

/** A person with their (first) profile and a signed-in client. */
export async function holder(t: TestApp, fields: Partial<NewUser> = {}) {
  const user = await seedUser(t, fields);
  const c = await signIn(t, user);
  const [profile] = (await c.get<{ shortId: string }[]>('/api/v1/profiles')).body.data;
  return { user, c, profile };
}

/** `count` visitors (each its own address) at `at` on `path` (a public call with count=true); written when done. */
export async function visits(t: TestApp, path: string, count: number, at: number) {
  const now = t.clock.now();
  t.clock.set(at);
  for (let i = 0; i < count; i++) {
    visitor++;
    const ip = `203.0.${Math.floor(visitor / 250)}.${visitor % 250}`;
    const res = await t.client({ ip }).get(`${path}?count=true`, { 'user-agent': PHONE });
    if (res.status !== 200) throw new Error(`not counted: ${res.status}`);
  }
  await t.pages.settle();
  t.clock.set(now);
}

export const profileViews = (t: TestApp, userShortId: string, count: number, at: number) =>
  visits(t, `/api/v1/profiles/${userShortId}`, count, at);
export const tagViews = (t: TestApp, tagShortId: string, count: number, at: number) =>
  visits(t, `/api/v1/dynatags/public/${tagShortId}`, count, at);

/** A lead left for `holderUserId` at `at` (through a tag of the company when `dynatagId` is given). */
export async function leadAt(t: TestApp, holderUserId: number, at: number, dynatagId: number | null = null) {
  await t.db.insert(leads).values({
    shortId: shortId(),
    holderUserId,
    dynatagId,
    fullName: 'Visitor',
    email: 'visitor@example.com',
    createdAt: at,
  });
}

/** The unsubscribe link in a mail's List-Unsubscribe header. */
export function unsubscribeLink(raw: string) {
  const header =
    raw.match(/^List-Unsubscribe:(.*(?:\r?\n[ \t].*)*)/m)?.[1].replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const url = header.match(/<(https?:[^>]+)>/)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in: ${header}`);
  return { header, url: new URL(url) };
}
