import { rmSync } from 'node:fs';

/** Removes the temporary data folder of the test server (database, outbox, uploads). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('dynacard-e2e-')) rmSync(dir, { recursive: true, force: true });
}
