// 推荐库位: the positions of an entry's lines that have none, chosen by a putaway strategy over the
// warehouse's positions and what lies on them now (putaway.ts), written through the record layer
// (a modify: version checked, the entry still editable).
import { sql } from 'kysely';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { callerModel, readForCaller, writerOf } from '../../../server/records/context';
import { modifyRecord } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import { session } from '../../../server/rpc/registry';
import { type PositionInfo, type PutawayStrategy, suggestPositions } from '../putaway';
import { refId } from '../../../schemas/refs';

type Rec = Record<string, unknown>;
/** A record as a modify takes it: references by id, dictionaries by code. */
export const plain = (r: Rec): Rec =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' ? plain(x as Rec) : x)) : v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v && typeof v === 'object' && 'dict' in v ? (v as { dict: unknown }).dict : v]));

export async function positionsOf(ctx: CallContext, warehouse: number): Promise<PositionInfo[]> {
  const s = session(ctx);
  const rows = await sql<PositionInfo & { holds: string[] | null }>`
    select p.id::int as id, coalesce(p.platoon_num, 0)::int as platoon, coalesce(p.column_num, 0)::int as "column", coalesce(p.layer_num, 0)::int as layer,
           coalesce(p.position_type, 'ManualRack') as type, coalesce(p.position_status, 'NonAlloc') as status,
           (select array_agg(distinct b.material_id::text || '|' || b.batch_no) from stock_balance b
             where b.tenant_id = p.tenant_id and b.position_id = p.id and b.total > 0) as holds
      from wms_position p where p.tenant_id = ${s.tenantId} and p.warehouse_id = ${warehouse}`.execute(s.db);
  return rows.rows.map((r) => ({ ...r, holds: r.holds ?? [] }));
}

export async function suggestEntryPositions(ctx: CallContext, ids: number[], strategy: PutawayStrategy = 'batch'): Promise<{ msg: string; placed: number }> {
  const model = await callerModel(ctx, 'WmsEntry');
  const w = await writerOf(ctx, model);
  let placed = 0;
  for (const id of ids) {
    const entry = (await readForCaller(ctx, model, id)) as RecordValue & Rec;
    const warehouse = refId(entry.warehouse_id);
    const items = ((entry.items as Rec[] | undefined) ?? []).map(plain);
    const open = items.filter((l) => l.position_id == null);
    if (!warehouse || !open.length) continue;
    const chosen = suggestPositions(open.map((l) => ({ material: Number(l.material_id), batch: (l.batch_no as string | null) ?? null })), await positionsOf(ctx, warehouse), strategy);
    open.forEach((l, i) => {
      if (chosen[i] !== null) {
        l.position_id = chosen[i];
        placed++;
      }
    });
    await w.db.transaction().execute((trx) => modifyRecord(w, model, id, { ...plain(entry), items }, trx));
  }
  return { msg: ctx.lang === 'en_US' ? `Positions suggested for ${placed} lines` : `已推荐库位：${placed} 行`, placed };
}
