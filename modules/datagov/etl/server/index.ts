// The server side of ETL与调度: its calls, its demo, and its background work — the schedules' poller
// and one run worker per server (runs one at a time: the engine is capped at one thread, and two
// cores serve the whole product).
import { defineServerModule } from '../../../../server/modules/types';
import { every } from '../../../../server/modules/every';
import type { PartServer } from '../../../../schemas/modules/define';
import { seedEtlDemo } from './demo';
import { jobImpl, scheduleImpl } from './jobs';
import { pollRunsOnce } from './queue';
import { repoImpl } from './repos';
import { runImpl } from './runs';
import { pollSchedulesOnce } from './schedule';
import { scriptImpl } from './scripts';
import { tranImpl } from './trans';

const server: PartServer = defineServerModule({
  seed: seedEtlDemo,
  services: [repoImpl, tranImpl, scriptImpl, jobImpl, scheduleImpl, runImpl],
  async start(env) {
    const stopSchedules = every(5000, async () => void (await pollSchedulesOnce(env)), (e) => env.log.error({ err: e }, 'etl schedules'));
    const stopRuns = every(1000, async (stopped) => void (await pollRunsOnce(env, undefined, stopped)), (e) => env.log.error({ err: e }, 'etl runs'));
    return async () => {
      await stopSchedules();
      await stopRuns();
    };
  },
});

export default server;
