// The stock views the warehouse reports read (recreated on every start after the entity tables):
// the balances with their moving average (what is where now) and the ledger (every movement, a
// reversal being a movement of its own moment). Places named 0 / '' by the engine read as none.
const stock = `
  select b.tenant_id, b.id, b.material_id, b.warehouse_id, nullif(b.area_id, 0) as area_id, nullif(b.position_id, 0) as position_id,
         b.batch_no, b.status, b.frozen, b.total, b.occupied, b.locked, b.total - b.occupied - b.locked as available,
         coalesce(p.unit_price, 0) as unit_price, round(b.total * coalesce(p.unit_price, 0), 2) as total_price,
         b.expiry_date, b.supplier_id, b.first_in::date as first_in
    from stock_balance b
    left join stock_price p on p.tenant_id = b.tenant_id and p.material_id = b.material_id and p.warehouse_id = b.warehouse_id
   where b.total <> 0`;

const ledger = `
  select l.tenant_id, l.id, l.material_id, l.warehouse_id, nullif(l.area_id, 0) as area_id, nullif(l.position_id, 0) as position_id,
         l.batch_no, l.kind, l.reverses is not null as reversal, l.doc_entity, l.doc_id, l.doc_code, l.moved_at::date as move_date, l.moved_at,
         greatest(l.qty, 0) as in_qty, greatest(-l.qty, 0) as out_qty, l.qty,
         l.unit_price, greatest(l.amount, 0) as in_amount, greatest(-l.amount, 0) as out_amount, l.amount, l.user_name
    from stock_ledger l`;

export const warehouseViews: ReadonlyArray<readonly [string, string]> = [
  ['wms_stock', stock],
  ['wms_stock_ledger', ledger],
];
