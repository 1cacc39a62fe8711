// The workshop logistics server: material monitoring, the stage moves of calls and pulls, the
// rules' hooks, the pull job and the demo.
import { defineServerModule, implement } from '../../../server/modules/types';
import { pullMatMon, pullProcessCall, pullPulling } from '../contracts';
import { seedPullDemo } from './demo';
import { matMonPage } from './matmon';
import { checkRules, startPullJob } from './pulling';
import { pullHooks } from './rules';
import { pm } from '../messages';
import { callLine } from './call-line';
import { applyFor, arriveAt, asCaller, CALLS, cancelOne, moveAll, PULLS, refusal, stateLabel } from './requests';

const CALL: readonly [string, string] = ['叫料', 'Called'];
const ARRIVE: readonly [string, string] = ['确认到线', 'Arrived'];
const CANCEL: readonly [string, string] = ['取消', 'Cancelled'];

export default defineServerModule({
  services: [
    implement(pullMatMon, { page: (ctx, [q]) => matMonPage(ctx, q) }),
    implement(pullProcessCall, {
      callLine: (ctx, [a]) => callLine(ctx, a),
      call: (ctx, [a]) =>
        moveAll(ctx, CALLS, a, CALL, async (x, r) => {
          if (r.stage !== 'Saved') throw refusal(x.lang, 'cannotCall', { code: r.code, state: stateLabel(r.state, x.lang) });
          await applyFor(x, CALLS, r);
        }),
      arrive: (ctx, [a]) => moveAll(ctx, CALLS, a, ARRIVE, (x, r) => arriveAt(x, CALLS, r)),
      cancel: (ctx, [a]) => moveAll(ctx, CALLS, a, CANCEL, (x, r) => cancelOne(x, CALLS, r)),
    }),
    implement(pullPulling, {
      check: (ctx) =>
        asCaller(ctx, PULLS, async (x) => {
          const made = await checkRules(x);
          return { msg: pm(x.lang, 'checked', { n: made }), moved: made };
        }),
      arrive: (ctx, [a]) => moveAll(ctx, PULLS, a, ARRIVE, (x, r) => arriveAt(x, PULLS, r)),
      cancel: (ctx, [a]) => moveAll(ctx, PULLS, a, CANCEL, (x, r) => cancelOne(x, PULLS, r)),
    }),
  ],
  hooks: pullHooks,
  seed: seedPullDemo,
  start: startPullJob,
});
