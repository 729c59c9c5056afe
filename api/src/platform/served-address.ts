// Where the running server is reached, left in DATA_DIR for the commands that share its data (db:seed prints it):
// a server started with its own PORT or PUBLIC_URL in another terminal is otherwise invisible to them, and they
// would name the address their own environment gives (http://localhost:3000) instead of the one served.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'served.json';
type Served = { url: string; pid: number };

/** The server records its address when it listens; `forget` removes it again if it is still this process's. */
export function recordServedAddress(dataDir: string, url: string) {
  const path = join(dataDir, FILE);
  writeFileSync(path, JSON.stringify({ url, pid: process.pid } satisfies Served));
  return {
    forget() {
      if (readServed(path)?.pid === process.pid) rmSync(path, { force: true });
    },
  };
}

function readServed(path: string): Served | null {
  if (!existsSync(path)) return null;
  try {
    const served = JSON.parse(readFileSync(path, 'utf8')) as Partial<Served>;
    return typeof served.url === 'string' && Number.isSafeInteger(served.pid) ? (served as Served) : null;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The address of a server running on this data folder, or null (none recorded, or its process has ended). */
export function servedAddress(dataDir: string): string | null {
  const served = readServed(join(dataDir, FILE));
  return served && alive(served.pid) ? served.url : null;
}
