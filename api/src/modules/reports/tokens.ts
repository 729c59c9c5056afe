// The one-click unsubscribe link's token: the person and the company (or "-" for the personal report), signed with
// the server secret. Nothing to store, and every mail ever sent keeps a working link, also after the report was
// turned off and on again (docs/decisions.md "Report mails").
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../platform/deps';

const sign = (deps: Pick<Deps, 'config'>, userShortId: string, companyShortId: string) =>
  createHmac('sha256', deps.config.secret)
    .update(`report-unsubscribe\n${userShortId}\n${companyShortId}`)
    .digest('base64url')
    .slice(0, 32);

export function unsubscribeToken(
  deps: Pick<Deps, 'config'>,
  userShortId: string,
  companyShortId: string | null,
) {
  const company = companyShortId ?? '-';
  return `${userShortId}.${company}.${sign(deps, userShortId, company)}`;
}

/** The person and company a token names, or null for a token we did not sign. */
export function readUnsubscribeToken(deps: Pick<Deps, 'config'>, token: string) {
  const [user, company, signature, ...rest] = token.split('.');
  if (!user || !company || !signature || rest.length) return null;
  const expected = Buffer.from(sign(deps, user, company));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userShortId: user, companyShortId: company === '-' ? null : company };
}

export const unsubscribeUrl = (deps: Pick<Deps, 'config'>, token: string) =>
  `${deps.config.publicUrl}/api/v1/reports/unsubscribe?token=${encodeURIComponent(token)}`;
