// A local HTTP/2 server standing in for APNs in tests: over TLS, like APNs it takes only a client certificate
// from the CA it trusts (the test's WWDR stand-in), and it records each push (path, headers, body and the
// certificate's name) and answers 200.
import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { certifiedByTestCa } from './test-kit';

export type Push = { path: string; topic: string; pushType: string; body: string; clientCert: string };

/**
 * `pkiDir`: the folder of makeAppleSigning (its CA signs this server's certificate and is the only issuer of client
 * certificates taken). `gone`: tokens answered 410 Unregistered, as APNs does for a device that no longer takes them;
 * `bad`: tokens answered 400 BadDeviceToken, as APNs does for one that never was a device's.
 * The app under test trusts this server through `env` (APPLE_APNS_URL and APPLE_APNS_CA).
 */
export async function startApnsStandIn(pkiDir: string, gone = new Set<string>(), bad = new Set<string>()) {
  const pushes: Push[] = [];
  const ca = join(pkiDir, 'ca.pem');
  const server = createSecureServer(
    {
      ...certifiedByTestCa(
        pkiDir,
        'apns',
        '/CN=127.0.0.1',
        'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
        2,
      ),
      ca: readFileSync(ca),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        const peer = (request.socket as TLSSocket).getPeerCertificate();
        pushes.push({
          path: String(request.headers[':path']),
          topic: String(request.headers['apns-topic']),
          pushType: String(request.headers['apns-push-type']),
          body,
          clientCert: String(peer?.subject?.CN ?? ''),
        });
        const token = String(request.headers[':path']).split('/').pop() ?? '';
        const refusal = gone.has(token)
          ? { status: 410, body: { reason: 'Unregistered', timestamp: Date.now() } }
          : bad.has(token)
            ? { status: 400, body: { reason: 'BadDeviceToken' } }
            : undefined;
        if (refusal) {
          response.writeHead(refusal.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(refusal.body));
          return;
        }
        response.writeHead(200, { 'apns-id': crypto.randomUUID() });
        response.end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `https://127.0.0.1:${port}`;
  return {
    url,
    env: { APPLE_APNS_URL: url, APPLE_APNS_CA: ca },
    pushes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
