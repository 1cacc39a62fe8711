// Record hooks of faults and repairs: reporting a fault puts its machine in fault (4), so
// production dispatches nothing to it; completing its repair (the repair's audit) puts the
// machine back to normal (1) unless it could not be repaired, and closes the fault. A fault
// withdrawn before any repair (removed or voided) gives the machine back when no other fault of it
// is open; a repair taken back (un-audited) puts the machine in fault again and re-opens its fault.
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import { entityChanged } from '../../../server/records/count-memo';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { EquipmentIssue } from '../entities/issue';
import { EquipmentRepair } from '../entities/repair';
import { lockMachines, setMachines, whoOf } from './machines';
import { em } from './messages';

export const FAULT = '4';
export const NORMAL = '1';
export const SCRAPPED = '5';

/** a field of the record as the write leaves it: the new value, else the stored one */
const field = (ctx: HookContext, code: string): unknown => (ctx.values && code in ctx.values ? ctx.values[code] : ctx.before?.[code]);

/** the machine's faults still open, but `except` */
async function openFaults(ctx: HookContext, machine: number, except: number | null): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(EquipmentIssue.table)}
    where tenant_id = ${ctx.writer.tenantId} and equipment_id = ${machine} and status_dict not in ('Finish', 'Manual', 'Repeal') and id <> ${except ?? 0}`.execute(ctx.trx);
  return r.rows[0].n;
}

export const faultHooks: RecordHooks[] = [
  {
    entity: EquipmentIssue.code,
    actions: ['create', 'modify'],
    async before(ctx) {
      const machine = refId(field(ctx, 'equipment_id'));
      if (ctx.before && machine !== refId(ctx.before.equipment_id)) refuse(em(ctx.writer.lang, 'faultMachineFixed'), 400);
      if (ctx.before || machine === null) return;
      const m = (await lockMachines(ctx.trx, whoOf(ctx), [machine])).get(machine)!;
      if (m.status === SCRAPPED) refuse(em(ctx.writer.lang, 'scrapped', { equipment: m.code }));
    },
  },
  {
    entity: EquipmentIssue.code,
    actions: ['create'],
    keepsRecord: true,
    async after(ctx) {
      const machine = refId(ctx.after?.equipment_id);
      if (machine !== null) await setMachines(ctx.trx, whoOf(ctx), [machine], { status: FAULT });
    },
  },
  {
    entity: EquipmentIssue.code,
    actions: ['repeal', 'remove'],
    keepsRecord: true,
    async after(ctx) {
      const machine = refId(ctx.before?.equipment_id);
      if (machine === null || (await openFaults(ctx, machine, ctx.id ?? null)) > 0) return;
      const m = (await lockMachines(ctx.trx, whoOf(ctx), [machine])).get(machine)!;
      if (m.status === FAULT) await setMachines(ctx.trx, whoOf(ctx), [machine], { status: NORMAL });
    },
  },
  {
    entity: EquipmentRepair.code,
    actions: ['create', 'modify', 'commit', 'audit'],
    async before(ctx) {
      const lang = ctx.writer.lang;
      const issue = refId(field(ctx, 'issue_id'));
      const machine = refId(field(ctx, 'equipment_id'));
      if (issue !== null) {
        const row = await ctx.trx.selectFrom(EquipmentIssue.table).select('equipment_id').where('tenant_id', '=', ctx.writer.tenantId).where('id', '=', issue).executeTakeFirst();
        if (row && Number(row.equipment_id) !== machine) refuse(em(lang, 'repairOtherMachine'), 400);
      }
      const start = field(ctx, 'down_start');
      const end = field(ctx, 'down_end');
      if (start && end && new Date(String(end)).getTime() < new Date(String(start)).getTime()) refuse(em(lang, 'repairEndBeforeStart'), 400);
      if (ctx.action === 'audit' && (!end || !field(ctx, 'result'))) refuse(em(lang, 'repairEndMissing'), 400);
    },
  },
  {
    entity: EquipmentRepair.code,
    actions: ['audit', 'deApproval'],
    keepsRecord: true,
    async after(ctx) {
      const who = whoOf(ctx);
      const machine = refId(ctx.after?.equipment_id);
      const issue = refId(ctx.after?.issue_id);
      if (machine === null) return;
      const m = (await lockMachines(ctx.trx, who, [machine])).get(machine)!;
      if (m.status === SCRAPPED) return;
      const done = ctx.action === 'audit';
      if (done && ctx.after?.result === 'Unrepairable') return;
      // another fault of the machine still open keeps it in fault
      if (!done || (await openFaults(ctx, machine, issue)) === 0) await setMachines(ctx.trx, who, [machine], { status: done ? NORMAL : FAULT });
      // the fault closes with its repair and opens again when the repair is taken back
      if (issue !== null) {
        const [from, to] = done ? [['Saved', 'Commit', 'Audit', 'DeApproval'], 'Finish'] : [['Finish'], 'Audit'];
        await ctx.trx
          .updateTable(EquipmentIssue.table)
          .set({ status_dict: to, version: sql`version + 1` })
          .where('tenant_id', '=', who.tenantId)
          .where('id', '=', issue)
          .where('status_dict', 'in', from)
          .execute();
        entityChanged(who.tenantId, EquipmentIssue.code);
      }
    },
  },
];
