// The server side of the boards and reports: task.Board (the two large screens), the piece-rate
// rule and the demo piece rates, and the live pushes — the hub joins notify.ts while the server
// runs, and the shop-floor writes are observed as they are answered (push-observer.ts).
import { defineServerModule, implement } from '../../../../server/modules/types';
import { taskBoard } from '../contracts';
import { attachHub } from '../notify';
import { display, processBoard } from './board';
import { seedPieceRateDemo } from './demo';
import { observeShopFloorWrites } from './push-observer';
import { boardHooks } from './rules';

export default defineServerModule({
  services: [implement(taskBoard, { process: (ctx) => processBoard(ctx), display: (ctx) => display(ctx) })],
  hooks: boardHooks,
  seed: seedPieceRateDemo,
  routes: (app) => observeShopFloorWrites(app),
  start: async (env) => {
    const detach = attachHub(env.hub);
    return async () => detach();
  },
});
