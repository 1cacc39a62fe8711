// 库存明细 (warehouse.StockDetail and warehouse.StockDetailMoves), what a row of 库存查询 opens, on
// the demo's stock: a material's stock place by place and barcode by barcode adds up to its balances
// (what no barcode holds on a row of its own), and its moves are the ledger's, newest first.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportPage } from '../../../../schemas/rpc/report';
import { fileServer, ok } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const report = (code: string, query: object) => srv.call<ReportPage>(admin, 'report.Report', 'page', [code, { pageSize: 500, ...query }]);
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
let T: string;
let material: number;

beforeAll(async () => {
  T = admin.tenant.id;
  // the demo's material with the most barcodes in stock
  [{ material }] = await q<{ material: number }>(sql`select b.material_id::int as material from barcode_barcode b
    where b.tenant_id = ${T} and b.state = 'InStock' and b.count > 0 and exists (select 1 from stock_balance s where s.tenant_id = b.tenant_id and s.material_id = b.material_id and s.total <> 0)
    group by b.material_id order by count(*) desc, b.material_id limit 1`);
}, 120_000);

describe('库存明细', () => {
  it('lists the material’s stock by warehouse, position, batch and barcode, adding up to its balances', async () => {
    const page = ok(await report('warehouse.StockDetail', { filterMap: { material_id: material } }));
    const [{ total }] = await q<{ total: string }>(sql`select sum(total)::numeric(20, 4)::text as total from stock_balance where tenant_id = ${T} and material_id = ${material}`);
    expect(page.totals?.qty).toBe(total);
    const rows = page.itemList as Array<Record<string, unknown>>;
    expect(rows.every((r) => (r.material_id as { id: number }).id === material)).toBe(true);
    const barcodes = rows.filter((r) => r.barcode).map((r) => r.barcode);
    expect(barcodes.length).toBeGreaterThan(0);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    // a barcode row names its place: the warehouse of the barcode
    const [first] = await q<{ warehouse: number; count: string }>(sql`select warehouse_id::int as warehouse, count::numeric(20, 4)::text as count from barcode_barcode where tenant_id = ${T} and code = ${String(barcodes[0])}`);
    const row = rows.find((r) => r.barcode === barcodes[0])!;
    expect([(row.warehouse_id as { id: number }).id, row.qty]).toEqual([first.warehouse, first.count]);
  });

  it('lists the material’s moves from the ledger, newest first', async () => {
    const page = ok(await report('warehouse.StockDetailMoves', { filterMap: { material_id: material }, rangeMap: { move_date: {} } }));
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from stock_ledger where tenant_id = ${T} and material_id = ${material}`);
    expect(page.total).toBe(n);
    const times = (page.itemList as Array<{ moved_at: string }>).map((r) => Date.parse(r.moved_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
