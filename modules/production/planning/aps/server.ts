// The server side of plan/*: plan.Gantt (the board and its version-checked saves), plan.Aps (the
// pass previewed as a draft run, confirmed or voided) and the demo's first schedule.
import { defineServerModule, implement } from '../../../../server/modules/types';
import { session } from '../../../../server/rpc/registry';
import { candidates, checkFrom, confirmRun, readRun, runPass, voidRun } from './aps-server';
import { planAps } from './contracts';
import { seedPlanDemo } from './demo';
import { ganttService } from './gantt-server';
import type { AnyDb } from './resources';

const apsService = implement(planAps, {
  candidates: (ctx) => {
    const s = session(ctx);
    return candidates(s.db as AnyDb, s.tenantId);
  },
  async preview(ctx, [run]) {
    const s = session(ctx);
    const from = checkFrom(run.from, ctx.lang);
    const who = { id: s.userId, name: s.userName };
    const id = await (s.db as AnyDb).transaction().execute((trx) => runPass(trx, s.tenantId, ctx.lang, who, run.orderIds, from));
    return readRun(s.db as AnyDb, s.tenantId, id, ctx.lang);
  },
  result: (ctx, [id]) => {
    const s = session(ctx);
    return readRun(s.db as AnyDb, s.tenantId, id, ctx.lang);
  },
  confirm: (ctx, [id]) => {
    const s = session(ctx);
    return (s.db as AnyDb).transaction().execute((trx) => confirmRun(trx, s.tenantId, ctx.lang, { id: s.userId, name: s.userName }, id));
  },
  void: (ctx, [id]) => {
    const s = session(ctx);
    return (s.db as AnyDb).transaction().execute((trx) => voidRun(trx, s.tenantId, ctx.lang, { id: s.userId, name: s.userName }, id));
  },
});

export default defineServerModule({
  services: [ganttService, apsService],
  seed: seedPlanDemo,
});
