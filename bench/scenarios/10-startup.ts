import { rmSync } from 'node:fs';
import { median, round } from '../lib/report';
import { defineScenario } from '../lib/scenario';
import { startServer } from '../lib/server';

const COLD_STARTS = 3;
const IDLE_MS = 3000;
const mb = (kb: number) => round(kb / 1024, 1);

/** Its own servers, so every start is measured from nothing: a fresh data folder means a full migration. */
export default defineScenario({
  name: 'startup',
  description: 'spawn → first answer, and idle memory',
  async run() {
    const scenario = 'startup';
    const cold: number[] = [];
    let dataDir = '';
    for (let i = 0; i < COLD_STARTS; i++) {
      const server = await startServer();
      cold.push(server.startupMs);
      dataDir = server.dataDir;
      await server.stop({ keepData: i === COLD_STARTS - 1 });
    }
    // A restart on the data folder of the last one: the database exists and is migrated.
    const warm = await startServer({ dataDir });
    const atStart = warm.memory().rssKb;
    await Bun.sleep(IDLE_MS);
    const idle = warm.memory().rssKb;
    await warm.stop();
    rmSync(dataDir, { recursive: true, force: true });
    return [
      {
        scenario,
        metric: 'cold start (fresh data, migrations)',
        value: round(median(cold), 0),
        unit: 'ms',
        note: `median of ${COLD_STARTS}: ${cold.map((t) => Math.round(t)).join(', ')}`,
      },
      { scenario, metric: 'warm start (existing database)', value: round(warm.startupMs, 0), unit: 'ms' },
      { scenario, metric: 'RSS right after start', value: mb(atStart), unit: 'MB' },
      { scenario, metric: `RSS after ${IDLE_MS / 1000} s idle`, value: mb(idle), unit: 'MB' },
    ];
  },
});
