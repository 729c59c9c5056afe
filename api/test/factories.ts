// Test factories: rows inserted straight into the test database, no HTTP and no argon2 per user.
// Every seeded user shares one password hash, computed once per test process.
import {
  type Company,
  companies,
  type Membership,
  memberships,
  type NewUser,
  type User,
  users,
} from '@db/schema';
import { shortId } from '../src/platform/crypto';
import { hashPassword } from '../src/platform/passwords';
import { ACCESS_COOKIE, createSession, REFRESH_COOKIE } from '../src/platform/sessions';
import type { TestApp } from './harness';

/** The password of every seeded user. */
export const SEED_PASSWORD = 'correct horse battery';
let sharedHash: Promise<string> | undefined;
const passwordHash = () => {
  sharedHash ??= hashPassword(SEED_PASSWORD);
  return sharedHash;
};

let counter = 0;
const next = () => `${Date.now().toString(36)}${++counter}`;

/** A subscription that is active (monthly, no expiry) — the fields `entitlementsOf` reads. */
export const SUBSCRIBED = {
  activeSubscription: 'monthly',
  subscriptionProvider: 'test',
  subscriptionExpiresAt: null,
} as const satisfies Partial<NewUser>;

/** An active, verified user (free unless `subscriber` or subscription fields are given). */
export async function seedUser(
  t: TestApp,
  fields: Partial<NewUser> & { subscriber?: boolean } = {},
): Promise<User> {
  const [user] = await seedUsers(t, 1, fields);
  return user;
}

/** Many users in one insert (limits, search at scale); `fields` apply to each. */
export async function seedUsers(
  t: TestApp,
  count: number,
  fields: Partial<NewUser> & { subscriber?: boolean } = {},
): Promise<User[]> {
  const { subscriber, ...rest } = fields;
  const now = t.clock.now();
  const hash = await passwordHash();
  const rows = Array.from({ length: count }, () => {
    const n = next();
    return {
      shortId: shortId(),
      email: `seed-${n}@example.com`,
      username: `seed_${n}`,
      fullName: `Seed Person ${counter}`,
      passwordHash: hash,
      isVerified: true,
      termsAcceptedAt: now,
      lang: 'en' as const,
      createdAt: now,
      updatedAt: now,
      ...(subscriber ? SUBSCRIBED : {}),
      ...rest,
    };
  });
  return t.db.insert(users).values(rows).returning();
}

/** A company with `ownerId` as its owner (an 'owner' membership), like creating it in the dashboard. */
export async function seedCompany(
  t: TestApp,
  fields: Partial<typeof companies.$inferInsert> & { ownerId: number; name: string },
): Promise<Company & { ownerMembership: Membership }> {
  const { ownerId, ...rest } = fields;
  const now = t.clock.now();
  const [company] = await t.db
    .insert(companies)
    .values({ shortId: shortId(), createdByUserId: ownerId, createdAt: now, updatedAt: now, ...rest })
    .returning();
  const ownerMembership = await seedMember(t, { companyId: company.id, userId: ownerId, state: 'owner' });
  return { ...company, ownerMembership };
}

/** A person in a company: 'colleague' by default, or 'invited' / 'owner', with any colleague-profile fields. */
export async function seedMember(
  t: TestApp,
  fields: Partial<typeof memberships.$inferInsert> & { companyId: number; userId: number },
): Promise<Membership> {
  const now = t.clock.now();
  const state = fields.state ?? 'colleague';
  const [membership] = await t.db
    .insert(memberships)
    .values({
      shortId: shortId(),
      state,
      invitedAt: now,
      joinedAt: state === 'invited' ? null : now,
      updatedAt: now,
      ...fields,
    })
    .returning();
  return membership;
}

/** A signed-in client for a seeded user: a real session, its cookies put in the client's jar. */
export async function signIn(
  t: TestApp,
  user: Pick<User, 'id'>,
  options: { lang?: string; ip?: string } = {},
) {
  const tokens = await createSession(t.deps, { userId: user.id, keepLoggedIn: false });
  const c = t.client({ lang: 'en', ...options });
  c.jar.set(ACCESS_COOKIE, tokens.access);
  c.jar.set(REFRESH_COOKIE, tokens.refresh);
  return c;
}
