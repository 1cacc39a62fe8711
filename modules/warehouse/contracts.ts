// The warehouse services: the documents' services are declared with their page stacks (pages.ts)
// and named here as the server and the web client import them; wms.Stock answers the stock
// queries, 库存可视化 and the position QR codes.
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { warehouseStacks } from './pages';
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

export type { ArrivalToEnter } from './document-calls';

export const wmsEntry = warehouseStacks.Entry.service;
export const wmsSimpleEntry = warehouseStacks.SimpleEntry.service;
export const wmsDeliveryApply = warehouseStacks.Apply.service;
export const wmsDelivery = warehouseStacks.Delivery.service;
export const wmsDeliveryRaw = warehouseStacks.DeliveryRaw.service;
export const wmsTransfer = warehouseStacks.Transfer.service;
export const wmsCount = warehouseStacks.Count.service;

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
