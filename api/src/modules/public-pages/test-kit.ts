// The page tests' app: the built site rendered (run `bun run build` first), with a count of the requests that
// reached the Elysia app, so a test tells an answer from the page cache (no app) from a render.
import { afterAll, beforeAll } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';

export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1';

/**
 * A test app rendering the built site (with `env` set), made before the file's tests and closed after them. `appCalls` counts the
 * requests that reached the app; `appHandle` is the app's own handler (what the app alone answers).
 */
export function countingPageApp(env: Record<string, string> = {}) {
  if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
    throw new Error('The page tests render the built site: run `bun run build` first.');
  }
  const kit = {
    t: undefined as unknown as TestApp,
    appCalls: 0,
    appHandle: undefined as unknown as (request: Request) => Promise<Response>,
  };
  beforeAll(async () => {
    kit.t = await createTestApp(env, {}, { site: true });
    const handle = kit.t.app.handle;
    kit.appHandle = handle;
    kit.t.app.handle = (request: Request) => {
      kit.appCalls++;
      return handle(request);
    };
  });
  afterAll(() => kit.t.close());
  return kit;
}
