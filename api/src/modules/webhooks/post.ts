// One HTTP POST of a delivery to its endpoint, through the address guard: node's http client with the guarded
// DNS lookup (the addresses checked are the ones connected to), a time limit for the whole answer, and no
// redirect followed (a 3xx is a failure: following one could lead to an address never checked).
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { addressAllowed, guardedLookup, hostOf, RefusedAddress } from './address-guard';

export type PostResult = { statusCode: number | null; durationMs: number; excerpt: string; ok: boolean };

/** What the log keeps of an answer. */
export const EXCERPT_CHARS = 500;
/** What is read of an answer at most; the rest is not waited for. */
const READ_BYTES = 16 * 1024;

export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowLoopback: boolean; timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: took() });
    };
    const fail = (excerpt: string) => done({ statusCode: null, excerpt, ok: false });
    const target = new URL(url);
    const host = hostOf(target);
    // An address written in the URL is connected to without a lookup: it is checked here.
    if (isIP(host) && !addressAllowed(host, options.allowLoopback)) {
      return fail(new RefusedAddress(host).message);
    }
    if (target.protocol !== 'https:' && !options.allowLoopback) return fail('refused: only https is allowed');
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLoopback),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const location = response.headers.location;
          const excerpt =
            status >= 300 && status < 400
              ? `redirect to ${location ?? '?'} not followed${text ? `: ${text}` : ''}`
              : text;
          done({ statusCode: status, excerpt, ok: status >= 200 && status < 300 });
          request.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    timer = setTimeout(() => {
      fail(`timeout: no answer within ${options.timeoutMs} ms`);
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) =>
      fail(error instanceof RefusedAddress ? error.message : `error: ${error.message}`),
    );
    request.end(body);
  });
}
