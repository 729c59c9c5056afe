// Sustained load at a fixed rate (issue 12: `/p` and `/d` at 1,000 req/s, p99 under 20 ms). An open-loop
// generator: request i is due at start + i / rate and its latency runs from that moment, so a slow answer delays
// nothing and hides nothing (no coordinated omission, unlike a closed loop such as wrk). The server is a real
// `bun api/src/server.ts` in its own process; visits are counted, as every scan of the plain address is.
//   bun bench/steady-rate.ts [rate=1000] [seconds=20]
import { createTag, fiveTextAndLinkModules, tagOwner } from './lib/dynatags';
import { percentile, round } from './lib/report';
import { startServer } from './lib/server';

const rate = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 20);

/** Sends `rate` requests a second to `url` for `duration` s; latencies in ms from each request's due time. */
async function openLoop(url: string, duration: number) {
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let i = 0;
  while (i < total) {
    const now = performance.now();
    while (i < total && start + i * interval <= now) {
      const due = start + i * interval;
      pending.push(
        fetch(url, { headers: { 'accept-encoding': 'br', 'x-forwarded-for': `198.51.100.${i % 250}` } })
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.status !== 200) errors++;
            latencies.push(performance.now() - due);
          })
          .catch(() => {
            errors++;
          }),
      );
      i++;
    }
    await Bun.sleep(1);
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  return { sent: total, achieved: round(latencies.length / elapsed, 0), errors, latencies };
}

const server = await startServer();
try {
  const owner = await tagOwner(server, 'steady');
  const tag = await createTag(server, owner.cookie, owner.companyShortId, {
    name: 'Fair stand',
    label: 'Welcome',
    modules: fiveTextAndLinkModules(),
  });
  const me = await fetch(`${server.url}/api/v1/users/me`, { headers: { cookie: owner.cookie } });
  const { data } = (await me.json()) as { data: { shortId: string } };
  const pages = {
    '/p': `${server.url}/p/${data.shortId}`,
    '/d': `${server.url}/d/${tag.id}`,
  };
  for (const url of Object.values(pages)) {
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  console.log(`open loop, ${rate} req/s for ${seconds} s each, after a 3 s warm-up at the same rate`);
  for (const [name, url] of Object.entries(pages)) {
    await openLoop(url, 3);
    const run = await openLoop(url, seconds);
    const p = (q: number) => round(percentile(run.latencies, q), 2);
    console.log(
      `${name}: sent ${run.sent}, answered ${run.latencies.length - run.errors} at ${run.achieved} req/s, ` +
        `errors ${run.errors}; latency p50 ${p(50)} ms, p90 ${p(90)} ms, p99 ${p(99)} ms, max ${p(100)} ms`,
    );
  }
} finally {
  await server.stop();
}
