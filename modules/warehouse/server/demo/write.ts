// The warehouse demo written set-based: the entries and deliveries (ids and numbers as the engine
// draws them, computed figures by its evaluator), the stock their audits moved — ledger rows in
// the order they happened, the balances and moving averages the replay left — the arrivals' entered
// and the sale deliveries' issued quantities, the receipt paths, the areas and positions.
import type { Row } from '../../../../schemas/compute/record';
import { type AnyDb, type Col, type Doc, insertPaths, insertRows, LIVE, pathsOf, prepare, updateRows, Writes } from '../../../../server/seed/demo-kit';
import { WmsDelivery } from '../../entities/delivery';
import { WmsEntry } from '../../entities/entry';
import { micro, text } from './micro';
import type { StockBook } from './stock-book';

const cols = (spec: string): Col[] => spec.split(/\s*,\s*/).map((c) => {
  const [name, type] = c.split(/\s+/);
  return { name, type };
});

const LEDGER = cols(
  'tenant_id text, material_id bigint, warehouse_id bigint, area_id bigint, position_id bigint, batch_no text, container_code text, project text, qty numeric, unit_price numeric, amount numeric, kind text, doc_entity text, doc_id bigint, doc_code text, line_id bigint, moved_at timestamptz, user_id bigint, user_name text',
);
const BALANCE = cols(
  'tenant_id text, material_id bigint, warehouse_id bigint, area_id bigint, position_id bigint, batch_no text, container_code text, project text, total numeric, status text, expiry_date date, supplier_id bigint, first_in timestamptz, updated_at timestamptz',
);
const PRICE = cols('tenant_id text, material_id bigint, warehouse_id bigint, qty numeric, value numeric, unit_price numeric');

/** The audited documents' quantities per source line (`via`): what their audits moved. */
function progressOf(docs: Doc[], via: string, progress: string): Row[] {
  const per = new Map<number, bigint>();
  for (const d of docs) {
    if (!LIVE.has(d.status)) continue;
    for (const l of d.c.items) if (l[via]) per.set(Number(l[via]), (per.get(Number(l[via])) ?? 0n) + micro(l.quantity));
  }
  return [...per].map(([id, q]) => ({ id, [progress]: text(q) }));
}

export async function writeWarehouseDemo(db: AnyDb, T: string, entries: Doc[], deliveries: Doc[], book: StockBook): Promise<Writes> {
  await prepare(db, T, [
    [WmsEntry, entries],
    [WmsDelivery, deliveries],
  ]);
  const writes = new Writes();
  await writes.computeAndInsert(db, T, WmsEntry, entries);
  await writes.computeAndInsert(db, T, WmsDelivery, deliveries);
  // ledger rows in the order they happened (their ids then follow it), balances in the order their places were made
  writes.add(
    insertRows(
      db,
      T,
      'stock_ledger',
      LEDGER,
      book.ledger.map((l) => ({
        tenant_id: T,
        material_id: l.place.material,
        warehouse_id: l.place.warehouse,
        area_id: 0,
        position_id: l.place.position,
        batch_no: l.place.batch,
        container_code: '',
        project: '',
        qty: text(l.qty),
        unit_price: text(l.unitPrice),
        amount: text(l.amount),
        kind: l.kind,
        doc_entity: l.entity,
        doc_id: l.doc.id,
        doc_code: l.doc.h.code,
        line_id: l.line.id,
        moved_at: l.at,
        user_id: l.user.id,
        user_name: l.user.name,
      })),
    ),
  );
  writes.add(
    insertRows(
      db,
      T,
      'stock_balance',
      BALANCE,
      book.places.map((p) => ({
        tenant_id: T,
        material_id: p.material,
        warehouse_id: p.warehouse,
        area_id: 0,
        position_id: p.position,
        batch_no: p.batch,
        container_code: '',
        project: '',
        total: text(p.total),
        status: p.total > 0n ? 'Stock' : 'OutOfStock',
        expiry_date: p.expiry,
        supplier_id: p.supplier,
        first_in: p.firstIn,
        updated_at: p.updated,
      })),
    ),
  );
  writes.add(
    insertRows(
      db,
      T,
      'stock_price',
      PRICE,
      [...book.prices.values()].map((p) => ({ tenant_id: T, material_id: p.material, warehouse_id: p.warehouse, qty: text(p.qty), value: text(p.value), unit_price: text(p.unit) })),
    ),
  );
  writes.add(updateRows(db, T, 'erp_purchase_arrival_item', [{ name: 'entered_qty', type: 'numeric' }], progressOf(entries, 'arrival_item_id', 'entered_qty')));
  writes.add(updateRows(db, T, 'erp_sale_delivery_item', [{ name: 'issued_qty', type: 'numeric' }], progressOf(deliveries, 'delivery_item_id', 'issued_qty')));
  writes.add(
    insertPaths(db, T, [
      ...pathsOf('arrivalToEntry', 'PurchaseArrival', 'WmsEntry', entries, (d) => d.c.items.map((l) => l.arrival_id as number | null)),
      ...pathsOf('saleToWmsDelivery', 'SaleDelivery', 'WmsDelivery', deliveries, (d) => d.c.items.map((l) => l.sale_delivery_id as number | null)),
    ]),
  );
  return writes;
}
