import { startBareServer } from '../lib/bare-server';
import { round } from '../lib/report';
import { defineScenario } from '../lib/scenario';

/** DESIGN §9: authenticated reads ≥ 30 % of a bare route. */
const TARGET_RATIO = 0.3;

/**
 * The signed-in hot path: GET /users/me verifies the access JWT and loads session and user in one query,
 * against the same answer (bytes and headers) from a bare Bun.serve in its own process (DESIGN §9's reference)
 * and our own challenge route (no session, no database) as the cost of the framework alone.
 */
export default defineScenario({
  name: 'users-me',
  description: 'GET /users/me under load with a valid session',
  async run(ctx) {
    const scenario = 'users-me';
    const [account] = await ctx.createAccounts(1, 'me');
    const cookie = await ctx.login(account);
    const url = `${ctx.server.url}/api/v1/users/me`;

    const check = await fetch(url, { headers: { cookie }, decompress: false } as RequestInit);
    if (check.status !== 200)
      throw new Error(`GET /users/me answered ${check.status}: ${await check.clone().text()}`);
    const bare = await startBareServer(check, ctx.server.dataDir);

    const me = await ctx.load({
      url,
      headers: { cookie },
      seconds: ctx.seconds,
      connections: ctx.connections,
    });
    const same = await ctx.load({
      url: bare.url,
      headers: { cookie },
      seconds: ctx.seconds,
      connections: ctx.connections,
    });
    await bare.stop();
    const baseline = await ctx.load({
      url: `${ctx.server.url}/api/v1/general/challenge`,
      seconds: Math.max(2, Math.round(ctx.seconds / 2)),
      connections: ctx.connections,
    });
    const ratio = round(me.rps / same.rps, 2);
    return [
      ...ctx.loadFigures(scenario, 'GET /users/me', me),
      ...ctx.loadFigures(scenario, 'same answer from bare Bun.serve', same),
      {
        scenario,
        metric: 'users/me ÷ bare Bun.serve throughput',
        value: ratio,
        unit: '×',
        note: `target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}`,
      },
      ...ctx.loadFigures(scenario, 'baseline GET /general/challenge', baseline),
      {
        scenario,
        metric: 'users/me throughput ÷ baseline',
        value: round(me.rps / baseline.rps, 2),
        unit: '×',
        note: 'cost of auth + database on the hot path',
      },
    ];
  },
});
