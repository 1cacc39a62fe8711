// The server side of put-on, stack and robot scheduling, joined to 仓储管理's own (server/index.ts):
// their services, record hooks, the simulated robot started with the server, and the robot demo
// seeded after the warehouse's.
import type { ServerModule } from '../../../../server/modules/types';
import { implementDocument } from '../../../../server/records/document-service';
import { wmsPutOn, wmsStack } from '../../puton/contracts';
import { putOnHooks, suggestPutOnPositions } from '../../puton/server';
import { stackHooks } from '../../stack/server';
import { seedRobotDemo } from './demo';
import { robotQueueHooks } from './queue';
import { robotService } from './service';
import { startRobotSimulator } from './simulator';

const storageServices = [
  implementDocument(wmsPutOn, { suggestPositions: (ctx, [a]) => suggestPutOnPositions(ctx, a.ids, a.strategy) }),
  implementDocument(wmsStack, {}),
  robotService,
];

/** The warehouse's server module with put-on, stack and robot scheduling joined in. */
export function withStorage(m: ServerModule): ServerModule {
  const start = m.start;
  const seed = m.seed;
  return {
    ...m,
    services: [...(m.services ?? []), ...storageServices],
    hooks: [...(m.hooks ?? []), ...putOnHooks, ...stackHooks, ...robotQueueHooks],
    seed: async (ctx) => {
      await seed?.(ctx);
      await seedRobotDemo(ctx);
    },
    start: async (env) => {
      const stops = [await start?.(env), await startRobotSimulator(env)];
      return async () => {
        for (const stop of stops) await stop?.();
      };
    },
  };
}
