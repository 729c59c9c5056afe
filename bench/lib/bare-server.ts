// The reference of the page budgets (DESIGN §9): a bare Bun.serve in its own process that answers every request
// with one response from memory — the same bytes and headers our server sent — and nothing else: no routing,
// no reading of the request. Run as a child: bun bench/lib/bare-server.ts <answer.json> [reads], it prints its port.
// With `reads` it first reads what any negotiated answer must (the URL; cookie and accept-language for the
// language, accept-encoding for the coding, if-none-match for a 304): the floor of a correct page under Bun.
// With `counts` it reads the URL and the four headers a phone's browser sends (accept, user-agent,
// accept-language, accept-encoding) and keeps a record of the visit in memory: the floor of a counted page.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Headers the server writes itself on every answer; the copy must not send them twice. */
const OWN = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

export type BareServer = { url: string; pid: number; stop: () => Promise<void> };

/** Starts the bare server answering exactly `response` (read here, with its body as it came over the wire). */
export async function startBareServer(
  response: Response,
  dir: string,
  options: { reads?: boolean; counts?: boolean } = {},
): Promise<BareServer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!OWN.has(name)) headers[name] = value;
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  const mode = options.counts ? 'counts' : options.reads ? 'reads' : 'plain';
  const file = join(dir, `bare-answer-${mode}.json`);
  writeFileSync(file, JSON.stringify({ status: response.status, headers, body } satisfies Answer));
  const args = ['bun', import.meta.path, file, mode];
  const child = Bun.spawn(args, { stdout: 'pipe', stderr: 'inherit' });
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
  let seen = 0;
  const reading = (request: Request) => {
    const { headers } = request;
    // What a negotiated page reads; kept in `seen` so the reads cannot be optimised away.
    seen +=
      request.url.length +
      (headers.get('cookie')?.length ?? 0) +
      (headers.get('accept-language')?.length ?? 0) +
      (headers.get('accept-encoding')?.length ?? 0) +
      (headers.get('if-none-match')?.length ?? 0);
    return new Response(body, init);
  };
  // The last 100,000 visits, as a counting server would hold them before writing them down.
  const visits: { at: number; url: string; userAgent: string; language: string }[] = [];
  const counting = (request: Request) => {
    const { headers } = request;
    const accepts = headers.get('accept') ?? '';
    const visit = {
      at: Date.now(),
      url: request.url,
      userAgent: headers.get('user-agent') ?? '',
      language: headers.get('accept-language') ?? '',
    };
    if (visits.length >= 100_000) visits.length = 0;
    visits.push(visit);
    seen += accepts.length + (headers.get('accept-encoding')?.length ?? 0);
    return new Response(body, init);
  };
  const mode = process.argv[3];
  const fetch = mode === 'counts' ? counting : mode === 'reads' ? reading : () => new Response(body, init);
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch });
  process.on('SIGTERM', () => process.exit(seen >= 0 ? 0 : 1));
  console.log(server.port);
}
