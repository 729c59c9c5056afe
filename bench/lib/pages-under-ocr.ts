// Part 3 of bench/scan-to-crm.ts: the cached card page (GET /p/{shortId} as a phone's browser asks for it) while
// a burst of paper cards is being read, against the same page quiet, in alternating pairs of wrk runs; with the
// server's CPU by thread over each busy run, to see who took the core from the page.
import { readdirSync, readFileSync } from 'node:fs';
import type { CardSpec } from '../card-reading/cards';
import type { LoadOptions, LoadResult } from '../load';
import { call, type Phone } from './crm-company';
import { BROWSER } from './page-vs-bare';
import { median, round } from './report';
import { type Kind, leadsOf, photosOf, postScan } from './scans';
import type { ServerHandle } from './server';

const TARGET = 0.8;
/** Clock ticks per second (Linux /proc). */
const HZ = 100;

type Threads = Map<string, { ticks: number; nice: string }>;

/** CPU ticks so far of each thread of `pid`, keyed `tid name`, and each one's niceness now. */
function threads(pid: number): Threads {
  const out: Threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(`${tid} ${name}`, { ticks: Number(fields[11]) + Number(fields[12]), nice: fields[16] });
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

/** Share of a core each thread used between `before` and `after` over `seconds`, busiest first. */
function usage(before: Threads, after: Threads, seconds: number, pid: number) {
  return [...after.entries()]
    .map(([key, { ticks, nice }]) => ({
      key: `${key} nice ${nice}`,
      share: (ticks - (before.get(key)?.ticks ?? 0)) / HZ / seconds,
    }))
    .filter((t) => t.share >= 0.02)
    .sort((a, b) => b.share - a.share)
    .map(
      (t) =>
        `${t.key.startsWith(`${pid} `) ? 'main' : t.key.split(' ').slice(1).join(' ')} ${round(t.share * 100, 0)} %`,
    );
}

export async function measurePages(o: {
  server: ServerHandle;
  owner: Phone;
  companyShortId: string;
  cards: CardSpec[];
  rounds: number;
  seconds: number;
  connections: number;
  load: (options: LoadOptions) => Promise<LoadResult>;
}) {
  const { server, owner } = o;
  const pageUrl = `${server.url}/p/${owner.shortId}`;
  for (let i = 0; i < 3; i++) {
    const res = await fetch(pageUrl, { headers: BROWSER });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /p/${owner.shortId} answered ${res.status}`);
  }
  const event = await call<{ shortId: string }>(
    server,
    owner,
    'POST',
    `/api/v1/companies/${o.companyShortId}/lead-events`,
    { name: 'Page bench' },
  );
  const reading = async () =>
    (await leadsOf(server, owner, o.companyShortId, event.shortId)).filter((l) => l.scanState === 'reading')
      .length;
  const idle = async () => {
    while ((await reading()) > 0) await Bun.sleep(200);
  };
  // Enough cards that the reader is still busy when wrk ends (a card is 1–3 s of a core, more on a busy machine).
  const perBurst = Math.max(3, Math.ceil(o.seconds * 0.8));
  const run = () =>
    o.load({ url: pageUrl, headers: BROWSER, seconds: o.seconds, connections: o.connections });

  const quiet: LoadResult[] = [];
  const busy: LoadResult[] = [];
  const stillReading: number[] = [];
  const cpu: string[][] = [];
  let n = 0;
  for (let round_ = 0; round_ < o.rounds; round_++) {
    await idle();
    quiet.push(await run());
    const burst = await Promise.all(
      Array.from({ length: perBurst }, async () => {
        const card = o.cards[n++ % o.cards.length];
        const kind: Kind = n % 2 ? 'clean' : 'poor';
        return postScan(server, owner, card, kind, await photosOf(card, kind), event.shortId);
      }),
    );
    const before = threads(server.pid);
    busy.push(await run());
    cpu.push(usage(before, threads(server.pid), o.seconds, server.pid));
    stillReading.push(await reading());
    if (burst.length !== perBurst) throw new Error('a scan of the burst was not taken');
  }
  await idle();

  const ratios = busy.map((b, i) => b.rps / quiet[i].rps);
  const ratio = round(median(ratios), 2);
  const met = ratio >= TARGET ? 'met' : 'NOT met';
  const lines = [
    `3. /p under OCR ÷ quiet: ${ratio} (target ≥ ${TARGET}: ${met}); pairs ${ratios.map((r) => r.toFixed(2)).join(' / ')}; ` +
      `quiet ${quiet.map((r) => r.rps).join(' / ')} req/s, under OCR ${busy.map((r) => r.rps).join(' / ')} req/s ` +
      `(p99 ${round(median(quiet.map((r) => r.p99)), 1)} → ${round(median(busy.map((r) => r.p99)), 1)} ms; ` +
      `${perBurst} cards a burst, still reading at the end: ${stillReading.join(' / ')}; ${quiet[0].tool})`,
    `   server CPU by thread under OCR (last round): ${cpu.at(-1)?.join(', ')}`,
  ];
  return {
    lines,
    figures: {
      ratio,
      ratios,
      quiet,
      busy,
      stillReading,
      perBurst,
      cpu,
    },
  };
}
