// How a dynatag knows its visitor came by a verified tap (issue 33, docs/decisions.md "Taps a copied link cannot
// fake"): a verified tap of a company's metal card (/c, card-link.ts) gives the phone a signed cookie naming the
// company, sent only to /d pages and ending half an hour on. A tag of that company then shows its modules marked
// "only after a tap" (dynatags/public.ts), on a page answered uncached (index.ts `answerDynatag`). A copied or
// replayed tap address gets no cookie, and the cookie names no person and no card.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../platform/deps';

export const TAP_COOKIE = 'dynacard_tap';
export const TAP_MS = 30 * 60 * 1000;

const nameOf = (config: Deps['config']) =>
  config.publicUrl.startsWith('https:') ? `__Secure-${TAP_COOKIE}` : TAP_COOKIE;

const signatureOf = (secret: string, companyId: number, until: number) =>
  createHmac('sha256', secret).update(`card-tap:${companyId}:${until}`).digest('base64url');

/** The Set-Cookie of a verified tap of a card of `companyId` now. */
export function tapCookie(deps: Pick<Deps, 'config' | 'clock'>, companyId: number): string {
  const until = deps.clock.now() + TAP_MS;
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const value = `${companyId}.${until}.${signatureOf(deps.config.secret, companyId, until)}`;
  return `${nameOf(deps.config)}=${value}; Path=/d; Max-Age=${TAP_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
}

/** Whether the request may carry a tap cookie (a cheap look before the fast path answers /d from the cache). */
export const mayCarryTap = (cookieHeader: string | null) => cookieHeader?.includes(`${TAP_COOKIE}=`) === true;

/** Whether the request carries a verified tap of a card of `companyId` that has not ended. */
export function tappedFor(
  deps: Pick<Deps, 'config' | 'clock'>,
  companyId: number,
  cookieHeader: string | null,
): boolean {
  const wanted = nameOf(deps.config);
  if (!cookieHeader?.includes(`${wanted}=`)) return false;
  for (const part of cookieHeader.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== wanted) continue;
    const [companyText = '', untilText = '', signature = ''] = value.split('.');
    const until = Number(untilText);
    if (Number(companyText) !== companyId || !Number.isSafeInteger(until) || until <= deps.clock.now())
      continue;
    const expected = Buffer.from(signatureOf(deps.config.secret, companyId, until));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}
