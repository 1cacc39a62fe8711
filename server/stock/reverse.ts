// Un-moving a document (its un-audit): every ledger row it wrote gets its opposite row at the same
// place and price, and is marked reversed — nothing is deleted, so the ledger still tells what the
// stock was at any past moment. Goods that came in can only go back out while they are still
// there (unless the warehouse allows negative stock): 库存已被使用，不能反审核.
import { Big } from '../../schemas/compute/decimal';
import { allowsNegative, movePrice, type PlaceKey, placeOrder, refuse, shown, type StockActor, type StockDb, type StockDoc, writeLedger } from './ledger';
import { addAt } from './post';

export async function stockReverse(db: StockDb, actor: StockActor, doc: StockDoc): Promise<number> {
  const rows = await db
    .selectFrom('stock_ledger')
    .selectAll()
    .where('tenant_id', '=', actor.tenantId)
    .where('doc_entity', '=', doc.entity)
    .where('doc_id', '=', doc.id)
    .where('reversed', '=', false)
    .where('reverses', 'is', null)
    .forUpdate()
    .execute();
  rows.sort((a, b) => placeOrder(a as PlaceKey, b as PlaceKey) || a.id - b.id);
  for (const r of rows) {
    const at: PlaceKey = { material_id: r.material_id, warehouse_id: r.warehouse_id, area_id: r.area_id, position_id: r.position_id, batch_no: r.batch_no, container_code: r.container_code, project: r.project };
    const back = new Big(r.qty).times(-1);
    const where = { material: r.material_id, warehouse: r.warehouse_id };
    if (back.lt(0)) {
      // what came in goes out again: it must still be there
      const balance = await db
        .selectFrom('stock_balance')
        .select(['total', 'occupied', 'locked'])
        .where('tenant_id', '=', actor.tenantId)
        .where('material_id', '=', at.material_id)
        .where('warehouse_id', '=', at.warehouse_id)
        .where('area_id', '=', at.area_id)
        .where('position_id', '=', at.position_id)
        .where('batch_no', '=', at.batch_no)
        .where('container_code', '=', at.container_code)
        .where('project', '=', at.project)
        .forUpdate()
        .executeTakeFirst();
      const free = balance ? new Big(balance.total).minus(balance.occupied).minus(balance.locked) : new Big(0);
      if (free.lt(back.abs()) && !(await allowsNegative(db, actor.tenantId, r.warehouse_id))) await refuse(db, actor, 'usedSince', where, { available: shown(free), qty: shown(back.abs()) });
    }
    await addAt(db, actor, at, back);
    await movePrice(db, actor.tenantId, r.material_id, r.warehouse_id, back, new Big(r.amount).times(-1));
    await writeLedger(db, actor, doc, r.kind, at, back, new Big(r.unit_price), r.line_id, r.id);
    await db.updateTable('stock_ledger').set({ reversed: true }).where('tenant_id', '=', actor.tenantId).where('id', '=', r.id).execute();
  }
  return rows.length;
}
