// The server part of 数据服务: the calls of its pages, the open HTTP endpoint of the published
// services, its demo, its hook on record events, and the tick that runs scheduled integrations and
// posts record events (off in test servers unless MARKET_TICK=on; MARKET_TICK=off stops it on an instance).
import { implement } from '../../../../server/modules/types';
import type { PartServer } from '../../../../schemas/modules/define';
import { session } from '../../../../server/rpc/registry';
import { marketApi, marketIntegration, marketKey, marketLog, marketMask } from '../contracts';
import { apiOne, apiPage, moveApi, removeApis, saveApi } from './apis';
import { seedMarketDemo } from './demo';
import { deliverSoon } from './deliveries';
import { integrationPage, removeIntegrations, saveIntegration } from './integrations';
import { entitiesOf, onDelivery, recordEventHook } from './record-events';
import { onPublished, runIntegration, tick } from './runs';
import { keyPage, removeKeys, saveKey } from './keys';
import { apiLogPage, serviceLogPage } from './logs';
import { maskPage, previewMask, removeMasks, saveMask } from './masks';
import { registerOpenApi } from './open-route';

export const TICK_MS = 30_000;

export function tickOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.MARKET_TICK;
  return v === undefined || v === '' ? !env.VITEST : v !== 'off';
}

const apiImpl = implement(marketApi, {
  summaryPage: (ctx, [q]) => apiPage(ctx, q),
  detail: (ctx, [id]) => apiOne(session(ctx).db, session(ctx).tenantId, id, ctx.lang),
  save: (ctx, [a]) => saveApi(ctx, a),
  remove: async (ctx, [ids]) => ({ removed: await removeApis(ctx, ids) }),
  async publish(ctx, [id]) {
    const view = await moveApi(ctx, id, 'Published');
    const s = session(ctx);
    // the integrations triggered by a publish run after it is committed, off the caller's wait
    void onPublished(ctx.env, s.tenantId, id, s.userName).catch((err) => ctx.log.error({ err }, 'market: a publish integration failed'));
    return view;
  },
  offline: (ctx, [id]) => moveApi(ctx, id, 'Offline'),
});

const keyImpl = implement(marketKey, {
  summaryPage: (ctx, [q]) => keyPage(ctx, q),
  save: (ctx, [k]) => saveKey(ctx, k),
  remove: async (ctx, [ids]) => ({ removed: await removeKeys(ctx, ids) }),
});

const maskImpl = implement(marketMask, {
  summaryPage: (ctx, [q]) => maskPage(ctx, q),
  save: (ctx, [m]) => saveMask(ctx, m),
  remove: async (ctx, [ids]) => ({ removed: await removeMasks(ctx, ids) }),
  preview: (ctx, [p]) => previewMask(ctx, p),
});

const integrationImpl = implement(marketIntegration, {
  summaryPage: (ctx, [q]) => integrationPage(ctx, q),
  save: (ctx, [i]) => saveIntegration(ctx, i),
  remove: async (ctx, [ids]) => ({ removed: await removeIntegrations(ctx, ids) }),
  async run(ctx, [id]) {
    const s = session(ctx);
    const logId = await runIntegration(ctx.env, s.tenantId, id, s.userName, ctx.lang);
    return (await serviceLogPage(ctx, { page: 1, pageSize: 1, id: logId })).itemList[0]!;
  },
  entities: (ctx) => entitiesOf(ctx.env, session(ctx).tenantId, session(ctx).roleId, ctx.lang),
});

const logImpl = implement(marketLog, {
  apiPage: (ctx, [q]) => apiLogPage(ctx, q),
  servicePage: (ctx, [q]) => serviceLogPage(ctx, q),
});

export default {
  services: [apiImpl, keyImpl, maskImpl, integrationImpl, logImpl],
  // 服务集成 on record events: a hook on every entity's writes, asking memory first (record-events.ts)
  hooks: [recordEventHook],
  routes: registerOpenApi,
  seed: seedMarketDemo,
  async start(env) {
    let ticking: Promise<unknown> = Promise.resolve();
    const timer = tickOn()
      ? setInterval(() => {
          ticking = ticking.then(() => tick(env)).catch((err) => env.log.error({ err }, 'market: the tick failed'));
        }, TICK_MS)
      : null;
    timer?.unref();
    // a record event is posted soon after its write where the tick runs (else a test sweeps itself)
    const soon = timer ? deliverSoon(env) : null;
    onDelivery(soon?.nudge ?? null);
    return async () => {
      if (timer) clearInterval(timer);
      onDelivery(null);
      await soon?.stop();
      await ticking;
    };
  },
} satisfies PartServer;
