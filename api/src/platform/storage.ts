import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { AppError } from './errors';
import type { Logger } from './log';

/** Where uploads live: DATA_DIR/uploads by default; an S3/R2 bucket when S3_BUCKET is set. */
export type Storage = {
  put: (key: string, bytes: Uint8Array, mime: string) => Promise<void>;
  get: (key: string) => Promise<Blob | null>;
  delete: (key: string) => Promise<void>;
};

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error('storage key escapes the uploads folder');
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await Bun.write(path, bytes);
    },
    async get(key) {
      const file = Bun.file(pathOf(key));
      return (await file.exists()) ? file : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  virtualHostedStyle?: boolean;
};

/**
 * S3, R2 or any S3-compatible store through Bun's built-in client. `get` reads the object into memory (at
 * most 20 MB a file): an S3File given to `new Response` answers a 302 to a presigned bucket URL instead of
 * the bytes, which would bypass the app's access checks and cache headers and needs a publicly reachable bucket.
 */
export function s3Storage(options: S3Options, log: Logger): Storage {
  const client = new Bun.S3Client(options);
  /**
   * A bucket that cannot be reached answers 503 with Retry-After and one log line, not a 500 with a stack trace:
   * nothing is wrong with the request, and the client can try again (DESIGN §10).
   */
  const reaching = async <T>(operation: string, key: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!unreachable(error)) throw error;
      log.warn('storage unreachable', { operation, key, error: (error as { code?: string }).code });
      throw new AppError('UNAVAILABLE', 'storageUnavailable', {
        headers: { 'retry-after': String(RETRY_AFTER_S) },
      });
    }
  };
  return {
    put: (key, bytes, mime) =>
      reaching('put', key, async () => {
        await client.write(key, bytes, { type: mime });
      }),
    get: (key) =>
      reaching('get', key, async () => {
        const file = client.file(key);
        if (!(await file.exists())) return null;
        return new Blob([await file.arrayBuffer()]);
      }),
    delete: (key) => reaching('delete', key, () => client.delete(key)),
  };
}

/** Seconds a client is asked to wait while the bucket cannot be reached. */
const RETRY_AFTER_S = 30;

/**
 * The connection failed (refused, reset, timed out, DNS) or the store said it is unavailable: not an answer about
 * the object. Bun's S3Error carries the socket error's name (ConnectionRefused) or the store's error code.
 */
const unreachable = (error: unknown) => {
  const code = String((error as { code?: unknown }).code ?? '');
  return (
    /^(Connection|ECONN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|DNS|Timeout|Timed|Socket)/i.test(code) ||
    ['ServiceUnavailable', 'SlowDown', 'InternalError', 'RequestTimeout'].includes(code)
  );
};
