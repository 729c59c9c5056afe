import { readCapped } from './body-limit';
import type { Config } from './config';
import { AppError } from './errors';
import type { Logger } from './log';
import type { Storage } from './storage';

/** The bucket's settings as configured (config.ts `s3`: S3_BUCKET, S3_ENDPOINT, …, S3_TIMEOUT_MS). */
export type S3Options = NonNullable<Config['s3']>;

/**
 * How long a storage call may take (DESIGN §10: a hung dependency is one that is down). A call gets `deadlineMs`
 * (1 s by default, `S3_TIMEOUT_MS`) for the bucket's first answer; a read then gets the same again between any two
 * pieces of the body, and an upload another second for every MB it sends (a 20 MB file at the most: 21 s), so a
 * slow but moving transfer finishes and a silent bucket is given up. Bun's own S3 calls cannot be cancelled, so
 * each call is a fetch of a presigned address (signed here, no network) with an AbortSignal: a call given up is
 * torn down, and nothing of it is left to fail later when the bucket comes back.
 */
export const S3_DEADLINES = { defaultMs: 1000, perMbMs: 1000, presignSeconds: 300 } as const;

/** The most a read takes into memory: above the largest file an upload may store (20 MB). */
const MAX_OBJECT_BYTES = 25 * 1024 * 1024;

/** Seconds a client is asked to wait while the bucket cannot be reached. */
const RETRY_AFTER_S = 30;

/**
 * S3, R2 or any S3-compatible store. `get` reads the object into memory: an S3File given to `new Response`
 * answers a 302 to a presigned bucket URL instead of the bytes, which would bypass the app's access checks and
 * cache headers and needs a publicly reachable bucket.
 */
export function s3Storage(options: S3Options, log: Logger): Storage {
  const { deadlineMs = S3_DEADLINES.defaultMs, ...credentials } = options;
  const client = new Bun.S3Client(credentials);
  const presign = (key: string, method: 'GET' | 'PUT' | 'DELETE', type?: string) =>
    client.presign(key, { method, type, expiresIn: S3_DEADLINES.presignSeconds });

  /**
   * A bucket that cannot be reached, or does not answer in time, answers 503 with Retry-After and one log line,
   * not a 500 with a stack trace: nothing is wrong with the request, and the client can try again.
   */
  const reaching = async <T>(operation: string, key: string, run: (deadline: Deadline) => Promise<T>) => {
    const deadline = new Deadline(deadlineMs);
    try {
      return await run(deadline);
    } catch (error) {
      const reason = deadline.passed ? 'Timeout' : unreachable(error);
      if (!reason) throw error;
      log.warn('storage unreachable', { operation, key, error: reason });
      throw new AppError('UNAVAILABLE', 'storageUnavailable', {
        headers: { 'retry-after': String(RETRY_AFTER_S) },
      });
    } finally {
      deadline.clear();
    }
  };

  return {
    put: (key, bytes, mime) =>
      reaching('put', key, async (deadline) => {
        deadline.extend(Math.ceil(bytes.byteLength / (1024 * 1024)) * S3_DEADLINES.perMbMs);
        const res = await fetch(presign(key, 'PUT', mime), {
          method: 'PUT',
          body: bytes as Uint8Array<ArrayBuffer>,
          headers: { 'content-type': mime },
          signal: deadline.signal,
        });
        await expectOk(res, 'put', key);
        await res.body?.cancel();
      }),
    get: (key) =>
      reaching('get', key, async (deadline) => {
        const res = await fetch(presign(key, 'GET'), { signal: deadline.signal });
        if (res.status === 404) {
          await res.body?.cancel();
          return null;
        }
        await expectOk(res, 'get', key);
        return new Blob(await readBounded(res, deadline, key));
      }),
    delete: (key) =>
      reaching('delete', key, async (deadline) => {
        const res = await fetch(presign(key, 'DELETE'), { method: 'DELETE', signal: deadline.signal });
        if (res.status !== 404) await expectOk(res, 'delete', key);
        await res.body?.cancel();
      }),
  };
}

/** One call's deadline: an AbortSignal that fires when it passes, which a read may push on while data arrives. */
class Deadline {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout>;
  passed = false;
  constructor(private readonly ms: number) {
    this.timer = this.start(ms);
  }
  get signal() {
    return this.controller.signal;
  }
  /** Gives the current wait `ms` more (an upload's allowance for its size). */
  extend(ms: number) {
    clearTimeout(this.timer);
    this.timer = this.start(this.ms + ms);
  }
  /** Data arrived: the bucket gets the whole deadline again for the next piece. */
  renew() {
    this.extend(0);
  }
  clear() {
    clearTimeout(this.timer);
  }
  private start(ms: number) {
    return setTimeout(() => {
      this.passed = true;
      this.controller.abort();
    }, ms);
  }
}

async function readBounded(res: Response, deadline: Deadline, key: string): Promise<BlobPart[]> {
  if (!res.body) return [];
  const bytes = await readCapped(res.body, MAX_OBJECT_BYTES, () => deadline.renew());
  if (!bytes) throw new Error(`stored object ${key} is larger than ${MAX_OBJECT_BYTES} bytes`);
  return [bytes];
}

/** A 5xx answer is the store being unavailable (503 with its code); anything else not 2xx is our mistake. The body of a
 * good answer is left to the caller. */
async function expectOk(res: Response, operation: string, key: string) {
  if (res.ok) return;
  const text = (await res.text()).slice(0, 500);
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP ${res.status}`;
  throw Object.assign(new Error(`S3 ${operation} ${key}: ${code}`), { code, status: res.status });
}

/**
 * The connection failed (refused, reset, DNS) or the store said it is unavailable: not an answer about the
 * object. Returns the reason for the log line, or undefined for any other error.
 */
const unreachable = (error: unknown): string | undefined => {
  const { code, status } = error as { code?: unknown; status?: unknown };
  const name = String(code ?? '');
  if (typeof status === 'number') return status >= 500 ? name : undefined;
  return /^(Connection|ECONN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|DNS|Timeout|Timed|Socket|FailedToOpenSocket)/i.test(
    name,
  ) || error instanceof TypeError
    ? name || 'ConnectionFailed'
    : undefined;
};
