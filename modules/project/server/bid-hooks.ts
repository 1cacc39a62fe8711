// Record hooks of bids: each stage is recorded once, dated no earlier than the stage before it;
// the outcome (中标 / 未中标 / 流标) is known only from 开标 on; the bid's current stage is the
// furthest of its rows, kept by the server.
import { sql } from 'kysely';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { Bid, BID_STAGES, STAGE_ORDER } from '../entities/bid';
import { pm } from '../messages';

type StageRow = { stage?: unknown; stage_date?: unknown };

const stageName = (lang: string, v: string) => {
  const s = BID_STAGES.find((x) => x.value === v);
  return s ? (lang === 'en_US' ? s.labelEn : s.label) : v;
};

async function rowsOf(ctx: HookContext): Promise<StageRow[]> {
  if (ctx.values && Array.isArray(ctx.values.stages)) return ctx.values.stages as StageRow[];
  if (!ctx.id) return [];
  const r = await sql<StageRow>`select stage, stage_date::text as stage_date from prj_bid_stage where tenant_id = ${ctx.writer.tenantId} and owner_id = ${ctx.id}`.execute(ctx.trx);
  return r.rows;
}

/** The furthest stage of the rows (null: none yet). */
export function furthestStage(rows: readonly StageRow[]): string | null {
  let at = -1;
  for (const r of rows) at = Math.max(at, STAGE_ORDER.indexOf(String(r.stage)));
  return at < 0 ? null : STAGE_ORDER[at];
}

export const bidHooks: RecordHooks[] = [
  {
    entity: Bid.code,
    actions: ['create', 'modify'],
    async before(ctx) {
      const lang = ctx.writer.lang;
      const rows = await rowsOf(ctx);
      const seen = new Map<number, string>();
      for (const r of rows) {
        const at = STAGE_ORDER.indexOf(String(r.stage));
        if (seen.has(at)) refuse(pm(lang, 'stageTwice', { stage: stageName(lang, String(r.stage)) }), 400);
        seen.set(at, String(r.stage_date ?? '').slice(0, 10));
      }
      // dates in stage order: a later stage is never dated before an earlier one
      let last = '';
      for (const at of [...seen.keys()].sort((a, b) => a - b)) {
        const day = seen.get(at)!;
        if (day && last && day < last) refuse(pm(lang, 'stagesOutOfOrder', { stage: stageName(lang, STAGE_ORDER[at]) }), 400);
        if (day) last = day;
      }
      const outcome = ctx.values && 'outcome' in ctx.values ? ctx.values.outcome : ctx.before?.outcome;
      const furthest = furthestStage(rows);
      if (outcome && (furthest === null || STAGE_ORDER.indexOf(furthest) < STAGE_ORDER.indexOf('Opening'))) refuse(pm(lang, 'outcomeTooEarly'), 400);
    },
    async after(ctx) {
      if (!ctx.id) return;
      const stage = furthestStage(await rowsOf(ctx));
      await sql`update prj_bid set stage = ${stage} where tenant_id = ${ctx.writer.tenantId} and id = ${ctx.id}`.execute(ctx.trx);
    },
  },
];
