import { type Database, openDatabase } from '@db/client';
import { loadConfig } from '../../api/src/platform/config';
import { createDeps, type Deps } from '../../api/src/platform/deps';
import { memoryLogger } from '../../api/src/platform/log';
import { type DemoAccount, upsertAccount } from '../../db/seed';
import { BENCH_SECRET, type ServerHandle } from './server';

export type Account = { email: string; username: string; password: string };

/**
 * Writes verified, active accounts straight into the running server's database (the seed's logic,
 * no signup, no human check), so scenarios do not spend their time or rate limits on signing up.
 */
export function accountFactory(server: ServerHandle) {
  let database: Database | undefined;
  let deps: Deps | undefined;
  let counter = 0;

  async function open() {
    if (!deps) {
      const config = loadConfig({ DATA_DIR: server.dataDir, SECRET: BENCH_SECRET });
      database = await openDatabase(config.database);
      deps = createDeps(config, database, { log: memoryLogger() });
    }
    return deps;
  }

  return {
    /** `count` new accounts named `{prefix}{n}`, all with the same password. */
    async create(count: number, prefix = 'bench'): Promise<Account[]> {
      const d = await open();
      const accounts: Account[] = [];
      for (let i = 0; i < count; i++) {
        const n = ++counter;
        const account: DemoAccount = {
          email: `${prefix}${n}@bench.local`,
          username: `${prefix}${n}`,
          password: 'bench-password-123',
          fullName: `Bench User ${n}`,
          description: 'Created by bun run bench.',
          role: 'user',
          plan: 'free',
        };
        await upsertAccount(d, account);
        accounts.push(account);
      }
      return accounts;
    },
    close() {
      database?.close();
    },
  };
}

let ipCounter = 0;
/** A distinct client address per call; the server runs with TRUST_PROXY=true, so rate limits are per address. */
export const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Logs in over HTTP and returns the Cookie header a browser would send afterwards. */
export async function login(server: ServerHandle, account: Account, ip = nextIp()): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ login: account.email, password: account.password }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`login of ${account.email} failed: ${res.status} ${text}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
