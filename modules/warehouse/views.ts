// The stock views the warehouse reports read (recreated on every start after the entity tables):
// the balances with their moving average (what is where now) and the ledger (every movement, a
// reversal being a movement of its own moment), what expires when, and the materials below their
// safety stock. Places named 0 / '' by the engine read as none; a row placed on a position without
// an area names the position's area. Every row carries the department and maker (depart_id,
// create_id) it is scoped by, like a list's records: stock and its moves those of their warehouse,
// a safety-stock row its material's, an entry record its document's.
const stock = `
  select b.tenant_id, b.id, b.material_id, b.warehouse_id, coalesce(nullif(b.area_id, 0), pos.area_id) as area_id, nullif(b.position_id, 0) as position_id,
         b.batch_no, b.status, b.frozen, b.total, b.occupied, b.locked, b.total - b.occupied - b.locked as available,
         coalesce(p.unit_price, 0) as unit_price, round(b.total * coalesce(p.unit_price, 0), 2) as total_price,
         b.expiry_date, b.supplier_id, b.first_in::date as first_in, w.depart_id, w.create_id
    from stock_balance b
    left join mdm_warehouse w on w.tenant_id = b.tenant_id and w.id = b.warehouse_id
    left join stock_price p on p.tenant_id = b.tenant_id and p.material_id = b.material_id and p.warehouse_id = b.warehouse_id
    left join wms_position pos on pos.tenant_id = b.tenant_id and pos.id = nullif(b.position_id, 0)
   where b.total <> 0`;

const ledger = `
  select l.tenant_id, l.id, l.material_id, l.warehouse_id, coalesce(nullif(l.area_id, 0), pos.area_id) as area_id, nullif(l.position_id, 0) as position_id,
         l.batch_no, l.kind, l.reverses is not null as reversal, l.doc_entity, l.doc_id, l.doc_code, l.moved_at::date as move_date, l.moved_at,
         greatest(l.qty, 0) as in_qty, greatest(-l.qty, 0) as out_qty, l.qty,
         l.unit_price, greatest(l.amount, 0) as in_amount, greatest(-l.amount, 0) as out_amount, l.amount, l.user_name, w.depart_id, w.create_id
    from stock_ledger l
    left join mdm_warehouse w on w.tenant_id = l.tenant_id and w.id = l.warehouse_id
    left join wms_position pos on pos.tenant_id = l.tenant_id and pos.id = nullif(l.position_id, 0)`;

// stock with an expiry date: days left (today's, on the database's clock) and a state — 已过期
// (past), 临期 (within 30 days), 正常
const expiry = `
  select s.*, (s.expiry_date - current_date) as days_left,
         case when s.expiry_date < current_date then 'Expired' when s.expiry_date <= current_date + 30 then 'Near' else 'Valid' end as expiry_state
    from (${stock}) s
   where s.expiry_date is not null`;

// every material with a safety stock against what all warehouses hold (a material with none held
// is there too, short by the whole safety stock)
const safeStock = `
  select m.tenant_id, m.id, m.id as material_id, m.safe_stock, coalesce(h.total, 0) as total, coalesce(h.available, 0) as available,
         greatest(m.safe_stock - coalesce(h.available, 0), 0) as shortage,
         case when coalesce(h.available, 0) < m.safe_stock then 'Below' else 'Enough' end as safe_state, m.depart_id, m.create_id
    from mdm_material m
    left join (select tenant_id, material_id, sum(total) as total, sum(total - occupied - locked) as available
                 from stock_balance group by tenant_id, material_id) h on h.tenant_id = m.tenant_id and h.material_id = m.id
   where m.safe_stock > 0`;

// 入库记录: every line of the entries and quick entries that were audited, with the record's status
// (entry record status): Valid while its document stands audited, Finished / Manual when it was
// finished, Invalid once un-audited or voided (its goods went back out)
const entryRecordOf = (entity: string, header: string, lines: string, withArrival: boolean) => `
  select e.tenant_id, i.id, '${entity}' as doc_entity, e.id as doc_id, e.code as doc_code, e.bill_date, e.entry_type, e.warehouse_id, e.supplier_id,
         ${withArrival ? 'e.arrival_id' : 'null::bigint as arrival_id'}, i.material_id, i.batch_no, i.position_id, i.quantity, i.unit_price, i.amount, i.expiry_date,
         case e.status_dict when 'Audit' then 'Valid' when 'Finish' then 'Finished' when 'Manual' then 'Manual' else 'Invalid' end as record_status,
         e.depart_id, e.create_id
    from ${header} e join ${lines} i on i.tenant_id = e.tenant_id and i.owner_id = e.id
   where e.status_dict in ('Audit', 'Finish', 'Manual', 'Repeal')
      or (e.status_dict = 'DeApproval' and exists (select 1 from stock_ledger l where l.tenant_id = e.tenant_id and l.doc_entity = '${entity}' and l.doc_id = e.id))`;
const entryRecord = `${entryRecordOf('WmsEntry', 'wms_entry', 'wms_entry_item', true)} union all ${entryRecordOf('WmsSimpleEntry', 'wms_simple_entry', 'wms_simple_entry_item', false)}`;

export const warehouseViews: ReadonlyArray<readonly [string, string]> = [
  ['wms_stock', stock],
  ['wms_stock_ledger', ledger],
  ['wms_stock_expiry', expiry],
  ['wms_safe_stock', safeStock],
  ['wms_entry_record', entryRecord],
];
