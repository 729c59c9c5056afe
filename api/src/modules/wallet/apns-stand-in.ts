// A local HTTP/2 server standing in for APNs in tests: it records each push (path, headers, body) and answers 200.
import { createServer } from 'node:http2';

export type Push = { path: string; topic: string; pushType: string; body: string };

export async function startApnsStandIn() {
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
