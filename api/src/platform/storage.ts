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
