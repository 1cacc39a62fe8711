// The server part of 事件管理: the event state moves, the rule test, the caller's event messages, the
// rules' checks, the demo, and while the server runs the evaluation — each stored value batch judged
// off the request path (evaluate.ts) and the clock's tick (tick.ts).
import { subscribeValues } from '../../iot/server/public';
import { defineServerModule, implement } from '../../../server/modules/types';
import { eventService, messageService, ruleService } from '../contracts';
import { acknowledge, addComment, close } from './actions';
import { seedEventDemo } from './demo';
import { BatchQueue } from './evaluate';
import { markRead, messagePage, removeMessages } from './inbox';
import { ruleHooks } from './rule-hooks';
import { ruleTest } from './rule-test';
import { setRunning } from './running';
import { TICK_MS, tick, tickOn } from './tick';

export default defineServerModule({
  services: [
    implement(eventService, {
      acknowledge: (ctx, [a]) => acknowledge(ctx, a),
      close: (ctx, [a]) => close(ctx, a),
      addComment: (ctx, [a]) => addComment(ctx, a),
    }),
    implement(ruleService, { test: (ctx, [a]) => ruleTest(ctx, a) }),
    implement(messageService, {
      page: (ctx, [q]) => messagePage(ctx, q),
      markRead: (ctx, [a]) => markRead(ctx, a),
      remove: (ctx, [a]) => removeMessages(ctx, a),
    }),
  ],
  hooks: ruleHooks,
  seed: seedEventDemo,
  async start(env) {
    const queue = new BatchQueue(env);
    const unsubscribe = subscribeValues(null, (tenantId, batch) => queue.add(tenantId, batch));
    let ticking: Promise<void> = Promise.resolve();
    const timer = tickOn()
      ? setInterval(() => {
          ticking = ticking.then(() => tick(env));
        }, TICK_MS)
      : null;
    timer?.unref();
    const running = { env, queue };
    setRunning(running, true);
    return async () => {
      setRunning(running, false);
      if (timer) clearInterval(timer);
      unsubscribe();
      await ticking;
      await queue.idle();
    };
  },
});
