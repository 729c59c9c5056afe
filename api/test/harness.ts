import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@db/client';
import { solveChallenge } from 'altcha-lib/v1';
import { createSiteHandler } from '../../site/adapter/serve';
import { createApp, createHandler } from '../src/app';
import { createPublicPages } from '../src/modules/public-pages';
import { ManualClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { createDeps, type DepsOverrides } from '../src/platform/deps';
import type { Envelope } from '../src/platform/envelope';
import { memoryLogger } from '../src/platform/log';
import { startSmtpServer } from './smtp';

export const BASE = 'http://localhost';
export const START_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);
/** The built site (`bun run build`), mounted by `createTestApp({}, {}, { site: true })`. */
export const SITE_DIST = join(import.meta.dir, '../../site/dist');

/**
 * A fresh app for one test file: its own migrated libSQL file in a temp folder, a real SMTP server,
 * a manual clock and an in-memory log. Requests go through `app.handle` (no network).
 * `site: true` mounts the built site (site/dist: run `bun run build` first) for the pages Astro renders.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: DepsOverrides = {},
  options: { site?: boolean } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'dynacard-test-'));
  const smtp = await startSmtpServer();
  const config = loadConfig({
    DATA_DIR: dir,
    SECRET: 'test-secret-not-for-production',
    PUBLIC_URL: BASE,
    SMTP_URL: smtp.url,
    ALTCHA_MAX_NUMBER: '200',
    TRUST_PROXY: 'true',
    ...env,
  });
  const database = await openDatabase(config.database);
  await migrateDatabase(database.db);
  const clock = new ManualClock(START_TIME);
  const log = memoryLogger();
  const deps = createDeps(config, database, { clock, log, ...overrides });
  const site = options.site ? await createSiteHandler({ distDir: SITE_DIST }) : undefined;
  const pages = createPublicPages(deps);
  const app = createApp(deps, { site, pages });
  const handle = createHandler(app, deps, pages);
  let ipCounter = 0;

  /** A browser-like client with its own cookie jar and, by default, its own IP address. */
  function client(options: { ip?: string; lang?: string } = {}) {
    const jar = new Map<string, string>();
    const ip = options.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
    async function send<T = unknown>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; body: Envelope<T>; headers: Headers; response: Response }> {
      const init: RequestInit & { headers: Record<string, string> } = {
        method,
        headers: {
          'x-forwarded-for': ip,
          ...(options.lang ? { 'x-target-lang': options.lang } : {}),
          ...headers,
        },
      };
      if (jar.size) init.headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers['content-type'] = 'application/json';
      }
      const response = await handle(new Request(`${BASE}${path}`, init));
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const [name, ...rest] = pair.split('=');
        const value = rest.join('=');
        const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
        if (expired) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      const text = await response.clone().text();
      let parsed: Envelope<T>;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = { success: false, statusCode: response.status, message: text, data: null as T, errors: [] };
      }
      return { status: response.status, body: parsed, headers: response.headers, response };
    }
    return {
      ip,
      jar,
      get: <T = unknown>(path: string, headers?: Record<string, string>) =>
        send<T>('GET', path, undefined, headers),
      post: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
        send<T>('POST', path, body ?? {}, headers),
      patch: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
        send<T>('PATCH', path, body ?? {}, headers),
      delete: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
        send<T>('DELETE', path, body, headers),
      send,
    };
  }

  /** Fetches a challenge and solves it, as the browser widget does. */
  async function solveAltcha(): Promise<string> {
    const res = await handle(new Request(`${BASE}/api/v1/general/challenge`));
    const { data } = (await res.json()) as Envelope<{
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber: number;
    }>;
    const solution = await solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber).promise;
    if (!solution) throw new Error('could not solve the challenge');
    return btoa(
      JSON.stringify({
        algorithm: data.algorithm,
        challenge: data.challenge,
        number: solution.number,
        salt: data.salt,
        signature: data.signature,
      }),
    );
  }

  let signupCounter = 0;
  /** Signs up through the API like a new user; returns the client (signed in) and the signup answer. */
  async function signup(
    fields: Partial<{
      email: string;
      username: string;
      password: string;
      fullName: string;
      keepLoggedIn: boolean;
    }> = {},
  ) {
    const n = ++signupCounter;
    const c = client();
    const body = {
      email: fields.email ?? `user${n}@example.com`,
      username: fields.username ?? `user${n}`,
      password: fields.password ?? 'correct horse battery',
      fullName: fields.fullName ?? `User Number${n}`,
      keepLoggedIn: fields.keepLoggedIn ?? false,
      termsAccepted: true,
      altcha: await solveAltcha(),
    };
    const res = await c.post('/api/v1/users', body);
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.body.message}`);
    return { client: c, res, ...body };
  }

  return {
    deps,
    db: deps.db,
    clock,
    log,
    smtp,
    app,
    /** The public page cache and the view counter (`await t.pages.settle()` before reading counted views). */
    pages,
    site,
    handle,
    client,
    solveAltcha,
    signup,
    dir,
    async close() {
      await pages.close();
      database.close();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
