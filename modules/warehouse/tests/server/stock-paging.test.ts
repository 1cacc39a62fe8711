// Paging through stock per place shows every place once: thirty balances of one material, on one
// position, of one batch, told apart only by their container, tie on the list's order (material,
// warehouse, position, batch), so their key decides, and a page never repeats a row of another.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok } from '../../../../tests/kit';
import type { StockPage } from '../../stock-queries';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const tag = Date.now().toString(36);
const CONTAINERS = Array.from({ length: 30 }, (_, i) => `C${tag}${String(i + 1).padStart(2, '0')}`);
let materialId: number;

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
const save = (entity: string, v: object) => srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', [entity, v]).then(ok);

beforeAll(async () => {
  materialId = (await save('Material', { code: `SP${tag}`, name: '分页测试料', unit: 'PCS' })).id;
  const warehouseId = (await save('Warehouse', { code: `WP${tag}`, name: '分页测试仓', type: 'Finished', locations: [{ name: 'A区' }] })).id;
  const areaId = (await save('WmsArea', { code: `AP${tag}`, name: 'P区', warehouse_id: warehouseId })).id;
  const position = await save('WmsPosition', { code: `PP${tag}`, name: 'P-01-01', warehouse_id: warehouseId, area_id: areaId, platoon_num: 1, column_num: 1, layer_num: 1 });
  // inserted in reverse, so the table's own order is not the containers'
  for (const container of [...CONTAINERS].reverse()) {
    await sql`insert into stock_balance (tenant_id, material_id, warehouse_id, area_id, position_id, batch_no, container_code, total)
      values (${admin.tenant.id}, ${materialId}, ${warehouseId}, ${areaId}, ${position.id}, ${`BP${tag}`}, ${container}, 1)`.execute(srv.db.system);
  }
});

describe('wms.Stock paged per place', () => {
  it('shows each of thirty tied places once across pages of 7, by their key', async () => {
    const seen: Array<string | null> = [];
    for (let page = 1; page <= 5; page++) {
      const got = ok(await srv.call<StockPage>(admin, 'wms.Stock', 'summaryDetailPage', [{ materialId, page, pageSize: 7 }]));
      expect(got.total).toBe(30);
      seen.push(...got.itemList.map((r) => r.containerBarcode));
    }
    expect(seen).toEqual(CONTAINERS);
  });
});
