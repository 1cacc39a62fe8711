// Record hooks of the safety hazards and entrapments: a hazard is closed (audited) only with the
// measure taken and evidence attached, and its closing time is kept (cleared when taken back);
// an entrapment's release never comes before it began, and it is audited only once released.
import { sql } from 'kysely';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { Entrapment, SafetyHazard } from '../entities/safety';
import { em } from './messages';

const field = (ctx: HookContext, code: string): unknown => (ctx.values && code in ctx.values ? ctx.values[code] : ctx.before?.[code]);
const filled = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : v != null && String(v).trim() !== '');

export const safetyHooks: RecordHooks[] = [
  {
    entity: SafetyHazard.code,
    actions: ['audit'],
    before(ctx) {
      if (!filled(field(ctx, 'measure')) || !filled(field(ctx, 'evidence'))) refuse(em(ctx.writer.lang, 'hazardCloseNeeds'), 400);
    },
  },
  {
    entity: SafetyHazard.code,
    actions: ['audit', 'deApproval'],
    async after(ctx) {
      const closed = ctx.action === 'audit' ? sql`now()` : sql`null`;
      await sql`update ${sql.table(SafetyHazard.table)} set closed_at = ${closed} where tenant_id = ${ctx.writer.tenantId} and id = ${ctx.id!}`.execute(ctx.trx);
    },
  },
  {
    entity: Entrapment.code,
    actions: ['create', 'modify', 'commit', 'audit'],
    before(ctx) {
      const from = field(ctx, 'trapped_at');
      const to = field(ctx, 'released_at');
      if (from && to && new Date(String(to)).getTime() < new Date(String(from)).getTime()) refuse(em(ctx.writer.lang, 'releaseBeforeTrapped'), 400);
      if (ctx.action === 'audit' && !to) refuse(em(ctx.writer.lang, 'releaseMissing'), 400);
    },
  },
];
