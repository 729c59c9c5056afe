/** A throwaway Debian redis-server on a loopback port, no persistence (.ci/run installs the package). */
export const spawnRedisServer = (port: number) =>
  Bun.spawn(
    ['redis-server', '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdout: 'ignore',
      stderr: 'inherit',
    },
  );
