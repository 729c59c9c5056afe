import { contacts, profiles, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { loadProfileCards, type ProfileCard, resolvePublicProfile } from '../profiles';

/** A saved contact as the contacts page lists it: the public profile's summary, as its flags allow. */
export type ContactItem = ReturnType<typeof toContact>;

function toContact(card: ProfileCard, savedAt: number) {
  const { view } = card;
  return {
    shortId: view.shortId,
    url: view.url,
    fullName: view.fullName,
    description: view.description,
    avatar: view.avatar,
    avatarPath: view.avatarPath,
    phone: view.phone,
    email: view.email,
    companies: view.companies.map((c) => ({
      shortId: c.shortId,
      name: c.name,
      logoPath: c.logoPath,
      jobTitle: c.colleague.jobTitle,
    })),
    savedAt,
  };
}

/** Lower case without diacritics, so "asa" finds "Åsa" in the contact list too. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Saves the profile a link opens (profile or user shortId). Saving again changes nothing; at most 100
 * contacts, counted inside the write transaction so parallel saves cannot pass the limit.
 */
export async function saveContact(deps: Deps, user: User, shortId: string) {
  const card = await resolvePublicProfile(deps, shortId);
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.userId, user.id), eq(contacts.profileId, card.profile.id)));
    if (existing) return false;
    const [{ n }] = await tx.select({ n: count() }).from(contacts).where(eq(contacts.userId, user.id));
    if (n >= LIMITS.contacts) throw new AppError('CONFLICT', 'contactLimit');
    await tx.insert(contacts).values({ userId: user.id, profileId: card.profile.id, createdAt: now });
    return true;
  });
  const [row] = await deps.db
    .select({ createdAt: contacts.createdAt })
    .from(contacts)
    .where(and(eq(contacts.userId, user.id), eq(contacts.profileId, card.profile.id)));
  return { created, contact: toContact(card, row?.createdAt ?? now) };
}

/** The user's contacts, newest first; `query` keeps those whose name or a shown company contains it. */
export async function listContacts(deps: Deps, user: User, query = '') {
  const rows = await deps.db
    .select({ profile: profiles, savedAt: contacts.createdAt })
    .from(contacts)
    .innerJoin(profiles, eq(profiles.id, contacts.profileId))
    .where(eq(contacts.userId, user.id))
    .orderBy(desc(contacts.createdAt), desc(contacts.id));
  const cards = await loadProfileCards(
    deps,
    rows.map((r) => r.profile),
  );
  const cardOf = new Map(cards.map((c) => [c.profile.id, c]));
  const items = rows.flatMap((r) => {
    const card = cardOf.get(r.profile.id);
    return card ? [toContact(card, r.savedAt)] : [];
  });
  const needle = fold(query.trim());
  if (!needle) return items;
  return items.filter((c) =>
    [c.fullName, ...c.companies.map((co) => co.name)].some((s) => fold(s).includes(needle)),
  );
}

/** Removes a saved contact by the profile shortId the list shows. */
export async function removeContact(deps: Deps, user: User, profileShortId: string) {
  const target = deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.shortId, profileShortId));
  const removed = await deps.db
    .delete(contacts)
    .where(and(eq(contacts.userId, user.id), inArray(contacts.profileId, target)))
    .returning({ id: contacts.id });
  if (!removed.length) throw notFound();
}
