// 推荐拣货 on a delivery: every line that names no position takes the stock a picking strategy
// chooses (picking.ts; by default first expired first out, then first in first out) among the places holding its material (and its batch, when it names one) in
// the delivery's warehouse — available, not frozen, not under count. A line the stock of one place
// does not cover becomes several lines, one per place (its price and remark kept); what cannot be
// found stays on a line without a position, so the audit says what is missing. Written through the
// record layer (a modify: version checked, the document still editable).
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { refId } from '../../../schemas/refs';
import { callerModel, readForCaller, writerOf } from '../../../server/records/context';
import { modifyRecord } from '../../../server/records/write';
import { type CallContext, session } from '../../../server/rpc/registry';
import { pickStock, type PickingStrategy, type StockPlace } from '../picking';
import { plain } from './putaway';

type Rec = Record<string, unknown>;

async function placesOf(ctx: CallContext, warehouse: number, material: number, batch: string | null): Promise<StockPlace[]> {
  const s = session(ctx);
  const T = s.tenantId;
  return (
    await sql<StockPlace>`
      select b.position_id::int as position, b.batch_no as batch, (b.total - b.occupied - b.locked)::text as available, b.expiry_date::text as expiry,
             b.first_in::text as "firstIn", coalesce(p.layer_num, 0)::int as layer, coalesce(p.position_type, 'ManualRack') as type,
             exists (select 1 from stock_ledger l where l.tenant_id = b.tenant_id and l.material_id = b.material_id and l.warehouse_id = b.warehouse_id
                       and l.position_id = b.position_id and l.batch_no = b.batch_no and l.qty < 0 and l.reverses is null and not l.reversed) as opened
        from stock_balance b
        left join wms_position p on p.tenant_id = b.tenant_id and p.id = nullif(b.position_id, 0)
       where b.tenant_id = ${T} and b.warehouse_id = ${warehouse} and b.material_id = ${material}
         and b.total - b.occupied - b.locked > 0 and not b.frozen and b.status not in ('Count', 'Transfer')
         and coalesce(p.position_status, 'NonAlloc') not in ('BreakDown', 'SealUp')
         ${batch ? sql`and b.batch_no = ${batch}` : sql``}`.execute(s.db)
  ).rows;
}

export async function suggestPicking(ctx: CallContext, entityCode: string, ids: number[], strategy: PickingStrategy = 'nearExpiry'): Promise<{ msg: string; placed: number }> {
  const model = await callerModel(ctx, entityCode);
  const w = await writerOf(ctx, model);
  let placed = 0;
  for (const id of ids) {
    const doc = (await readForCaller(ctx, model, id)) as RecordValue & Rec;
    const warehouse = refId(doc.warehouse_id);
    const items = ((doc.items as Rec[] | undefined) ?? []).map(plain);
    if (!warehouse || !items.some((l) => l.position_id == null)) continue;
    // what lines that already name their place take first
    const taken = new Map<string, Big>();
    for (const l of items) if (l.position_id != null && l.batch_no) taken.set(`${l.position_id}|${l.batch_no}`, new Big(String(l.quantity ?? 0)).plus(taken.get(`${l.position_id}|${l.batch_no}`) ?? 0));
    const lines: Rec[] = [];
    for (const l of items) {
      if (l.position_id != null || !l.material_id || !l.quantity) {
        lines.push(l);
        continue;
      }
      const { picks, missing } = pickStock(String(l.quantity), await placesOf(ctx, warehouse, Number(l.material_id), (l.batch_no as string) || null), strategy, taken);
      picks.forEach((p, i) => {
        // the line itself takes the first place (it keeps its id and links); the others are new lines
        const { id: _id, ...copy } = l;
        lines.push({ ...(i === 0 ? l : copy), position_id: p.position || null, batch_no: p.batch || null, quantity: p.qty });
      });
      if (picks.length) placed++;
      if (missing !== '0') {
        const { id: _id, ...copy } = l;
        lines.push({ ...(picks.length ? copy : l), quantity: missing });
      }
    }
    await w.db.transaction().execute((trx) => modifyRecord(w, model, id, { ...plain(doc), items: lines }, trx));
  }
  return { msg: ctx.lang === 'en_US' ? `Stock picked for ${placed} lines` : `已推荐拣货：${placed} 行`, placed };
}
