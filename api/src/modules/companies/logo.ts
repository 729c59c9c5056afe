import type { User } from '@db/schema';
import { randomToken, shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { toWebp } from '../../platform/images';
import { quotaOf } from '../users/service';

/** A WebP that fits in 512 × 512 px: unlike an avatar a logo is not cropped, and its transparency is kept. */
export const toLogoWebp = (file: File, field = 'logo') => toWebp(file, { field, fit: 'inside', quality: 85 });

/**
 * Writes a new logo before its rows commit (the caller deletes it again if they fail). It counts toward
 * the uploader's quota like an avatar.
 */
export async function storeLogo(deps: Deps, user: User, companyShortId: string, file?: File) {
  if (!file) return null;
  const bytes = await toLogoWebp(file);
  const quota = await quotaOf(deps, user.id);
  if (quota.used + bytes.length > quota.limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'quotaExceeded', { field: 'logo', params: { limit: '50 MB' } });
  }
  const key = `companies/${companyShortId}/logo-${randomToken(6)}.webp`;
  await deps.storage.put(key, bytes, 'image/webp');
  const row = (companyId: number) => ({
    shortId: shortId(),
    ownerUserId: user.id,
    kind: 'logo' as const,
    storageKey: key,
    name: 'logo.webp',
    mime: 'image/webp',
    size: bytes.length,
    companyId,
    createdAt: deps.clock.now(),
  });
  return { key, row };
}

/** The logo URL; the default logo is answered at the same path when the company has none. */
export const logoPath = (company: { shortId: string; logoKey: string | null }) =>
  `/uploads/companies/${company.shortId}/logo${
    company.logoKey ? `?v=${company.logoKey.match(/\/logo-([^/]+)\.webp$/)?.[1] ?? ''}` : ''
  }`;

/** The default logo: a neutral building, served when a company has none. */
export const DEFAULT_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="logo"><rect width="64" height="64" rx="12" fill="#d4d4d4"/><path d="M18 50V18h18v32M36 28h10v22" fill="none" stroke="#a3a3a3" stroke-width="4" stroke-linejoin="round"/><path d="M24 25h6M24 33h6M24 41h6" stroke="#a3a3a3" stroke-width="3"/></svg>`;
