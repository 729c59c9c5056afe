// The reference of the page budgets (DESIGN §9): a bare Bun.serve in its own process that answers every request
// with one response from memory — the same bytes and headers our server sent — and nothing else: no routing,
// no reading of the request. Run as a child: bun bench/lib/bare-server.ts <answer.json>, it prints its port.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Headers the server writes itself on every answer; the copy must not send them twice. */
const OWN = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

export type BareServer = { url: string; pid: number; stop: () => Promise<void> };

/** Starts the bare server answering exactly `response` (read here, with its body as it came over the wire). */
export async function startBareServer(response: Response, dir: string): Promise<BareServer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!OWN.has(name)) headers[name] = value;
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  const file = join(dir, 'bare-answer.json');
  writeFileSync(file, JSON.stringify({ status: response.status, headers, body } satisfies Answer));
  const child = Bun.spawn(['bun', import.meta.path, file], { stdout: 'pipe', stderr: 'inherit' });
  const reader = child.stdout.getReader();
  const { value } = await reader.read();
  reader.releaseLock();
  const port = Number(new TextDecoder().decode(value).trim());
  if (!port) throw new Error('the bare server did not start');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill();
      await child.exited;
    },
  };
}

if (import.meta.main) {
  const answer = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Answer;
  const body = new Uint8Array(Buffer.from(answer.body, 'base64'));
  // A Headers object, as our server keeps them: the quickest way Bun takes headers.
  const init = { status: answer.status, headers: new Headers(answer.headers) };
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(body, init) });
  console.log(server.port);
}
