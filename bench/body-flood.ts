// bun bench/body-flood.ts [json|multipart] [root=<checkout>] — memory of the real server while 60 parallel
// anonymous chunked 24 MB bodies arrive at POST /api/v1/auth/login (the attack of issue 12). Every answer must be
// 413 in the envelope; prints the server's resident memory before, its peak, and how much the clients sent.
// `root` runs another checkout's server (an older commit) to compare in one run.

import { startServer } from './lib/server';

const PARALLEL = 60;
const BODY_BYTES = 24 * 1024 * 1024;
const CHUNK = 256 * 1024;

const kind = process.argv[2] === 'multipart' ? 'multipart' : 'json';
const root = process.argv.find((a) => a.startsWith('root='))?.slice(5);
const type = kind === 'multipart' ? 'multipart/form-data; boundary=flood' : 'application/json';

const server = await startServer(root ? { root } : {});
let sent = 0;
function send() {
  let own = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (own >= BODY_BYTES) return controller.close();
      const n = Math.min(CHUNK, BODY_BYTES - own);
      own += n;
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(97));
    },
  });
  return fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': type }, body })
    .then(async (res) => `${res.status} ${(await res.json().catch(() => null))?.statusCode ?? 'no envelope'}`)
    .catch((error) => String(error).slice(0, 60));
}

try {
  await Bun.sleep(500);
  const before = server.memory().rssKb;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.memory().rssKb);
  }, 20);
  const answers = await Promise.all(Array.from({ length: PARALLEL }, send));
  await Bun.sleep(300);
  clearInterval(sampler);
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  const mb = (kb: number) => Math.round(kb / 1024);
  console.log(
    `${kind}: rss ${mb(before)} MB -> peak ${mb(peak)} MB (+${mb(peak - before)} MB); ` +
      `clients sent ${Math.round(sent / 1048576)} MB of ${(PARALLEL * BODY_BYTES) / 1048576} MB; answers ${JSON.stringify(counts)}`,
  );
  if (Object.keys(counts).join() !== '413 413') process.exitCode = 1;
} finally {
  await server.stop();
}
