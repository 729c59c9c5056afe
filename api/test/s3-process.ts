import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver in its own process (api/test/s3rver-process.ts), with the app's S3_* settings for it. */
export async function startS3Process(bucket: string) {
  const folder = mkdtempSync(join(tmpdir(), 'dynacard-s3-'));
  const child = Bun.spawn(['bun', join(import.meta.dir, 's3rver-process.ts'), folder, bucket], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const reader = child.stdout.getReader();
  let printed = '';
  while (!printed.includes('\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('s3rver exited before printing its port');
    printed += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  const endpoint = `http://127.0.0.1:${Number.parseInt(printed, 10)}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** SIGSTOP: the server keeps its port and its accepted connections and answers nothing. */
    hang: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await child.exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
