// Issue 19: the order submit answers at p50 ≤ 100 ms while 4 other clients write (profile saves), as it does
// alone. Slow work (the order mails) runs after the answer; compare with BENCH_ROOT=<older checkout>.
import { login } from '../lib/accounts';
import { percentile, round } from '../lib/report';
import { defineScenario } from '../lib/scenario';
import type { ServerHandle } from '../lib/server';

const SUBMITS = 10;
const ROUNDS = 4;
const WRITERS = 4;
const TARGET_P50_MS = 100;

async function call(server: ServerHandle, cookie: string, method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

const ADDRESS = {
  fullName: 'Anna Berg',
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Göteborg',
  country: 'SE',
};
const design = { fullName: 'Anna Berg', text: 'Bench', phone: '', email: '', vcardCompany: '', vcardUrl: '' };

/**
 * An owner fills a draft of three lines (one to another address) and submits it, SUBMITS times in a row. Only the
 * submit request is timed.
 */
async function submits(server: ServerHandle, cookie: string, companyId: string, membershipId: string) {
  const times: number[] = [];
  for (let i = 0; i < SUBMITS; i++) {
    const draft = await call(server, cookie, 'PUT', '/api/v1/orders/draft', {
      companyId,
      cards: [
        { recipient: membershipId, type: 'blackPersonal', quantity: 2, design },
        { recipient: membershipId, type: 'goldCompany', quantity: 1, design },
        {
          recipient: membershipId,
          type: 'blackSimple',
          quantity: 1,
          design,
          altAddress: { ...ADDRESS, city: 'Oslo', country: 'NO' },
        },
      ],
      shippingAddress: ADDRESS,
    });
    const started = performance.now();
    await call(server, cookie, 'POST', '/api/v1/orders/draft/submit', { total: draft.totals.total });
    times.push(performance.now() - started);
  }
  return times;
}

export default defineScenario({
  name: 'order-submit',
  description: `POST /orders/draft/submit, ${ROUNDS} rounds of ${SUBMITS} alone then ${SUBMITS} with ${WRITERS} clients saving profiles`,
  async run(ctx) {
    const scenario = 'order-submit';
    const { server } = ctx;
    const [owner, ...writers] = await ctx.createAccounts(1 + WRITERS, 'orderer');
    const cookie = await ctx.login(owner);
    const form = new FormData();
    const billing = {
      orgNumber: '556677-8899',
      email: 'faktura@example.com',
      street: 'Storgatan 1',
      zipcode: '111 22',
      city: 'Göteborg',
      country: 'SE',
    };
    form.append('json', JSON.stringify({ name: 'Bench Kort AB', billing }));
    const company = await call(server, cookie, 'POST', '/api/v1/companies', form);

    // The writers log in and save back to back while `writing`; rounds alternate quiet and busy, so a machine
    // whose other load drifts weighs on both alike.
    let writing = false;
    let stopped = false;
    let saves = 0;
    let ready = 0;
    const writerLoops = writers.map(async (account, w) => {
      const writerCookie = await login(server, account);
      const [profile] = await call(server, writerCookie, 'GET', '/api/v1/profiles');
      ready++;
      for (let n = 0; !stopped; n++) {
        if (!writing) {
          await Bun.sleep(5);
          continue;
        }
        await call(server, writerCookie, 'PATCH', `/api/v1/profiles/${profile.shortId}`, {
          fullName: `Writer ${w} edit ${n}`,
        });
        saves++;
      }
    });
    while (ready < WRITERS) await Bun.sleep(10);
    const alone: number[] = [];
    const busy: number[] = [];
    let busySeconds = 0;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        alone.push(...(await submits(server, cookie, company.shortId, company.membershipId)));
        writing = true;
        // Every writer is mid-save before the first timed submit.
        const first = saves;
        while (saves < first + WRITERS) await Bun.sleep(2);
        const started = performance.now();
        busy.push(...(await submits(server, cookie, company.shortId, company.membershipId)));
        busySeconds += (performance.now() - started) / 1000;
        writing = false;
      }
    } finally {
      stopped = true;
      writing = false;
    }
    await Promise.all(writerLoops);
    const savesPerSecond = Math.round(saves / busySeconds);
    const p50 = round(percentile(busy, 50), 1);
    return [
      { scenario, metric: 'submit alone p50', value: round(percentile(alone, 50), 1), unit: 'ms' },
      { scenario, metric: 'submit alone p99', value: round(percentile(alone, 99), 1), unit: 'ms' },
      {
        scenario,
        metric: `submit with ${WRITERS} writers p50`,
        value: p50,
        unit: 'ms',
        note: `target ≤ ${TARGET_P50_MS} ms: ${p50 <= TARGET_P50_MS ? 'met' : 'MISSED'}; ${savesPerSecond} profile saves/s meanwhile; ${busy.length} submits`,
      },
      {
        scenario,
        metric: `submit with ${WRITERS} writers p99`,
        value: round(percentile(busy, 99), 1),
        unit: 'ms',
      },
    ];
  },
});
