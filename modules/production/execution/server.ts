// The server side of shop-floor execution: feeding, output, carry-over, returns, order tasks and the
// tracking map (contracts.ts), and the demo's shop-floor records (written when the server starts,
// after every module's seed: server/demo.ts says why).
import { defineServerModule, implement } from '../../../server/modules/types';
import { dcmTrack, taskCarry, taskFeeding, taskOrderTask, taskOutput } from './contracts';
import { seedExecutionDemo } from './server/demo';
import { candidates, feed, returnMaterial } from './server/feeding';
import { reportOutput } from './server/output';
import { carryOver, finishByProcess } from './server/tasks';
import { trackGraph, trackOrders } from './server/track';

export default defineServerModule({
  services: [
    implement(taskOrderTask, { finishByProcess: (ctx, [a]) => finishByProcess(ctx, a) }),
    implement(taskFeeding, { candidates: (ctx, [keyword]) => candidates(ctx, keyword), feed: (ctx, [a]) => feed(ctx, a), returnMaterial: (ctx, [a]) => returnMaterial(ctx, a) }),
    implement(taskOutput, { report: (ctx, [a]) => reportOutput(ctx, a) }),
    implement(taskCarry, { carryOver: (ctx, [a]) => carryOver(ctx, a) }),
    implement(dcmTrack, { orders: (ctx, [keyword]) => trackOrders(ctx, keyword), graph: (ctx, [a]) => trackGraph(ctx, a) }),
  ],
  start: async (env) => {
    try {
      await seedExecutionDemo(env);
    } catch (e) {
      // demo data never stops the server
      env.log.warn({ err: e }, 'shop-floor demo records not written');
    }
    return async () => undefined;
  },
});
