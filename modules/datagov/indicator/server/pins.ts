// Indicators as cards a user pins (工作台's first kind of card): the picker offers the indicators the
// caller may read — the same visibility as 指标管理 (its page or 指标详情's held, and the model
// readable by the caller: reading.ts) — and a card answers the last stored period with its target,
// status and trend. A caller narrower than the tenant gets no stored value (the list shows none
// either; 指标详情 computes its own). An indicator gone or no longer readable is left out: its card
// shows nothing of it.
import { sql } from 'kysely';
import { RpcError } from '../../../../server/rpc/errors';
import { holdsAccess } from '../../../../server/rpc/access';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { type PinFigure, TREND_PERIODS } from '../../../workbench/public';
import type { PinKind } from '../../../workbench/server/public';
import type { IndicatorView } from '../contracts';
import { IP } from '../paths';
import { indicatorViews } from './indicators';
import { im } from './messages';
import { modelOf } from './models';
import { readingFor } from './reading';

export const INDICATOR_PIN = 'indicator';

/** Does the caller hold the page? */
const holds = (ctx: CallContext, page: string): Promise<boolean> => holdsAccess(ctx, { page });

type Sight = 'whole' | 'narrow' | 'none';

/** the indicators of these codes (all when none named) the caller may read, with how much it sees of each model */
async function readable(ctx: CallContext, codes: readonly string[] | null): Promise<{ found: Array<{ v: IndicatorView; sight: Sight }>; detail: boolean }> {
  const [list, detail] = await Promise.all([holds(ctx, IP.indicators), holds(ctx, IP.detail)]);
  if (!list && !detail) return { found: [], detail };
  const s = session(ctx);
  const views = await indicatorViews(s.db, s.tenantId, codes ? sql`i.code = any(${codes as string[]})` : sql`true`, async () => true);
  const sights = new Map<number, Promise<Sight>>();
  const sightOf = (modelId: number) => {
    let hit = sights.get(modelId);
    if (!hit) {
      hit = modelOf(s.db, s.tenantId, modelId, ctx.lang)
        .then((m) => readingFor(ctx, m))
        .then((r): Sight => (r.whole ? 'whole' : 'narrow'), (e: unknown): Sight => {
          if (e instanceof RpcError) return 'none';
          throw e;
        });
      sights.set(modelId, hit);
    }
    return hit;
  };
  const out = await Promise.all(views.map(async (v) => ({ v, sight: await sightOf(v.modelId) })));
  return { found: out.filter((o) => o.sight !== 'none'), detail };
}

/** the last TREND_PERIODS stored totals of each indicator, oldest first, in one statement */
async function trends(ctx: CallContext, ids: number[]): Promise<Map<number, PinFigure['trend']>> {
  const out = new Map<number, PinFigure['trend']>();
  if (!ids.length) return out;
  const s = session(ctx);
  const { rows } = await sql<{ id: string; period: string; value: string | null }>`
    select indicator_id as id, period_start::text as period, value::text as value from (
      select indicator_id, period_start, value, row_number() over (partition by indicator_id order by period_start desc) as n
        from dg_indicator_value where tenant_id = ${s.tenantId} and indicator_id = any(${ids}) and dims = '{}') x
     where n <= ${TREND_PERIODS} order by indicator_id, period_start`.execute(s.db);
  for (const r of rows) out.set(Number(r.id), [...(out.get(Number(r.id)) ?? []), { period: r.period, value: r.value }]);
  return out;
}

export const indicatorPinKind: PinKind = {
  kind: INDICATOR_PIN,
  name: { zh_CN: '指标', en_US: 'indicator' },
  order: 10,
  async choices(ctx) {
    return (await readable(ctx, null)).found.map(({ v }) => ({ code: v.code, name: v.name, hint: v.modelName }));
  },
  async figures(ctx, codes) {
    const { found, detail } = await readable(ctx, codes);
    const series = await trends(ctx, found.filter((f) => f.sight === 'whole').map((f) => f.v.id));
    const unit = (v: IndicatorView) => v.unit ?? (v.percent ? '%' : null);
    return new Map(
      found.map(({ v, sight }): [string, Omit<PinFigure, 'ofTarget'>] => {
        const latest = sight === 'whole' ? v.latest : null;
        return [
          v.code,
          {
            name: v.name, unit: unit(v), target: v.target, periodKind: v.period,
            value: latest?.value ?? null, period: latest?.period ?? null, status: latest?.status ?? 'none',
            trend: series.get(v.id) ?? [],
            url: detail ? `${IP.detail}?id=${v.id}` : null,
            note: sight === 'narrow' ? im(ctx.lang, 'pinNarrow') : null,
          },
        ];
      }),
    );
  },
};
