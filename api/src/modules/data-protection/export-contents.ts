// What a person's own data download holds (issue 33; the GDPR's rights of access and portability): their account,
// profiles and their links, memberships of companies, saved contacts, the leads they hold, sign-ins, API keys,
// subscriptions and report mails — as JSON, never a secret (no password hash, two-factor secret, token or key) —
// and the files they uploaded (portrait, cover, profile videos and posters, files), each under its own name.
import {
  apiKeys,
  companies,
  contacts,
  files,
  leads,
  memberships,
  profileLinks,
  profiles,
  reportSubscriptions,
  sessions,
  subscriptions,
  users,
} from '@db/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

/** One file of the archive: its name there and its key in the storage. */
export type ArchiveFile = { name: string; key: string };

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);
const extension = (mime: string) =>
  mime
    .split('/')[1]
    ?.replace('jpeg', 'jpg')
    .replace(/[^a-z0-9]/g, '') || 'bin';
/** A file name as the archive writes it: no folders of its own, nothing a file system refuses. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'file';

/** The person's data as one JSON document, and the files that go beside it. */
export async function personalData(deps: Deps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const own = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.id));
  const profileIds = own.map((p) => p.id);
  const links = profileIds.length
    ? await deps.db.select().from(profileLinks).where(inArray(profileLinks.profileId, profileIds))
    : [];
  const joined = await deps.db
    .select({ membership: memberships, company: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId));
  const saved = await deps.db
    .select({ profile: profiles.shortId, name: profiles.fullName, at: contacts.createdAt })
    .from(contacts)
    .innerJoin(profiles, eq(profiles.id, contacts.profileId))
    .where(eq(contacts.userId, userId));
  const held = await deps.db
    .select()
    .from(leads)
    .where(eq(leads.holderUserId, userId))
    .orderBy(asc(leads.createdAt));
  const signIns = await deps.db.select().from(sessions).where(eq(sessions.userId, userId));
  const keys = await deps.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
  const subs = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const reports = await deps.db
    .select()
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.userId, userId));
  const uploaded = await deps.db.select().from(files).where(eq(files.ownerUserId, userId));

  const archived: ArchiveFile[] = [];
  if (user.avatarKey) archived.push({ name: 'files/portrait.webp', key: user.avatarKey });
  if (user.coverKey) archived.push({ name: 'files/cover.webp', key: user.coverKey });
  for (const profile of own) {
    const video = profile.video;
    if (video?.kind !== 'file') continue;
    archived.push({
      name: `files/profile-${profile.shortId}-video.${extension(video.mime)}`,
      key: video.key,
    });
    if (video.posterKey)
      archived.push({ name: `files/profile-${profile.shortId}-poster.webp`, key: video.posterKey });
  }
  for (const file of uploaded)
    archived.push({ name: `files/${file.shortId}-${safeName(file.name)}`, key: file.storageKey });

  const data = {
    format: 'dynacard-personal-data/1',
    account: {
      id: user.shortId,
      email: user.email,
      username: user.username,
      fullName: user.fullName,
      description: user.description,
      role: user.role,
      status: user.status,
      language: user.lang,
      emailVerified: user.isVerified,
      twoFactor: user.otpEnabled,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      lastLoginAt: iso(user.lastLoginAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    profiles: own.map((p) => ({
      id: p.shortId,
      label: p.label,
      fullName: p.fullName,
      description: p.description,
      phone: p.phone,
      email: p.email,
      layout: p.layout,
      active: p.isActive,
      views: p.views,
      video: p.video ? { kind: p.video.kind, title: p.video.title } : null,
      leadForm: p.leadForm,
      links: links
        .filter((l) => l.profileId === p.id)
        .sort((a, b) => a.position - b.position)
        .map((l) => ({ label: l.label, url: l.url, featured: l.featured })),
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    })),
    companies: joined.map(({ membership: m, company }) => ({
      company,
      state: m.state,
      role: m.jobRole,
      jobTitle: m.jobTitle,
      workPhone: m.workPhone,
      workEmail: m.workEmail,
      about: m.about,
      socialLinks: m.socialLinks,
      customLinks: m.customLinks,
      joinedAt: iso(m.joinedAt),
    })),
    savedContacts: saved.map((c) => ({ profile: c.profile, name: c.name, savedAt: iso(c.at) })),
    leads: held.map((l) => ({
      id: l.shortId,
      fullName: l.fullName,
      email: l.email,
      phone: l.phone,
      company: l.company,
      title: l.title,
      web: l.web,
      address: l.address,
      note: l.note,
      answers: l.answers,
      origin: l.origin,
      tags: l.tags,
      followUp: l.followUp,
      consent: l.consentAt ? { text: l.consentText, at: iso(l.consentAt), way: l.consentWay } : null,
      createdAt: iso(l.createdAt),
    })),
    signIns: signIns.map((s) => ({
      browser: s.userAgent,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      endedAt: iso(s.revokedAt),
    })),
    apiKeys: keys.map((k) => ({
      name: k.name,
      prefix: k.prefix,
      createdAt: iso(k.createdAt),
      lastUsedAt: iso(k.lastUsedAt),
      revokedAt: iso(k.revokedAt),
    })),
    subscriptions: subs.map((s) => ({
      id: s.shortId,
      plan: s.plan,
      status: s.status,
      company: s.companyName,
      startedAt: iso(s.startedAt),
      endsAt: iso(s.endsAt),
    })),
    reportMails: reports.map((r) => ({ cadence: r.cadence, createdAt: iso(r.createdAt) })),
    files: archived.map((f) => f.name),
  };
  return { data, files: archived };
}
