// Record hooks of the check templates and tasks: a numeric item's limits are in order and hold its
// standard value; a task is committed only with every reading filled, and committing it (or taking
// it back) moves its machine's maintenance status.
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { dec } from '../../../schemas/compute/decimal';
import { CheckTask } from '../entities/check-task';
import { CheckTemplate } from '../entities/template';
import { refreshMaintenance } from './machines';
import { em } from './messages';
import { todayIso } from './periods';

interface ItemRow {
  item_name?: unknown;
  kind?: unknown;
  standard_value?: unknown;
  lower_limit?: unknown;
  upper_limit?: unknown;
}

/** A numeric item needs a limit, its limits in order and its standard value between them. */
export function itemIssue(item: ItemRow): 'numericNeedsLimit' | 'limitsReversed' | 'standardOutside' | null {
  if (item.kind !== 'Numeric') return null;
  const lo = dec(item.lower_limit);
  const hi = dec(item.upper_limit);
  const std = dec(item.standard_value);
  if (!lo && !hi) return 'numericNeedsLimit';
  if (lo && hi && lo.gt(hi)) return 'limitsReversed';
  if (std && ((lo && std.lt(lo)) || (hi && std.gt(hi)))) return 'standardOutside';
  return null;
}

function checkItems(ctx: HookContext): void {
  const items = ctx.values?.items;
  if (!Array.isArray(items)) return;
  for (const item of items as ItemRow[]) {
    const issue = itemIssue(item);
    if (issue) refuse(em(ctx.writer.lang, issue, { item: String(item.item_name ?? '') }), 400);
  }
}

const machinesOf = (ctx: HookContext): number[] =>
  [refId(ctx.before?.equipment_id), refId(ctx.after?.equipment_id)].filter((v): v is number => v !== null);

export const checkHooks: RecordHooks[] = [
  { entity: CheckTemplate.code, actions: ['create', 'modify'], before: checkItems },
  {
    entity: CheckTask.code,
    actions: ['commit', 'audit'],
    // a task is done with every item read: a number for a numeric item, OK or NG for the others
    async before(ctx) {
      const rows = (
        await sql<{ item_name: string; kind: string; value: string | null; ok_value: string | null }>`select item_name, kind, value::text as value, ok_value
          from ${sql.table(CheckTask.children!.readings.table)} where tenant_id = ${ctx.writer.tenantId} and owner_id = ${ctx.id} order by sn, id`.execute(ctx.trx)
      ).rows;
      const missing = rows.find((r) => (r.kind === 'OkNg' ? !r.ok_value : r.value === null));
      if (missing) refuse(em(ctx.writer.lang, 'readingMissing', { item: missing.item_name }), 400);
    },
  },
  {
    entity: CheckTask.code,
    actions: ['commit', 'audit'],
    async after(ctx) {
      if (ctx.action === 'audit' && ctx.before?.status_dict?.dict === 'Commit') return;
      await ctx.trx
        .updateTable(CheckTask.table)
        .set({ done_at: new Date(), checker_name: ctx.writer.userName })
        .where('tenant_id', '=', ctx.writer.tenantId)
        .where('id', '=', ctx.id!)
        .execute();
      await refreshMaintenance(ctx.trx, ctx.writer.tenantId, todayIso(), machinesOf(ctx));
    },
  },
  {
    entity: CheckTask.code,
    // a task taken back, changed, voided or removed: its machines' maintenance status follows
    actions: ['create', 'modify', 'deApproval', 'repeal', 'remove'],
    async after(ctx) {
      if (ctx.after && ctx.before?.done_at) {
        await ctx.trx.updateTable(CheckTask.table).set({ done_at: null, checker_name: null }).where('tenant_id', '=', ctx.writer.tenantId).where('id', '=', ctx.id!).execute();
      }
      await refreshMaintenance(ctx.trx, ctx.writer.tenantId, todayIso(), machinesOf(ctx));
    },
  },
];
