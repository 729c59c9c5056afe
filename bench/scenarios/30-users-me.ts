import { startBareServer } from '../lib/bare-server';
import { median, round } from '../lib/report';
import { defineScenario } from '../lib/scenario';
import type { LoadResult } from '../load';

/** DESIGN §9: an authenticated read ≥ 50 % of our own cheapest route in the same run. */
const TARGET_RATIO = 0.5;
const ROUNDS = 3;

/**
 * The signed-in hot path: GET /users/me verifies the access JWT and reads session, user and whether a card is
 * held, against our own cheapest route in alternating runs — GET /general/map-tiles answers two config values
 * through the full app (routing, global hooks, envelope) and nothing else: the framework's cost, so the ratio is
 * what the JWT check and the reads cost. Also the same answer from a bare Bun.serve, for scale.
 */
export default defineScenario({
  name: 'users-me',
  description: 'GET /users/me under load with a valid session vs our cheapest route',
  async run(ctx) {
    const scenario = 'users-me';
    const [account] = await ctx.createAccounts(1, 'me');
    const cookie = await ctx.login(account);
    const url = `${ctx.server.url}/api/v1/users/me`;
    const cheapest = `${ctx.server.url}/api/v1/general/map-tiles`;

    const check = await fetch(url, { headers: { cookie }, decompress: false } as RequestInit);
    if (check.status !== 200)
      throw new Error(`GET /users/me answered ${check.status}: ${await check.clone().text()}`);
    const bare = await startBareServer(check, ctx.server.dataDir);

    // Alternating runs, the median of each kept: a busy machine slows one run, not one side.
    const runs: Record<'me' | 'cheapest', LoadResult[]> = { me: [], cheapest: [] };
    const seconds = Math.max(3, Math.round(ctx.seconds / 2));
    for (let i = 0; i < ROUNDS; i++) {
      for (const [side, target] of [
        ['me', url],
        ['cheapest', cheapest],
      ] as const) {
        runs[side].push(
          await ctx.load({ url: target, headers: { cookie }, seconds, connections: ctx.connections }),
        );
      }
    }
    const same = await ctx.load({
      url: bare.url,
      headers: { cookie },
      seconds,
      connections: ctx.connections,
    });
    await bare.stop();
    const middle = (list: LoadResult[]) => list.find((r) => r.rps === median(list.map((x) => x.rps)))!;
    const me = middle(runs.me);
    const ratios = runs.me.map((r, i) => r.rps / runs.cheapest[i].rps);
    const ratio = round(median(ratios), 2);
    return [
      ...ctx.loadFigures(scenario, 'GET /users/me', me),
      ...ctx.loadFigures(scenario, 'cheapest route GET /general/map-tiles', middle(runs.cheapest)),
      {
        scenario,
        metric: 'users/me ÷ cheapest route throughput',
        value: ratio,
        unit: '×',
        note: `target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'} (median of ${ROUNDS} alternating pairs: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      },
      ...ctx.loadFigures(scenario, 'same answer from bare Bun.serve', same),
      {
        scenario,
        metric: 'users/me ÷ bare Bun.serve throughput',
        value: round(me.rps / same.rps, 2),
        unit: '×',
        note: 'for scale: the framework and the driver included',
      },
    ];
  },
});
