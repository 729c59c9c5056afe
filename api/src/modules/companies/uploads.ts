import {
  companies,
  files,
  memberships,
  profileCompanies,
  profiles,
  type StoredFile,
  users,
} from '@db/schema';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq, inArray, or } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import { identify } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { storedExtension, storedFileName } from '../../platform/file-names';
import { isInlineType } from '../../platform/file-types';
import { imageResponse, imageRoute } from '../../platform/stored-image';
import { JOINED } from './access';
import { DEFAULT_LOGO_SVG } from './logo';

/**
 * Who may download a company's file (docs/decisions.md): its members, and anyone once the file is shown
 * on a public profile — a company file when a member shows the company on a profile, a colleague-profile
 * file when that member does — while that member is a subscriber and does not hide the company there.
 */
async function canRead(deps: Deps, file: StoredFile, companyId: number, userId: number | null) {
  if (userId !== null) {
    const [member] = await deps.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.userId, userId),
          inArray(memberships.state, JOINED),
        ),
      );
    if (member) return true;
  }
  const shownBy = file.membershipId
    ? eq(memberships.id, file.membershipId)
    : eq(memberships.companyId, companyId);
  const showing = await deps.db
    .selectDistinct({
      subscriptionPrivileges: users.subscriptionPrivileges,
      activeSubscription: users.activeSubscription,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(profileCompanies)
    .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
    .innerJoin(profiles, eq(profiles.id, profileCompanies.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(shownBy, inArray(memberships.state, JOINED), eq(memberships.hideCompany, false)))
    .limit(100);
  return showing.some((person) => entitlementsOf(person, deps.clock.now()).isSubscriber);
}

async function viewerId(deps: Deps, request: Request, cookie: unknown) {
  try {
    return (await identify(deps, request, cookie as never))?.user.id ?? null;
  } catch {
    return null;
  }
}

/**
 * Downloads under the name the file is stored as today (platform/file-names.ts): a file stored before, named
 * `page.html` but text, is saved as `page.html.txt`, and one whose name had to change is never shown in place.
 */
export const contentDisposition = (file: StoredFile) => {
  const name = storedFileName(file.name, storedExtension(file.storageKey));
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const kind = isInlineType(file.mime) && name === file.name ? 'inline' : 'attachment';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** Company logos and covers (public) and company files (members, or shown on a public profile). */
export const companyUploads = (deps: Deps) =>
  new Elysia({ name: 'company-uploads' })
    .get(
      '/uploads/companies/:shortId/cover',
      async ({ params }) => {
        const [company] = await deps.db
          .select({ key: companies.coverKey })
          .from(companies)
          .where(eq(companies.shortId, params.shortId));
        return imageResponse(deps, company?.key);
      },
      imageRoute,
    )
    .get(
      '/uploads/companies/:shortId/logo',
      async ({ params }) => {
        const [company] = await deps.db
          .select({ key: companies.logoKey })
          .from(companies)
          .where(eq(companies.shortId, params.shortId));
        return imageResponse(deps, company?.key, DEFAULT_LOGO_SVG);
      },
      imageRoute,
    )
    .get(
      '/uploads/companies/:shortId/files/:fileId',
      async ({ params, request, cookie }) => {
        const companyOf = deps.db
          .select({ id: memberships.id })
          .from(memberships)
          .where(eq(memberships.companyId, companies.id));
        const [row] = await deps.db
          .select({ file: files, companyId: companies.id })
          .from(files)
          .innerJoin(companies, eq(companies.shortId, params.shortId))
          .where(
            and(
              eq(files.shortId, params.fileId),
              or(
                and(eq(files.kind, 'company'), eq(files.companyId, companies.id)),
                and(eq(files.kind, 'membership'), inArray(files.membershipId, companyOf)),
              ),
            ),
          );
        if (!row || !(await canRead(deps, row.file, row.companyId, await viewerId(deps, request, cookie)))) {
          throw notFound();
        }
        const stored = await deps.storage.get(row.file.storageKey);
        if (!stored) throw notFound();
        return new Response(stored, {
          headers: {
            'content-type': row.file.mime,
            'content-disposition': contentDisposition(row.file),
            'cache-control': 'private, no-cache',
          },
        });
      },
      {
        params: t.Object({ shortId: t.String({ maxLength: 20 }), fileId: t.String({ maxLength: 20 }) }),
        detail: { hide: true },
      },
    );
