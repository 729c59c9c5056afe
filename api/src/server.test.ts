import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';

/** The real server process: `bun api/src/server.ts` on a free port and a fresh data folder. */
const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-server-'));
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const proc = Bun.spawn(['bun', join(import.meta.dir, 'server.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ALTCHA_MAX_NUMBER: '100' },
  stdout: 'pipe',
  stderr: 'pipe',
});
afterAll(() => {
  proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitUntilUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/v1/general/challenge`)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(50);
  }
  throw new Error('server did not start');
}

async function signupCookies(): Promise<string> {
  const { data } = await (await fetch(`${base}/api/v1/general/challenge`)).json();
  const solution = await solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber).promise;
  const altcha = btoa(JSON.stringify({ ...data, number: solution?.number }));
  const res = await fetch(`${base}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'proc@example.com',
      username: 'proc',
      password: 'correct horse battery',
      fullName: 'Process Test',
      termsAccepted: true,
      altcha,
    }),
  });
  expect(res.status).toBe(201);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('server process', () => {
  test('starts on a fresh data folder: migrates, keeps a private secret, serves the API and its docs', async () => {
    await waitUntilUp();
    expect(statSync(join(dataDir, 'dynacard.db')).size).toBeGreaterThan(0);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    const docs = await fetch(`${base}/api/docs`);
    expect(docs.status).toBe(200);
    const html = await docs.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn)/);
    const spec = await (await fetch(`${base}/api/docs/json`)).json();
    expect(spec.paths['/api/v1/auth/login']).toBeDefined();
    expect((await fetch(`${base}/api/docs/assets/swagger-ui-bundle.js`)).status).toBe(200);
  });

  test('SIGTERM finishes in-flight requests, ends live streams and exits cleanly', async () => {
    const cookie = await signupCookies();
    const stream = await fetch(`${base}/sse/connect`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read();
    // Password hashing makes logins slow enough to be in flight when the signal arrives.
    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-target-lang': 'en' },
        body: JSON.stringify({ login: 'proc', password: 'correct horse battery' }),
      }),
    );
    await Bun.sleep(5);
    proc.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    for (const res of answers) expect(res.status).toBe(200);
    while (!(await reader.read()).done) {
      // drain until the server ends the stream
    }
    expect(await proc.exited).toBe(0);
    const output = await new Response(proc.stdout).text();
    expect(output).toContain(`Open http://localhost:${port}`);
    expect(output).toContain('shutting down');
  });
});
