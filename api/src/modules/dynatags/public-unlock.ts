// The /d page remembers a right passcode for a while so a reload does not ask again (docs/decisions.md
// "Dynatags"): a signed cookie scoped to /d/{shortId}, HttpOnly, SameSite=Lax, without Max-Age (it ends with
// the browser session) and with its own end two hours on. It names the passcode it was given for by a hash,
// so changing the passcode locks everyone out again.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Dynatag } from '@db/schema';
import type { Deps } from '../../platform/deps';

export const UNLOCK_COOKIE = 'dynatag_unlock';
/**
 * Behind https the name carries `__Secure-` (the browser takes it only Secure, from an https page): not `__Host-`,
 * which needs Path=/, and the unlock is scoped to its tag's page.
 */
const unlockName = (config: Deps['config']) =>
  config.publicUrl.startsWith('https:') ? `__Secure-${UNLOCK_COOKIE}` : UNLOCK_COOKIE;
export const UNLOCK_MS = 2 * 60 * 60 * 1000;

const signatureOf = (secret: string, tag: Pick<Dynatag, 'shortId' | 'passcode'>, until: number) => {
  const passcode = createHash('sha256').update(tag.passcode, 'utf8').digest('base64url');
  return createHmac('sha256', secret)
    .update(`dynatag-unlock:${tag.shortId}:${until}:${passcode}`)
    .digest('base64url');
};

/** The Set-Cookie of an unlock of `tag` now. */
export function unlockCookie(
  deps: Pick<Deps, 'config' | 'clock'>,
  tag: Pick<Dynatag, 'shortId' | 'passcode'>,
) {
  const until = deps.clock.now() + UNLOCK_MS;
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const value = `${until}.${signatureOf(deps.config.secret, tag, until)}`;
  return `${unlockName(deps.config)}=${value}; Path=/d/${tag.shortId}; HttpOnly; SameSite=Lax${secure}`;
}

/** Whether the request carries an unlock of this tag (and its current passcode) that has not ended. */
export function hasUnlock(
  deps: Pick<Deps, 'config' | 'clock'>,
  tag: Pick<Dynatag, 'shortId' | 'passcode'>,
  cookieHeader: string | null,
): boolean {
  const wanted = unlockName(deps.config);
  if (!cookieHeader?.includes(`${wanted}=`)) return false;
  for (const part of cookieHeader.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== wanted) continue;
    const [untilText = '', signature = ''] = value.split('.');
    const until = Number(untilText);
    if (!Number.isSafeInteger(until) || until <= deps.clock.now()) continue;
    const expected = Buffer.from(signatureOf(deps.config.secret, tag, until));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}
