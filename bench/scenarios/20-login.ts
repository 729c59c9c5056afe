import { hashPassword, verifyPassword } from '../../api/src/platform/passwords';
import { nextIp } from '../lib/accounts';
import { median, percentile, round, timeRuns } from '../lib/report';
import { defineScenario } from '../lib/scenario';

const RUNS = 20;
const PASSWORD = 'correct horse battery staple';

/**
 * What a login costs: argon2id at our settings in this process, then POST /auth/login end to end.
 * Each login uses its own account and client address, so the rate limits (10 per account,
 * 30 per address in 15 min) never answer instead of the server.
 */
export default defineScenario({
  name: 'login',
  description: `argon2id and POST /auth/login, ${RUNS} runs each`,
  async run(ctx) {
    const scenario = 'login';
    await hashPassword('warm-up');
    const hashes = await timeRuns(RUNS, () => hashPassword(PASSWORD));
    const hash = await hashPassword(PASSWORD);
    const verifies = await timeRuns(RUNS, async () => {
      if (!(await verifyPassword(PASSWORD, hash))) throw new Error('verifyPassword refused the password');
    });

    const accounts = await ctx.createAccounts(RUNS, 'login');
    await ctx.login((await ctx.createAccounts(1, 'warmup'))[0]);
    const logins = await timeRuns(RUNS, (i) => ctx.login(accounts[i]));
    // An attacker compares a wrong password on a real account with an unknown account: these two must match.
    const refused = (login: string) => async () => {
      const res = await fetch(`${ctx.server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ login, password: 'wrong-password' }),
      });
      await res.arrayBuffer();
      if (res.status !== 401) throw new Error(`a wrong login answered ${res.status}, not 401`);
    };
    const wrong = await timeRuns(RUNS / 2, (i) => refused(accounts[i].email)());
    const unknown = await timeRuns(RUNS / 2, (i) => refused(`nobody${i}@bench.local`)());

    const ms = (values: number[]) => round(median(values), 1);
    return [
      {
        scenario,
        metric: 'hashPassword (argon2id 19 MiB, t=2)',
        value: ms(hashes),
        unit: 'ms',
        note: 'median',
      },
      { scenario, metric: 'verifyPassword', value: ms(verifies), unit: 'ms', note: 'median' },
      { scenario, metric: 'POST /auth/login', value: ms(logins), unit: 'ms', note: `median of ${RUNS}` },
      { scenario, metric: 'POST /auth/login p90', value: round(percentile(logins, 90), 1), unit: 'ms' },
      { scenario, metric: 'refused: wrong password', value: ms(wrong), unit: 'ms', note: 'existing account' },
      {
        scenario,
        metric: 'refused: unknown account',
        value: ms(unknown),
        unit: 'ms',
        note: 'should match ↑',
      },
      {
        scenario,
        metric: 'share of login spent in argon2id',
        value: round((100 * median(verifies)) / median(logins), 0),
        unit: '%',
      },
    ];
  },
});
