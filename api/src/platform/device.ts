import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '@shared/constants';
import { cookieName } from './auth';
import type { Config } from './config';

/**
 * A device that has logged in before: a signed cookie naming the user, set on every successful login. A login
 * from it skips the human check that an account asks for after too many failures, so a stranger guessing the
 * password cannot keep the owner out (docs/decisions.md "Login attempts").
 */
export const DEVICE_COOKIE = 'dc_device';
const YEAR_MS = 365 * DAY_MS;
const MAX_AGE_S = Math.floor(YEAR_MS / 1000);

type CookieJar = Record<string, { value: unknown; set: (c: Record<string, unknown>) => unknown }>;

const sign = (secret: string, body: string) =>
  createHmac('sha256', `device:${secret}`).update(body).digest('base64url');

export function setDeviceCookie(cookie: CookieJar, config: Config, userId: number, now: number) {
  const body = `${userId}.${now}`;
  cookie[cookieName(config, DEVICE_COOKIE)].set({
    value: `${body}.${sign(config.secret, body)}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: MAX_AGE_S,
  });
}

/** Forgets the device (the account it names is deleted). */
export function clearDeviceCookie(cookie: CookieJar, config: Config) {
  cookie[cookieName(config, DEVICE_COOKIE)].set({
    value: '',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: 0,
  });
}

/**
 * The device of the request's cookie when its signature holds and it is less than a year old: the user it
 * names, and a key of its own (its failed logins are counted apart from the account's).
 */
export function knownDevice(
  cookie: CookieJar,
  config: Config,
  now: number,
): { userId: number; key: string } | null {
  const value = cookie[cookieName(config, DEVICE_COOKIE)]?.value;
  if (typeof value !== 'string' || value.length > 200) return null;
  const [id, issued, mac] = value.split('.');
  if (!id || !issued || !mac || !/^\d+$/.test(id) || !/^\d+$/.test(issued)) return null;
  const expected = Buffer.from(sign(config.secret, `${id}.${issued}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (now - Number(issued) > YEAR_MS) return null;
  return { userId: Number(id), key: `${id}.${issued}` };
}
