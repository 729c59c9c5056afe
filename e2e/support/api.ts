import { type APIRequestContext, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';

type Challenge = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };

export const PASSWORD = 'correct horse battery';
export const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** The human check the signup form solves in the browser, solved here. */
export async function solveAltcha(api: APIRequestContext): Promise<string> {
  const { data } = (await (await api.get('/api/v1/general/challenge')).json()) as { data: Challenge };
  const solution = await solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber).promise;
  if (!solution) throw new Error('the human check could not be solved');
  const { algorithm, challenge, salt, signature } = data;
  return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
}

/**
 * This worker's next client address: a random start, so that a worker Playwright starts again after a failure
 * does not sign up from the addresses its predecessor used (10 an hour each), which turned one failure into a
 * cascade of 429s.
 */
let signups = Math.floor(Math.random() * 65_000);

/**
 * Signs up through the API, as a script of our API users would; the session cookies land in `api` (a
 * browser context's request client shares them with its pages). Each signup comes from its own client
 * address (the e2e server trusts X-Forwarded-For), so the suite's accounts do not use up the per-IP limit.
 */
export async function signUpViaApi(api: APIRequestContext, fullName: string, prefix = 'u') {
  const id = uid();
  const person = {
    email: `${prefix}${id}@example.com`,
    username: `${prefix}_${id}`,
    password: PASSWORD,
    fullName,
  };
  const res = await api.post('/api/v1/users', {
    headers: { 'x-forwarded-for': `10.${(++signups >> 8) & 255}.${signups & 255}.7` },
    data: { ...person, keepLoggedIn: false, termsAccepted: true, altcha: await solveAltcha(api) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { shortId: string } };
  return { ...person, shortId: data.shortId };
}
