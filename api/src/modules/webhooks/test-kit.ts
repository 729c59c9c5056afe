// The webhook tests' world: a local receiver that verifies every delivery with the standardwebhooks package's
// own verifier and answers as a test scripts it, a second server instance on the same database file, and a
// company with its owner.
import { setSystemTime } from 'bun:test';
import { openDatabase } from '@db/client';
import { Webhook } from 'standardwebhooks';
import type { TestApp } from '../../../test/harness';
import { createDeps } from '../../platform/deps';
import { company, person } from '../companies/test-kit';

/** What the tests' apps run with: endpoints on this machine over http, a short answer limit. */
export const WEBHOOK_ENV = { WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_TIMEOUT_MS: '1500' };

export type Received = { id: string; type: string; body: Record<string, unknown>; verifiedBy: string[] };
type Answer = (received: Received) => Response | Promise<Response>;

/**
 * A receiver on 127.0.0.1. `secrets` are the secrets it accepts (a delivery verified by none is answered 401 and
 * not counted); `answers` are used one per request, the last one repeating. The verifier checks the timestamp
 * against the wall clock, so it runs at the app's (manual) time.
 */
export function receiver(t: TestApp, secrets: string[] = []) {
  const received: Received[] = [];
  const unverified: string[] = [];
  let answers: Answer[] = [() => new Response('thanks')];
  let served = 0;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 30,
    async fetch(request) {
      const text = await request.text();
      const headers = Object.fromEntries(request.headers);
      const verifiedBy: string[] = [];
      setSystemTime(new Date(t.clock.now()));
      try {
        for (const secret of secrets) {
          try {
            new Webhook(secret).verify(text, headers);
            verifiedBy.push(secret);
          } catch {}
        }
      } finally {
        setSystemTime();
      }
      if (!verifiedBy.length) {
        unverified.push(text);
        return new Response('bad signature', { status: 401 });
      }
      const entry = {
        id: headers['webhook-id'],
        type: JSON.parse(text).type,
        body: JSON.parse(text),
        verifiedBy,
      };
      received.push(entry);
      const answer = answers[Math.min(served++, answers.length - 1)];
      return answer(entry);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hook`,
    received,
    unverified,
    secrets,
    /** The answers from now on, one per request, the last repeating. */
    answer(...list: Answer[]) {
      answers = list;
      served = 0;
    },
    stop: () => server.stop(true),
  };
}

/** Another server instance on the same database file (a restart, or a second instance beside the first). */
export async function otherInstance(t: TestApp) {
  const database = await openDatabase(t.deps.config.database);
  const deps = createDeps(t.deps.config, database, { clock: t.clock, log: t.log, mailer: t.deps.mailer });
  return { deps, close: () => database.close() };
}

/** A company and its owner, signed in. */
export async function ownerWorld(t: TestApp) {
  const owner = await person(t, { subscriber: true });
  const co = await company(owner.c, { name: 'Hook AB' });
  return { owner, company: co };
}

export const hooksPath = (companyShortId: string) => `/api/v1/companies/${companyShortId}/webhooks`;
