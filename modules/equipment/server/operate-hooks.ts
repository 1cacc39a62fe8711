// Record hooks of the operation records: each line names a machine once and what its operation
// needs (the unit an asset transfer goes to, the months a life extension adds); a scrapped machine
// takes no further operation. The audit sets each machine as the operation says and keeps, on the
// line, the status and unit it had, which the un-audit gives back.
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { EquipmentOperateRecord, OPERATION_STATUS } from '../entities/operate';
import { SCRAPPED } from './fault-hooks';
import { lockMachines, setMachines, whoOf } from './machines';
import { em } from './messages';

const LINES = EquipmentOperateRecord.children!.lines.table;

interface Line {
  id: number;
  equipment_id: number;
  to_unit_id: number | null;
  life_months: number | null;
  from_status: string | null;
  from_unit_id: number | null;
}


async function linesOf(ctx: HookContext): Promise<Line[]> {
  return (
    await sql<Line>`select id::int as id, equipment_id::int as equipment_id, to_unit_id::int as to_unit_id, life_months::int as life_months, from_status, from_unit_id::int as from_unit_id
      from ${sql.table(LINES)} where tenant_id = ${ctx.writer.tenantId} and owner_id = ${ctx.id} order by sn, id`.execute(ctx.trx)
  ).rows;
}

/** The lines as they will be written (create, modify) or are stored (commit, audit). */
async function pendingLines(ctx: HookContext): Promise<Array<Pick<Line, 'equipment_id' | 'to_unit_id' | 'life_months'>>> {
  const given = ctx.values?.lines;
  if (!Array.isArray(given)) return ctx.id ? linesOf(ctx) : [];
  return (given as Record<string, unknown>[]).map((l) => ({ equipment_id: refId(l.equipment_id) ?? 0, to_unit_id: refId(l.to_unit_id), life_months: l.life_months == null ? null : Number(l.life_months) }));
}

export const operateHooks: RecordHooks[] = [
  {
    entity: EquipmentOperateRecord.code,
    actions: ['create', 'modify', 'commit', 'audit'],
    async before(ctx) {
      const lang = ctx.writer.lang;
      const type = String((ctx.values && 'operate_type' in ctx.values ? ctx.values.operate_type : ctx.before?.operate_type) ?? '');
      const lines = await pendingLines(ctx);
      const machines = await lockMachines(ctx.trx, whoOf(ctx), lines.map((l) => l.equipment_id));
      const seen = new Set<number>();
      for (const l of lines) {
        const m = machines.get(l.equipment_id)!;
        if (seen.has(l.equipment_id)) refuse(em(lang, 'machineTwice', { equipment: m.code }), 400);
        seen.add(l.equipment_id);
        if (m.status === SCRAPPED) refuse(em(lang, 'scrapped', { equipment: m.code }));
        if (type === 'AssetTransfer' && !l.to_unit_id) refuse(em(lang, 'transferNeedsUnit', { equipment: m.code }), 400);
        if (type === 'ExtendLife' && !l.life_months) refuse(em(lang, 'extendNeedsMonths', { equipment: m.code }), 400);
      }
    },
  },
  {
    entity: EquipmentOperateRecord.code,
    actions: ['audit'],
    async after(ctx) {
      const who = whoOf(ctx);
      const type = String(ctx.after?.operate_type ?? '');
      const lines = await linesOf(ctx);
      const machines = await lockMachines(ctx.trx, who, lines.map((l) => l.equipment_id));
      for (const l of lines) {
        const m = machines.get(l.equipment_id)!;
        await sql`update ${sql.table(LINES)} set from_status = ${m.status}, from_unit_id = ${m.unitId} where tenant_id = ${who.tenantId} and id = ${l.id}`.execute(ctx.trx);
        const status = OPERATION_STATUS[type];
        const unitId = type === 'AssetTransfer' ? l.to_unit_id : undefined;
        if (status !== undefined || unitId !== undefined) await setMachines(ctx.trx, who, [l.equipment_id], { status, unitId });
      }
    },
  },
  {
    entity: EquipmentOperateRecord.code,
    actions: ['deApproval'],
    async after(ctx) {
      const who = whoOf(ctx);
      const type = String(ctx.after?.operate_type ?? '');
      const lines = await linesOf(ctx);
      await lockMachines(ctx.trx, who, lines.map((l) => l.equipment_id));
      for (const l of lines) {
        const status = OPERATION_STATUS[type] !== undefined && l.from_status !== null ? l.from_status : undefined;
        const unitId = type === 'AssetTransfer' ? l.from_unit_id : undefined;
        if (status !== undefined || unitId !== undefined) await setMachines(ctx.trx, who, [l.equipment_id], { status, unitId });
      }
    },
  },
];
