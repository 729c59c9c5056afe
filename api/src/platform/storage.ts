import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

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
export function s3Storage(options: S3Options): Storage {
  const client = new Bun.S3Client(options);
  return {
    async put(key, bytes, mime) {
      await client.write(key, bytes, { type: mime });
    },
    async get(key) {
      const file = client.file(key);
      if (!(await file.exists())) return null;
      return new Blob([await file.arrayBuffer()]);
    },
    async delete(key) {
      await client.delete(key);
    },
  };
}
