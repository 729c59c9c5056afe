// A local HTTP/2 server standing in for APNs in tests: it records each push (path, headers, body) and answers 200.
import { createServer } from 'node:http2';

export type Push = { path: string; topic: string; pushType: string; body: string };

/** `gone`: tokens answered 410 Unregistered, as APNs does for a device that no longer takes them. */
export async function startApnsStandIn(gone = new Set<string>()) {
  const pushes: Push[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      pushes.push({
        path: String(request.headers[':path']),
        topic: String(request.headers['apns-topic']),
        pushType: String(request.headers['apns-push-type']),
        body,
      });
      const token = String(request.headers[':path']).split('/').pop() ?? '';
      if (gone.has(token)) {
        response.writeHead(410, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ reason: 'Unregistered', timestamp: Date.now() }));
        return;
      }
      response.writeHead(200, { 'apns-id': crypto.randomUUID() });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    /** Waits (generously: a busy machine) until `count` pushes arrived. */
    async until(count: number, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (pushes.length < count && Date.now() < end) await Bun.sleep(20);
      return pushes;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
