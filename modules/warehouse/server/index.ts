// The server side of 仓储管理: its documents' services (declared with their page stacks, pages.ts;
// their audits move stock by declaration, server/stock) with their own calls — 推荐库位, 推荐拣货,
// 开始盘点, the arrivals waiting to be entered — the stock queries and the demo data.
import { sql } from 'kysely';
import { REPORT_EXPORT_URL } from '../../../schemas/reports/columns';
import { defineServerModule, implement } from '../../../server/modules/types';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { implementDocument } from '../../../server/records/document-service';
import { pagedSql } from '../../../server/records/paged-query';
import { session } from '../../../server/rpc/registry';
import { wmsStock } from '../contracts';
import type { ArrivalToEnter } from '../document-calls';
import { warehouseStacks as stacks } from '../pages';
import { suggestPicking } from './picking';
import { stockVisual } from './visual';
import * as stock from './stock-queries';
import { countHooks, startCount } from './count';
import { suggestEntryPositions } from './putaway';
import { warehouseHooks } from './rules';
import { seedWarehouseDocumentsDemo } from './demo/documents';
import { seedWarehouseDemo } from './demo/index';

export default defineServerModule({
  seed: async (ctx) => {
    await seedWarehouseDemo(ctx);
    await seedWarehouseDocumentsDemo(ctx);
  },
  hooks: [...warehouseHooks, ...countHooks],
  services: [
    implementDocument(stacks.Entry.service, {
      suggestPositions: (ctx, [a]) => suggestEntryPositions(ctx, a.ids, a.strategy),
      async fuzzyArrivalNotFinishedPage(ctx, [q]) {
        const s = session(ctx);
        // the arrivals the caller may read on 采购到货单 (data scope, the page's row limit): a keeper
        // of one plant is not offered another plant's goods
        const visible = visibleFlag(await visibilityOf(ctx, await callerModel(ctx, 'PurchaseArrival')), 'a');
        const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
        const open = sql`
          from erp_purchase_arrival a
          left join mdm_supplier sp on sp.tenant_id = a.tenant_id and sp.id = a.supplier_id
          join (select owner_id, sum(quantity - coalesce(entered_qty, 0)) as remaining
                  from erp_purchase_arrival_item where tenant_id = ${s.tenantId} group by owner_id) r on r.owner_id = a.id
         where a.tenant_id = ${s.tenantId} and a.status_dict in ('Audit', 'Finish') and r.remaining > 0 and ${visible}
           ${like ? sql`and (a.code ilike ${like} or sp.name ilike ${like} or sp.code ilike ${like})` : sql``}`;
        return pagedSql<ArrivalToEnter>(s.db, q, {
          select: sql`a.id::int as id, a.code, a.arrival_date::text as "arrivalDate", a.supplier_id::int as "supplierId", sp.name as "supplierName",
                 a.warehouse_id::int as "warehouseId", r.remaining::text as remaining`,
          from: open,
          orderBy: sql`a.arrival_date desc`,
          tieBreak: sql`a.id desc`,
        });
      },
    }),
    implementDocument(stacks.Delivery.service, { suggestPicking: (ctx, [a]) => suggestPicking(ctx, 'WmsDelivery', a.ids, a.strategy) }),
    implementDocument(stacks.DeliveryRaw.service, { suggestPicking: (ctx, [a]) => suggestPicking(ctx, 'WmsDeliveryRaw', a.ids, a.strategy) }),
    implementDocument(stacks.Apply.service, {}),
    implementDocument(stacks.SimpleEntry.service, {}),
    implementDocument(stacks.Transfer.service, {}),
    implementDocument(stacks.Count.service, { startCount: (ctx, [a]) => startCount(ctx, a.ids) }),
    implement(wmsStock, {
      listMaterialVisual: (ctx, [q]) => stockVisual(ctx, q),
      // the 库存查询 report (per place, with its batch) filtered so, exported whole by the report route
      leadOutBatch: async (_ctx, [q]) => ({
        url: REPORT_EXPORT_URL,
        args: ['warehouse.Stock', { filterMap: { ...(q?.materialId ? { material_id: q.materialId } : {}), ...(q?.warehouseId ? { warehouse_id: q.warehouseId } : {}) }, fuzzyMap: q?.batchNo ? { batch_no: q.batchNo } : {}, sortField: 'batch_no' }] as [string, Record<string, unknown>],
      }),
      summaryPage: (ctx, [q]) => stock.stockPage(ctx, q!, 'warehouse'),
      summaryDetailPage: (ctx, [q]) => stock.stockPage(ctx, q!, 'place'),
      summaryMaterialPage: (ctx, [q]) => stock.stockPage(ctx, q!, 'material'),
      summaryMaterialDetailPage: (ctx, [q]) => stock.stockPage(ctx, q, 'place'),
      summaryBatchPage: (ctx, [q]) => stock.stockPage(ctx, q!, 'batch'),
      list: (ctx, [q]) => stock.stockList(ctx, q!),
      listByPosition: (ctx, [id]) => stock.listByPosition(ctx, id, false),
      listByPositionMerge: (ctx, [id]) => stock.listByPosition(ctx, id, true),
      searchBatch: (ctx, [q]) => stock.searchBatch(ctx, q),
      queryAvgPriceStock: (ctx, [q]) => stock.avgPrices(ctx, q),
      querySupplierAvgPriceStock: (ctx, [q]) => stock.supplierAvgPrices(ctx, q),
      searchPosition: (ctx, [q]) => stock.searchPositions(ctx, q),
      sumByMaterials: (ctx, [w, m]) => stock.sumByMaterials(ctx, w, m),
      getByMaterial: (ctx, [materialId, warehouseId]) => stock.stockList(ctx, { materialId, warehouseId } as never),
      getMaterialByPosition: (ctx, [id]) => stock.materialsOnPosition(ctx, id),
      generatePositionQr: (ctx, [ids, size]) => stock.positionQrCodes(ctx, ids, size ?? 256),
    }),
  ],
});
