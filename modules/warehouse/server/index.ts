// The server side of 仓储管理: the generic receipt handlers bound to entries and deliveries (their
// audits move stock by declaration, server/stock), their conversions, and the arrivals waiting to
// be entered.
import { sql } from 'kysely';
import { REPORT_EXPORT_URL } from '../../../schemas/reports/columns';
import { defineServerModule, implement } from '../../../server/modules/types';
import { implementDocument } from '../../../server/records/document-service';
import { pagedSql } from '../../../server/records/paged-query';
import { session } from '../../../server/rpc/registry';
import { type ArrivalToEnter, wmsCount, wmsDelivery, wmsDeliveryApply, wmsDeliveryRaw, wmsEntry, wmsSimpleEntry, wmsStock, wmsTransfer } from '../contracts';
import { suggestPicking } from './picking';
import { stockVisual } from './visual';
import * as stock from './stock-queries';
import { countHooks, startCount } from './count';
import { suggestEntryPositions } from './putaway';
import { warehouseHooks } from './rules';
import { seedWarehouseDocumentsDemo } from './demo/documents';
import { seedWarehouseDemo } from './demo/index';
import { arrivalServer } from '../arrival/server';

export default defineServerModule({
  seed: async (ctx) => {
    await seedWarehouseDemo(ctx);
    await arrivalServer.seed(ctx);
    await seedWarehouseDocumentsDemo(ctx);
  },
  hooks: [...warehouseHooks, ...countHooks, ...arrivalServer.hooks],
  services: [
    ...arrivalServer.services,
    implementDocument(wmsEntry, {
      suggestPositions: (ctx, [a]) => suggestEntryPositions(ctx, a.ids, a.strategy),
      async fuzzyArrivalNotFinishedPage(ctx, [q]) {
        const s = session(ctx);
        const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
        const open = sql`
          from erp_purchase_arrival a
          left join mdm_supplier sp on sp.tenant_id = a.tenant_id and sp.id = a.supplier_id
          join (select owner_id, sum(quantity - coalesce(entered_qty, 0)) as remaining
                  from erp_purchase_arrival_item where tenant_id = ${s.tenantId} group by owner_id) r on r.owner_id = a.id
         where a.tenant_id = ${s.tenantId} and a.status_dict in ('Audit', 'Finish') and r.remaining > 0
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
    implementDocument(wmsDelivery, { suggestPicking: (ctx, [a]) => suggestPicking(ctx, 'WmsDelivery', a.ids, a.strategy) }),
    implementDocument(wmsDeliveryRaw, { suggestPicking: (ctx, [a]) => suggestPicking(ctx, 'WmsDeliveryRaw', a.ids, a.strategy) }),
    implementDocument(wmsDeliveryApply, {}),
    implementDocument(wmsSimpleEntry, {}),
    implementDocument(wmsTransfer, {}),
    implementDocument(wmsCount, { startCount: (ctx, [a]) => startCount(ctx, a.ids) }),
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
