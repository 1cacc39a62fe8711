// The warehouse services: wms.Entry and wms.Delivery are the generic receipt calls bound
// to their entities and pages (get and remove under the customer's call names), their conversions, and the
// arrivals still to be entered (fuzzyArrivalNotFinishedPage).
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';
import { PICKING_STRATEGIES, type PickingStrategy } from './picking';
import { PUTAWAY_STRATEGIES, type PutawayStrategy } from './putaway';
import { defineDocument, GET_REMOVE } from '../../schemas/documents/define';
import { warehousePages } from './pages';
import {
  type AvgPrice,
  type BatchInStock,
  materialIdsArgs,
  type MaterialOnPosition,
  type MaterialTotal,
  type PositionInStock,
  type PositionQr,
  positionArg,
  qrSize,
  searchBatchArgs,
  searchPositionArgs,
  type StockPage,
  type StockRow,
  stockSearch,
  type StockSearch,
  type SupplierAvgPrice,
} from './stock-queries';

export interface ArrivalToEnter {
  id: number;
  code: string;
  arrivalDate: string;
  supplierId: number | null;
  supplierName: string | null;
  warehouseId: number | null;
  /** what remains to be entered, over its lines */
  remaining: string;
}

const fuzzyQuery = z.object({ keyword: z.string().max(128).optional(), page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) });

const suggestArgs = z.object({ entityCode: z.string().max(128).optional(), ids: z.array(idArg).min(1).max(100), url: z.string().max(256).optional(), strategy: z.enum(PUTAWAY_STRATEGIES).optional() });

const pickArgs = z.object({ entityCode: z.string().max(128).optional(), ids: z.array(idArg).min(1).max(100), url: z.string().max(256).optional(), strategy: z.enum(PICKING_STRATEGIES).optional() });

/** [{ids, strategy}]: 推荐库位 — picks the stock of every line that names no position, by a picking strategy (default nearest expiry, then first in first out) */
const suggestPicking = (entity: string, page: string) =>
  call<[{ entityCode?: string; ids: number[]; url?: string; strategy?: PickingStrategy }], { msg: string; placed: number }>(args(['action', pickArgs]), { entity, op: 'update', page });

export const wmsEntry = defineDocument('wms.Entry', {
  entity: 'WmsEntry',
  page: warehousePages.Entry.url,
  aliases: GET_REMOVE,
  /** arrivalToEntry: a draft entry with what remains of the arrival's lines */
  conversions: { arrivalToEntry: 'arrivalId' },
  own: {
    /** [{ids, strategy}]: 推荐库位 — fills the position of every line that has none, by a putaway strategy (default batch: where the batch lies, else the lowest empty position) */
    suggestPositions: call<[{ entityCode?: string; ids: number[]; url?: string; strategy?: PutawayStrategy }], { msg: string; placed: number }>(args(['action', suggestArgs]), {
      entity: 'WmsEntry',
      op: 'update',
      page: warehousePages.Entry.url,
    }),
    /** [{keyword, page, pageSize}]: audited purchase arrivals with lines not fully entered, newest first */
    fuzzyArrivalNotFinishedPage: call<[z.infer<typeof fuzzyQuery>], Paged<ArrivalToEnter>>(args(['query', fuzzyQuery]), { entity: 'PurchaseArrival', op: 'read' }),
  },
});

export const wmsDelivery = defineDocument('wms.Delivery', {
  entity: 'WmsDelivery',
  page: warehousePages.Delivery.url,
  aliases: GET_REMOVE,
  /** drafts with what remains of the sale delivery's (saleToWmsDelivery) or the apply's (applyToDelivery) lines */
  conversions: { saleToWmsDelivery: 'deliveryId', applyToDelivery: 'applyId' },
  own: {
    suggestPicking: suggestPicking('WmsDelivery', warehousePages.Delivery.url),
  },
});

export const wmsDeliveryRaw = defineDocument('wms.DeliveryRaw', {
  entity: 'WmsDeliveryRaw',
  page: warehousePages.DeliveryRaw.url,
  aliases: GET_REMOVE,
  conversions: { applyToRawDelivery: 'applyId' },
  own: {
    suggestPicking: suggestPicking('WmsDeliveryRaw', warehousePages.DeliveryRaw.url),
  },
});

/** /wms.DeliveryApply/: create, modify, summaryPage, detail, auditByIds, commit, removeByIds, repeal, deApproval */
export const wmsDeliveryApply = defineDocument('wms.DeliveryApply', { entity: 'WmsDeliveryApply', page: warehousePages.Apply.url, aliases: { remove: 'removeByIds' } });

export const wmsSimpleEntry = defineDocument('wms.SimpleEntry', { entity: 'WmsSimpleEntry', page: warehousePages.SimpleEntry.url, aliases: GET_REMOVE });

export const wmsTransfer = defineDocument('wms.Transfer', { entity: 'WmsTransfer', page: warehousePages.Transfer.url, aliases: GET_REMOVE });

export const wmsCount = defineDocument('wms.Count', {
  entity: 'WmsCount',
  page: warehousePages.Count.url,
  aliases: GET_REMOVE,
  own: {
    /** [{ids}]: 开始盘点 — freezes the counts' places and takes their booked quantities (the counts stay editable) */
    startCount: call<[{ entityCode?: string; ids: number[]; url?: string }], { msg: string }>(args(['action', suggestArgs.omit({ strategy: true })]), { entity: 'WmsCount', op: 'update', page: warehousePages.Count.url }),
  },
});

/** One position on the visual page: where it is, its state, what lies there and how full it is. */
export interface VisualPosition {
  id: number;
  code: string;
  name: string;
  platoon: number;
  column: number;
  layer: number;
  status: string;
  type: string;
  capacity: string | null;
  total: string;
  /** total ÷ capacity when a capacity is set, else 1 for anything there and 0 for nothing */
  fill: number;
  /** what lies there, largest first (at most five) */
  contents: Array<{ materialCode: string; materialName: string; batch: string; qty: string }>;
}

export interface VisualArea {
  id: number;
  code: string;
  name: string;
  positions: VisualPosition[];
}

export interface StockVisual {
  warehouses: Array<{ id: number; code: string; name: string }>;
  /** the warehouse shown (the one asked for, else the first) */
  warehouseId: number | null;
  areas: VisualArea[];
}

const visualQuery = z.object({ warehouseId: idArg.optional(), materialId: idArg.optional() }).default({});

/** Who may read stock: anyone who reads positions (the warehouse's pages) */
const readStock = { entity: 'WmsPosition', op: 'read' } as const;
const batchExportArgs = z.object({ materialId: idArg.optional(), warehouseId: idArg.optional(), batchNo: z.string().max(128).optional() }).default({});
/** The paged stock views all take one search; each is its own call. */
const searchPage = () => call<[StockSearch?], StockPage>(args(['query', stockSearch]), readStock);

export const wmsStock = defineService('wms.Stock', {
  /** [{warehouseId, materialId}]: 库存可视化 — a warehouse's areas and positions with what lies on them (a material given: only where it lies counts as filled) */
  listMaterialVisual: call<[z.infer<typeof visualQuery>?], StockVisual>(args(['query', visualQuery]), readStock),
  /** [query]: stock summed per material × warehouse */
  summaryPage: searchPage(),
  /** [query]: stock per place (material × warehouse × area × position × batch) */
  summaryDetailPage: searchPage(),
  /** [query]: stock summed per material over every warehouse */
  summaryMaterialPage: searchPage(),
  /** [query]: one material's stock per place (materialId required) */
  summaryMaterialDetailPage: call<[StockSearch], StockPage>(args(['query', stockSearch.unwrap().required({ materialId: true })]), readStock),
  /** [query]: stock summed per material × batch */
  summaryBatchPage: searchPage(),
  /** [query]: every place of a search (at most 1000) */
  list: call<[StockSearch?], StockRow[]>(args(['query', stockSearch]), readStock),
  /** [positionId]: what lies on a position, per place */
  listByPosition: call<[number], StockRow[]>(args(['positionId', positionArg]), readStock),
  /** [positionId]: what lies on a position, per material × batch */
  listByPositionMerge: call<[number], StockRow[]>(args(['positionId', positionArg]), readStock),
  /** [{materialId, warehouseId, keyword}]: the batches of a material in stock, oldest first */
  searchBatch: call<[z.infer<typeof searchBatchArgs>], BatchInStock[]>(args(['query', searchBatchArgs]), readStock),
  /** [{materialIds, warehouseId}]: the moving average price per material × warehouse */
  queryAvgPriceStock: call<[z.infer<typeof materialIdsArgs>], AvgPrice[]>(args(['query', materialIdsArgs]), readStock),
  /** [{materialIds, warehouseId}]: the average entry price per material × supplier */
  querySupplierAvgPriceStock: call<[z.infer<typeof materialIdsArgs>], SupplierAvgPrice[]>(args(['query', materialIdsArgs]), readStock),
  /** [{warehouseId, areaId, materialId, keyword, empty}]: positions with what they hold */
  searchPosition: call<[z.infer<typeof searchPositionArgs>], PositionInStock[]>(args(['query', searchPositionArgs]), readStock),
  /** [warehouseIds, materialIds]: on hand and available per material (every material asked for answers) */
  sumByMaterials: call<[number[], number[]], MaterialTotal[]>(args(['warehouseIds', z.array(idArg).max(1000)], ['materialIds', z.array(idArg).min(1).max(1000)]), readStock),
  /** [materialId, warehouseId?]: a material's stock per place */
  getByMaterial: call<[number, number?], StockRow[]>(args(['materialId', idArg], ['warehouseId', idArg.optional()]), readStock),
  /** [positionId]: the materials on a position */
  getMaterialByPosition: call<[number], MaterialOnPosition[]>(args(['positionId', positionArg]), readStock),
  /** [{materialId?, warehouseId?, batchNo?}]: 导出批次库存 — the download that answers the stock per place and batch as a sheet (POST `args` to `url`; the 库存查询 page's export function) */
  leadOutBatch: call<[z.infer<typeof batchExportArgs>?], { url: string; args: [string, Record<string, unknown>] }>(args(['query', batchExportArgs]), { entity: 'WmsPosition', op: 'read' }),
  /** [positionIds, size]: QR codes of positions' codes as PNG data URLs (生成库位二维码) */
  generatePositionQr: call<[number[], number?], PositionQr[]>(args(['positionIds', z.array(idArg).min(1).max(500)], ['size', qrSize]), readStock),
});
