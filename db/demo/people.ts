// The people side of the demo: pictures (through the app's image pipeline), profiles showing their
// companies, saved contacts between the demo users and the leads visitors left for the subscriber.
import { type Company, leads, type Profile, profileCompanies, profiles, type User } from '@db/schema';
import { DAY_MS, HOUR_MS } from '@shared/constants';
import { translate } from '@shared/i18n';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { saveContact } from '../../api/src/modules/contacts';
import { ensureProfile } from '../../api/src/modules/profiles';
import { removeCover, setAvatar, setCover } from '../../api/src/modules/users';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { membershipIds } from './companies';
import {
  DEMO_CONTACTS,
  DEMO_PROFILES,
  type DemoProfile,
  PERSON_COVERS,
  PORTRAIT_OF,
} from './content/accounts';
import { DEMO_LEADS } from './content/leads';
import { PORTRAIT_LOOKS, portraitSvg } from './illustrations/portraits';
import { sceneSvg } from './illustrations/scenes';
import { pngFile } from './images';

/** A drawn portrait for everyone, and a drawn cover for those who have one in the demo. */
export async function seedPictures(deps: Deps, user: User) {
  const look = PORTRAIT_LOOKS[PORTRAIT_OF[user.username] ?? -1];
  if (look) await setAvatar(deps, user, await pngFile(portraitSvg(look), 'avatar.png'));
  const cover = PERSON_COVERS[user.username];
  if (cover) await setCover(deps, user, await pngFile(sceneSvg(cover), 'cover.png'));
  else if (user.coverKey) await removeCover(deps, user);
}

/**
 * Which of the user's profiles plays each demo profile: the one with the same label, else (for the active
 * demo profile) the active one, else the oldest left over; null where a new one is needed.
 */
function assign(wanted: DemoProfile[], mine: Profile[], active: Profile) {
  const taken = new Set<number>();
  const take = (profile: Profile | undefined | null) => {
    if (profile) taken.add(profile.id);
    return profile ?? null;
  };
  const byLabel = wanted.map((demo) => take(mine.find((p) => p.label === demo.label && !taken.has(p.id))));
  return wanted.map(
    (demo, i) =>
      byLabel[i] ??
      take(demo.isActive && !taken.has(active.id) ? active : mine.find((p) => !taken.has(p.id))),
  );
}

/**
 * The user's demo profiles, exactly: found again (see `assign`), profiles added since are deleted, and each
 * shows exactly its demo companies; name and description follow the account (left empty).
 */
export async function seedProfiles(deps: Deps, user: User, companyByName: Map<string, Company>) {
  const wanted = DEMO_PROFILES.filter((p) => p.username === user.username);
  if (!wanted.length) return 0;
  const active = await ensureProfile(deps, user);
  const mine = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, user.id))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  const now = deps.clock.now();
  const ids: number[] = [];
  for (const [i, existing] of assign(wanted, mine, active).entries()) {
    const demo = wanted[i];
    const fields = { label: demo.label, fullName: '', description: '', phone: demo.phone, email: demo.email };
    if (existing) {
      await deps.db
        .update(profiles)
        .set({ ...fields, updatedAt: now })
        .where(eq(profiles.id, existing.id));
      ids.push(existing.id);
    } else {
      const [created] = await deps.db
        .insert(profiles)
        .values({ ...fields, shortId: shortId(), userId: user.id, createdAt: now, updatedAt: now })
        .returning();
      ids.push(created.id);
    }
  }
  const activeId = ids[wanted.findIndex((demo) => demo.isActive)];
  // The one active profile (a unique index): the others are switched off (or deleted) first.
  await deps.db.transaction(async (tx) => {
    await tx.delete(profiles).where(and(eq(profiles.userId, user.id), notInArray(profiles.id, ids)));
    await tx
      .update(profiles)
      .set({ isActive: false })
      .where(and(eq(profiles.userId, user.id), eq(profiles.isActive, true)));
    await tx.update(profiles).set({ isActive: true }).where(eq(profiles.id, activeId));
  });
  await deps.db.delete(profileCompanies).where(inArray(profileCompanies.profileId, ids));
  for (const [i, demo] of wanted.entries()) {
    const companyIds = demo.companies.map((name) => {
      const company = companyByName.get(name);
      if (!company) throw new Error(`demo profile shows an unknown company: ${name}`);
      return company.id;
    });
    const members = await membershipIds(deps, user.id, companyIds);
    if (members.length) {
      await deps.db
        .insert(profileCompanies)
        .values(members.map((membershipId, position) => ({ profileId: ids[i], membershipId, position })));
    }
  }
  return ids.length;
}

/** Saved contacts between the demo users (saving again changes nothing). */
export async function seedContacts(deps: Deps, userOf: (username: string) => User) {
  for (const [saver, saved] of DEMO_CONTACTS) await saveContact(deps, userOf(saver), userOf(saved).shortId);
  return DEMO_CONTACTS.length;
}

/**
 * The leads visitors left on the holder's card page, found again by name; two of them still new. They belong to
 * the company the card shows first, with what the visitor agreed to on the form (issue 31).
 */
export async function seedLeads(deps: Deps, holder: User, company?: Company) {
  const active = await ensureProfile(deps, holder);
  const now = deps.clock.now();
  for (const [i, demo] of DEMO_LEADS.entries()) {
    const { daysAgo, isRead, visit, ...fields } = demo;
    const createdAt = now - daysAgo * DAY_MS - (i + 1) * 3 * HOUR_MS;
    const row = {
      ...fields,
      ...visit,
      profileId: active.id,
      createdAt,
      readAt: isRead ? createdAt + HOUR_MS : null,
      companyId: company?.id ?? null,
      origin: 'card-page' as const,
      consentText: translate(fields.lang, 'profile', 'exchangeIntro', { name: holder.fullName }),
      consentAt: createdAt,
      consentWay: 'form' as const,
      updatedAt: createdAt,
    };
    const [existing] = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.holderUserId, holder.id), eq(leads.fullName, demo.fullName)));
    if (existing) await deps.db.update(leads).set(row).where(eq(leads.id, existing.id));
    else await deps.db.insert(leads).values({ ...row, shortId: shortId(), holderUserId: holder.id });
  }
  return DEMO_LEADS.length;
}
