import { companies, files, type User } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { randomToken } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { toCoverWebp, toWebp } from '../../platform/images';
import { imageFileRow, quotaOf } from '../users';
import { notifyCompany } from './access';
import { deleteStored } from './files';

/** A company's pictures: its logo, and the cover on top of its people's card pages. */
export type CompanyImage = 'logo' | 'cover';

/** A logo fits in 512 × 512 px, a cover like a person's: neither is cropped or enlarged; transparency is kept. */
const toCompanyWebp = (kind: CompanyImage, file: File, field: string) =>
  kind === 'logo' ? toWebp(file, { field, fit: 'inside', quality: 85 }) : toCoverWebp(file, field);

export type StoredImage = {
  kind: CompanyImage;
  key: string;
  row: (companyId: number) => typeof files.$inferInsert;
};

/**
 * Checks and writes a company's new logo and cover before their rows commit (the caller deletes them again
 * if that fails). They count toward the uploader's quota like an avatar.
 */
export async function storeCompanyImages(
  deps: Deps,
  user: User,
  companyShortId: string,
  images: Partial<Record<CompanyImage, File>>,
): Promise<StoredImage[]> {
  const chosen = (['logo', 'cover'] as const).flatMap((kind) => {
    const file = images[kind];
    return file ? [{ kind, file }] : [];
  });
  if (!chosen.length) return [];
  const made = await Promise.all(
    chosen.map(async ({ kind, file }) => ({ kind, bytes: await toCompanyWebp(kind, file, kind) })),
  );
  const quota = await quotaOf(deps, user.id);
  if (quota.used + made.reduce((n, m) => n + m.bytes.length, 0) > quota.limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'quotaExceeded', {
      field: made[0].kind,
      params: { limit: '50 MB' },
    });
  }
  const stored: StoredImage[] = [];
  for (const { kind, bytes } of made) {
    const key = `companies/${companyShortId}/${kind}-${randomToken(6)}.webp`;
    await deps.storage.put(key, bytes, 'image/webp');
    stored.push({
      kind,
      key,
      row: (companyId: number) => ({ ...imageFileRow(deps, user.id, kind, key, bytes.length), companyId }),
    });
  }
  return stored;
}

/** Removes a company's cover (owners; the caller checked): its people's pages show the colour band again. */
export async function removeCompanyCover(deps: Deps, company: { id: number; shortId: string }) {
  const old = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(files)
      .where(and(eq(files.companyId, company.id), eq(files.kind, 'cover')))
      .returning({ key: files.storageKey });
    await tx
      .update(companies)
      .set({ coverKey: null, updatedAt: deps.clock.now() })
      .where(eq(companies.id, company.id));
    return rows.map((r) => r.key);
  });
  await deleteStored(deps, old);
  await notifyCompany(deps, company);
}

/** The random part of `companies/{shortId}/{kind}-{random}.webp`, to bust caches. */
const version = (key: string) => key.match(/\/(?:logo|cover)-([^/]+)\.webp$/)?.[1] ?? '';

/** The logo URL; the default logo is answered at the same path when the company has none. */
export const logoPath = (company: { shortId: string; logoKey: string | null }) =>
  `/uploads/companies/${company.shortId}/logo${company.logoKey ? `?v=${version(company.logoKey)}` : ''}`;

/** The cover URL, or null without one. */
export const companyCoverPath = (company: { shortId: string; coverKey: string | null }) =>
  company.coverKey ? `/uploads/companies/${company.shortId}/cover?v=${version(company.coverKey)}` : null;

/** The default logo: a neutral building, served when a company has none. */
export const DEFAULT_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="logo"><rect width="64" height="64" rx="12" fill="#d4d4d4"/><path d="M18 50V18h18v32M36 28h10v22" fill="none" stroke="#a3a3a3" stroke-width="4" stroke-linejoin="round"/><path d="M24 25h6M24 33h6M24 41h6" stroke="#a3a3a3" stroke-width="3"/></svg>`;
