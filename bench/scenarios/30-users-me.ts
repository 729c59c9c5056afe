import { round } from '../lib/report';
import { defineScenario } from '../lib/scenario';

/**
 * The signed-in hot path: GET /users/me verifies the access JWT and loads session and user in one query.
 * The challenge route (no session, no database) runs the same way as the baseline of this machine.
 */
export default defineScenario({
  name: 'users-me',
  description: 'GET /users/me under load with a valid session',
  async run(ctx) {
    const scenario = 'users-me';
    const [account] = await ctx.createAccounts(1, 'me');
    const cookie = await ctx.login(account);
    const url = `${ctx.server.url}/api/v1/users/me`;

    const check = await fetch(url, { headers: { cookie } });
    if (check.status !== 200)
      throw new Error(`GET /users/me answered ${check.status}: ${await check.text()}`);
    await check.arrayBuffer();

    const me = await ctx.load({
      url,
      headers: { cookie },
      seconds: ctx.seconds,
      connections: ctx.connections,
    });
    const baseline = await ctx.load({
      url: `${ctx.server.url}/api/v1/general/challenge`,
      seconds: Math.max(2, Math.round(ctx.seconds / 2)),
      connections: ctx.connections,
    });
    return [
      ...ctx.loadFigures(scenario, 'GET /users/me', me),
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
