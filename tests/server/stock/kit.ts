// Stock engine tests drive server/stock directly over a real database (the demo tenant), each
// call in its own transaction as an audit would run it, on fresh materials and warehouses so the
// demo's own stock never gets in the way.
import { Big } from '../../../schemas/compute/decimal';
import type { StockActor, StockDoc, StockMove } from '../../../server/stock/ledger';
import { stockIn, stockOut, stockTransfer } from '../../../server/stock/post';
import { stockReverse } from '../../../server/stock/reverse';
import type { StockDb } from '../../../server/stock/ledger';
import { startServer, type TestServer } from '../../kit/server';

export const TENANT = '00000002';
export const actor: StockActor = { tenantId: TENANT, userId: 1, userName: 'test', lang: 'zh_CN' };

let serial = 0;
const stamp = () => `${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase();

export interface StockKit {
  srv: TestServer;
  db: StockDb;
  material(name?: string): Promise<number>;
  warehouse(opts?: { allowNegative?: boolean; name?: string }): Promise<number>;
  doc(entity?: string): StockDoc;
  run<T>(fn: (trx: StockDb) => Promise<T>): Promise<T>;
  in(doc: StockDoc, moves: Array<Omit<StockMove, 'qty' | 'price'> & { qty: string | number; price?: string | number }>): Promise<void>;
  out(doc: StockDoc, moves: Array<Omit<StockMove, 'qty' | 'price'> & { qty: string | number }>): Promise<void>;
  reverse(doc: StockDoc): Promise<number>;
  transfer(doc: StockDoc, from: Omit<StockMove, 'qty' | 'price'> & { qty: string | number }, to: { warehouse: number; position?: number | null }): Promise<void>;
  /** balances of a material as place → total text, zeros left out */
  totals(material: number): Promise<Record<string, string>>;
}

const moveOf = <T extends { qty: string | number; price?: string | number }>(m: T): StockMove => ({ ...m, qty: new Big(String(m.qty)), price: m.price === undefined ? null : new Big(String(m.price)) }) as unknown as StockMove;

export async function stockKit(): Promise<StockKit> {
  const srv = await startServer();
  const db = srv.db.forTenant(TENANT) as unknown as StockDb;
  let docId = 1_000_000;
  const run: StockKit['run'] = (fn) => db.transaction().execute((trx) => fn(trx as unknown as StockDb));
  return {
    srv,
    db,
    async material(name = '测试物料') {
      const code = `TM${stamp()}`;
      const r = await db.insertInto('mdm_material' as never).values({ tenant_id: TENANT, code, name, unit: 'PCS' } as never).returning('id' as never).executeTakeFirstOrThrow();
      return Number((r as { id: number }).id);
    },
    async warehouse(opts = {}) {
      const code = `TW${stamp()}`;
      const r = await db.insertInto('mdm_warehouse' as never).values({ tenant_id: TENANT, code, name: opts.name ?? `测试仓${code}`, type: 'Raw', allow_negative: opts.allowNegative ?? false } as never).returning('id' as never).executeTakeFirstOrThrow();
      return Number((r as { id: number }).id);
    },
    doc: (entity = 'TestDoc') => ({ entity, id: docId++, code: `D${docId}` }),
    run,
    in: (doc, moves) => run((trx) => stockIn(trx, actor, doc, moves.map(moveOf))),
    out: async (doc, moves) => {
      await run((trx) => stockOut(trx, actor, doc, moves.map((m) => moveOf(m))));
    },
    reverse: (doc) => run((trx) => stockReverse(trx, actor, doc)),
    transfer: (doc, from, to) => run((trx) => stockTransfer(trx, actor, doc, [{ from: moveOf(from), to }])),
    async totals(material) {
      const rows = await db.selectFrom('stock_balance').select(['warehouse_id', 'position_id', 'batch_no', 'total']).where('tenant_id', '=', TENANT).where('material_id', '=', material).execute();
      return Object.fromEntries(rows.filter((r) => !new Big(r.total).eq(0)).map((r) => [`${r.warehouse_id}/${r.position_id}/${r.batch_no}`, new Big(r.total).toFixed(6).replace(/\.?0+$/, '')]));
    },
  };
}
