// bun bench/edge.ts — the Cloudflare worker for real: `wrangler dev` (workerd) in front of a running origin
// (`bun api/src/server.ts` with the built site; run `bun run build` first), the origin behind a small proxy
// that delays every answer by ORIGIN_DELAY_MS (a far origin) and records what reached it.
// Checks: a prerendered page from the assets without the origin; /p/{shortId} through the origin with the
// visitor's address passed on; a cached /p answered from the edge and revalidated (ETag → 304); a
// passcode-protected tag never kept; prerendered pages with their Content-Security-Policy and security headers
// (the build's _headers). Measures: TTFB cached vs uncached, staleness after an edit, and the
// worker bundle size compressed (wrangler deploy --dry-run). Wrangler and Node 22 are installed on demand
// into .cache/edge (git-ignored), not into package.json. A bench script, not in CI (see docs/decisions.md).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { fiveTextAndLinkModules } from '../api/src/modules/dynatags/public-test-kit';
import { inlineScriptHashes } from '../shared/http/csp';
import { SECURITY_HEADERS } from '../shared/http/security-headers';
import { callApi, createTag, tagOwner } from './lib/dynatags';
import { ROOT, startServer } from './lib/server';
import {
  COMPATIBILITY_DATE,
  ensureTools,
  NODE,
  timed as timedRequest,
  WRANGLER,
  WRANGLER_JS,
  wranglerDev,
  wranglerEnv,
} from './lib/wrangler';

const ORIGIN_DELAY_MS = 100;
const VISITOR_IP = '203.0.113.77';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function check(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) process.exitCode = 1;
}

/** The origin behind a delay: every request waits ORIGIN_DELAY_MS, and is recorded as it reached the origin. */
function delayingProxy(originUrl: string) {
  const seen: { path: string; xff: string | null; ifNoneMatch: string | null; status: number }[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url);
      await Bun.sleep(ORIGIN_DELAY_MS);
      const headers = new Headers(request.headers);
      headers.delete('host');
      headers.set('accept-encoding', 'identity');
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const answer = await fetch(`${originUrl}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        redirect: 'manual',
      });
      seen.push({
        path: url.pathname,
        xff: request.headers.get('x-forwarded-for'),
        ifNoneMatch: request.headers.get('if-none-match'),
        status: answer.status,
      });
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, seen, stop: () => server.stop(true) };
}

/** Time to the first byte of the body, as the visitor (their address in cf-connecting-ip). */
const timed = (url: string, headers: Record<string, string> = {}) =>
  timedRequest(url, { 'cf-connecting-ip': VISITOR_IP, ...headers });

/** The worker as deployed (esbuild bundle), its size raw, gzip and brotli. */
async function bundleSize() {
  const out = mkdtempSync(join(tmpdir(), 'dynacard-worker-'));
  const build = Bun.spawn(
    [NODE, WRANGLER_JS, 'deploy', '--dry-run', '--outdir', out, '--compatibility-date', COMPATIBILITY_DATE],
    { cwd: ROOT, env: wranglerEnv(), stdout: 'ignore', stderr: 'inherit' },
  );
  if ((await build.exited) !== 0) throw new Error('wrangler deploy --dry-run failed');
  const file = readdirSync(out).find((f) => f.endsWith('.js'))!;
  const bytes = readFileSync(join(out, file));
  rmSync(out, { recursive: true, force: true });
  return { raw: bytes.length, gzip: Bun.gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
}

if (!existsSync(join(ROOT, 'site', 'dist', 'client', 'index.html')))
  throw new Error('run `bun run build` first');
const installMs = await ensureTools();
console.log(
  installMs ? `installed node 22 and ${WRANGLER} in ${ms(installMs)}` : 'node 22 and wrangler cached',
);
const bundle = await bundleSize();
console.log(`worker bundle: ${bundle.raw} B raw, ${bundle.gzip} B gzip, ${bundle.brotli} B brotli`);

const origin = await startServer();
const proxy = delayingProxy(origin.url);
const started = performance.now();
const edge = await wranglerDev(proxy.url);
console.log(`wrangler dev ready in ${ms(performance.now() - started)}`);
try {
  const owner = await tagOwner(origin, 'edgeowner');
  const me = await callApi<{ shortId: string }>(origin, owner.cookie, 'GET', '/api/v1/users/me');
  const [profile] = await callApi<{ shortId: string }[]>(origin, owner.cookie, 'GET', '/api/v1/profiles');

  const asset = await timed(`${edge.url}/business-card/`);
  check(
    asset.res.status === 200 && proxy.seen.length === 0,
    'a prerendered page from the assets, the origin not asked',
  );

  // Each prerendered page as the asset store answers it: its own policy (every inline script's hash, no
  // 'unsafe-inline' for scripts) and the security headers, as the origin sends them (the build's _headers).
  const pagesChecked: string[] = [];
  for (const path of ['/', '/business-card/', '/en/contact/', '/fi/cookies/']) {
    const { res, text } = await timed(`${edge.url}${path}`, { 'accept-language': 'sv' });
    const policy = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hashes = inlineScriptHashes(text);
    if (
      res.status === 200 &&
      hashes.length > 0 &&
      hashes.every((h) => scriptSrc.includes(h)) &&
      !scriptSrc.includes('unsafe-inline') &&
      Object.entries(SECURITY_HEADERS).every(([name, value]) => res.headers.get(name) === value) &&
      res.headers.get('strict-transport-security') !== null
    )
      pagesChecked.push(path);
    else console.log(`  ${path}: ${res.status}, policy "${policy}", ${hashes.length} inline scripts`);
  }
  check(
    pagesChecked.length === 4,
    `prerendered pages from the edge carry their own script hashes and the security headers (${pagesChecked.join(' ')})`,
  );

  const page = `${edge.url}/p/${me.shortId}`;
  const first = await timed(page);
  const reached = proxy.seen.at(-1);
  check(
    first.res.status === 200 && reached?.path === `/p/${me.shortId}`,
    '/p/{shortId} answered through the origin',
  );
  check(
    reached?.xff === VISITOR_IP,
    `the origin got the visitor's address (X-Forwarded-For ${reached?.xff})`,
  );

  const cached: number[] = [];
  const uncached: number[] = [];
  for (let i = 0; i < 15; i++) {
    const hit = await timed(page);
    if (hit.res.headers.get('x-edge-cache') === 'hit') cached.push(hit.ttfb);
    const miss = await timed(`${page}?edge-bench=${i}`);
    if (miss.res.headers.get('x-edge-cache') === 'miss') uncached.push(miss.ttfb);
    await Bun.sleep(ORIGIN_DELAY_MS * 2);
  }
  check(
    cached.length === 15 && uncached.length === 15,
    'hits answered from the edge cache, misses from the origin',
  );
  check(
    proxy.seen.some((r) => r.path === `/p/${me.shortId}` && r.ifNoneMatch !== null && r.status === 304),
    'a hit is revalidated with the origin after the answer (If-None-Match → 304)',
  );
  console.log(
    `TTFB /p (origin +${ORIGIN_DELAY_MS} ms): cached ${ms(median(cached))}, uncached ${ms(median(uncached))} (medians of 15)`,
  );

  // Staleness after an edit: the phone changes at the origin; visitors keep opening the page every 50 ms.
  const phone = `+46 70 ${String(Date.now()).slice(-3)} 00 00`;
  const edited = performance.now();
  await callApi(origin, owner.cookie, 'PATCH', `/api/v1/profiles/${profile.shortId}`, { phone });
  const digits = phone.replace(/\D/g, '').slice(-7);
  let stale = 0;
  for (;;) {
    const now = await timed(page);
    if (now.text.replace(/\D/g, '').includes(digits)) break;
    stale++;
    if (performance.now() - edited > 60_000) throw new Error('the edit never showed');
    await Bun.sleep(50);
  }
  console.log(
    `staleness after an edit: ${ms(performance.now() - edited)} (${stale} stale answers, visits every 50 ms)`,
  );

  const locked = await createTag(origin, owner.cookie, owner.companyShortId, {
    name: 'Locked',
    label: 'Locked',
    modules: fiveTextAndLinkModules(),
    passcode: '4321',
  } as Parameters<typeof createTag>[3]);
  const tagPath = `/d/${locked.id}`;
  const a = await timed(`${edge.url}${tagPath}`);
  const b = await timed(`${edge.url}${tagPath}`);
  await Bun.sleep(ORIGIN_DELAY_MS * 3);
  check(
    /no-store/.test(a.res.headers.get('cache-control') ?? ''),
    `the protected tag's answer: ${a.res.headers.get('cache-control')}`,
  );
  check(
    !a.res.headers.has('x-edge-cache') &&
      !b.res.headers.has('x-edge-cache') &&
      proxy.seen.filter((r) => r.path === tagPath).length === 2,
    'a passcode-protected tag is never kept at the edge (both requests reached the origin)',
  );
} finally {
  await edge.stop();
  proxy.stop();
  await origin.stop();
}
