// A hung APNs (a connection that never answers, as a stopped server's) ends the round of pushes at its deadline:
// the pass watch that waits on it also queues Google's updates, and must go on.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createServer, type Server, type Socket } from 'node:net';
import { memoryLogger } from '../../platform/log';
import { appleWalletFromEnv } from '../../platform/wallet-config';
import { http2Apns } from './apns';
import { makeAppleSigning } from './test-kit';

let silent: Server;
const sockets: Socket[] = [];
let url: string;

beforeAll(async () => {
  // Takes the connection, reads the TLS hello and never answers.
  silent = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', () => {});
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(silent.address() as { port: number }).port}`;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

test('a round of pushes to an APNs that never answers ends at the deadline, logged', async () => {
  const apple = appleWalletFromEnv({ ...makeAppleSigning().env, APPLE_APNS_URL: url });
  if (!apple) throw new Error('test signing material is incomplete');
  const log = memoryLogger();
  const started = performance.now();
  expect(await http2Apns(apple, log, 300).notify(['c0ffee01', 'c0ffee02'])).toEqual([]);
  const took = performance.now() - started;
  expect(took).toBeGreaterThanOrEqual(290);
  expect(took).toBeLessThan(1500);
  expect(sockets.length).toBeGreaterThan(0);
  expect(log.lines.some((l) => l.startsWith('WARN apns: no answer in time'))).toBe(true);
});
