// bun bench/edge-failover.ts — the worker under `wrangler dev` when the origin fails (run `bun run build` first).
// The origin (`bun api/src/server.ts`) is reached through a stand-in that can answer as it does, answer a bare
// 502 (a load balancer whose backends are gone), hang (accepts, never answers) or be stopped (the port closed).
// Checks: a /p page the edge has kept is answered from the last good copy, saying so (x-dynacard-stale, Age),
// while the origin answers 502, is stopped, or hangs (within the wait bound, and at once for the next visitor); a page the edge never kept gets
// the 503 page in the visitor's language with Retry-After, never a bare 500; a page the origin answers 404
// after a 200 (a deleted card) is 404 and is not served from a copy afterwards. Prints the time to answer.
// The worker runs with shorter staleness and failing bounds than the real EDGE_STALE_MS (30 s) and FAILING_MS
// (10 s), which this run would otherwise wait out for real; worker.test.ts proves the real ones on a clock.
import { site as en } from '../shared/i18n/en/site';
import { site as fi } from '../shared/i18n/fi/site';
import { ORIGIN_WAIT_MS } from '../site/adapter/edge-cache';
import { callApi, tagOwner } from './lib/dynatags';
import { startServer } from './lib/server';
import { ensureTools, timed, wranglerDev } from './lib/wrangler';

type Mode = 'pass' | '502' | '404' | 'hang';
/** The bounds the worker runs with here (worker.ts EDGE_STALE_MS, EDGE_FAILING_MS). */
const EDGE_STALE_MS = 5_000;
const FAILING_MS = 5_000;
const SITE = { en, fi };

function check(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) process.exitCode = 1;
}
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The origin's stand-in on a fixed port: it can be stopped and started again at the same address. */
function originStandIn(originUrl: string) {
  let mode: Mode = 'pass';
  const seen: { path: string; status: number }[] = [];
  const serve = (port: number) =>
    Bun.serve({
      port,
      hostname: '127.0.0.1',
      idleTimeout: 0,
      async fetch(request) {
        const url = new URL(request.url);
        if (mode === 'hang') return new Promise<Response>(() => {});
        if (mode === '502') {
          seen.push({ path: url.pathname, status: 502 });
          return new Response('<html><body>502 Bad Gateway</body></html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          });
        }
        if (mode === '404') {
          seen.push({ path: url.pathname, status: 404 });
          return new Response('gone', { status: 404, headers: { 'cache-control': 'no-store' } });
        }
        const headers = new Headers(request.headers);
        headers.delete('host');
        headers.set('accept-encoding', 'identity');
        const answer = await fetch(`${originUrl}${url.pathname}${url.search}`, {
          headers,
          redirect: 'manual',
        });
        seen.push({ path: url.pathname, status: answer.status });
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      },
    });
  let server: ReturnType<typeof serve> | null = serve(0);
  const port = server.port!;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    set: (next: Mode) => {
      mode = next;
      if (!server) server = serve(port);
    },
    stop: () => {
      server?.stop(true);
      server = null;
    },
  };
}

await ensureTools();
const origin = await startServer();
const standIn = originStandIn(origin.url);
const edge = await wranglerDev(standIn.url, undefined, {
  EDGE_STALE_MS: String(EDGE_STALE_MS),
  EDGE_FAILING_MS: String(FAILING_MS),
});
try {
  const owner = await tagOwner(origin, 'failover');
  const me = await callApi<{ shortId: string }>(origin, owner.cookie, 'GET', '/api/v1/users/me');
  const page = `${edge.url}/p/${me.shortId}`;
  const good = await timed(page);
  // A second address of the card, kept too but not visited while the origin fails (for the 404 below).
  const other = `${page}?count=false`;
  const otherGood = await timed(other);
  check(
    good.res.status === 200 && otherGood.res.status === 200,
    `the card's page through the edge (${good.res.status}, ${otherGood.res.status})`,
  );

  // The origin starts failing while the copy is fresh: visitors still get it, and its revalidation meets the 502.
  standIn.set('502');
  const hit = await timed(page);
  await Bun.sleep(1_000);
  check(
    hit.res.headers.get('x-edge-cache') === 'hit' && standIn.seen.at(-1)?.status === 502,
    'a fresh copy is answered while its revalidation meets a 502',
  );
  // Past the staleness bound the origin is asked first; what it answers now decides.
  await Bun.sleep(EDGE_STALE_MS + 1_000);

  const stale = async (what: string) => {
    const answer = await timed(page);
    const { res } = answer;
    const age = Number(res.headers.get('age'));
    console.log(
      `  ${what}: ${res.status} in ${ms(answer.ttfb)}, x-dynacard-stale ${res.headers.get('x-dynacard-stale')}, age ${res.headers.get('age')}`,
    );
    return (
      res.status === 200 &&
      res.headers.get('x-dynacard-stale') === 'if-error' &&
      age >= EDGE_STALE_MS / 1000 &&
      answer.text === good.text &&
      answer
    );
  };
  check(!!(await stale('origin 502')), 'origin 502: the last good copy, marked stale, with its Age');
  standIn.stop();
  const stopped = await stale('origin stopped');
  check(!!stopped && stopped.ttfb < ORIGIN_WAIT_MS + 10_000, 'origin stopped: the last good copy');
  // A hanging origin, once the edge no longer remembers the last failure: the first visitor waits the bound,
  // the next ones get the copy at once while the origin is asked after the answer.
  await Bun.sleep(FAILING_MS + 1_000);
  standIn.set('hang');
  const hung = await stale('origin hangs');
  check(
    !!hung && hung.ttfb >= ORIGIN_WAIT_MS - 500 && hung.ttfb < ORIGIN_WAIT_MS + 10_000,
    `origin hangs: the last good copy after the ${ORIGIN_WAIT_MS} ms wait`,
  );
  const next = await stale('origin hangs, the next visitor');
  check(!!next && next.ttfb < ORIGIN_WAIT_MS - 1_000, 'origin hangs: the next visitor does not wait');

  // A page the edge never kept while the origin is down: the 503 page in the visitor's language.
  standIn.stop();
  for (const lang of ['en', 'fi'] as const) {
    const none = await timed(`${edge.url}/d/neverkept${lang}`, { 'accept-language': lang });
    const { res } = none;
    const title = SITE[lang]['unavailablePage.title'];
    console.log(`  no copy, origin stopped (${lang}): ${res.status} in ${ms(none.ttfb)}`);
    check(
      res.status === 503 &&
        Number(res.headers.get('retry-after')) > 0 &&
        /^text\/html/.test(res.headers.get('content-type') ?? '') &&
        none.text.includes(`lang="${lang}"`) &&
        none.text.includes(`>${title}</h1>`) &&
        /no-store/.test(res.headers.get('cache-control') ?? '') &&
        (res.headers.get('content-security-policy') ?? '').includes('script-src'),
      `no copy and the origin stopped: the 503 page in ${lang} with Retry-After and its own policy`,
    );
  }
  const api = await timed(`${edge.url}/api/v1/general/challenge`, { 'accept-language': 'sv' });
  const envelope = JSON.parse(api.text || 'null') as { statusCode?: number; message?: string } | null;
  console.log(`  API, origin stopped: ${api.res.status} in ${ms(api.ttfb)}: ${api.text.slice(0, 120)}`);
  check(
    api.res.status === 503 && envelope?.statusCode === 503 && !!envelope.message,
    'the API with the origin stopped: 503 in the envelope',
  );

  // The card is deleted (the origin answers 404): gone at once, and no copy stands in for it afterwards. (The
  // address visited during the failures would be answered from its copy once more, within FAILING_MS of the
  // last failure, the origin asked after the answer: the same bound as any edit.)
  standIn.set('404');
  const deleted = await timed(other);
  standIn.stop();
  const afterwards = await timed(other);
  check(
    deleted.res.status === 404 && afterwards.res.status === 503,
    `origin 404 after a 200: 404, and no copy afterwards (${deleted.res.status}, then ${afterwards.res.status})`,
  );
} finally {
  await edge.stop();
  standIn.stop();
  await origin.stop();
}
