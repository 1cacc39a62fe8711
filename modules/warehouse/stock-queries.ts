// The stock queries of wms.Stock: their arguments and answers. What is where
// (per place), summed per material, per material × warehouse or per batch, what lies on a
// position, the average prices, and totals for other modules' forms (sumByMaterials).
import { z } from 'zod';
import { idArg, type Paged } from '../../schemas/rpc/define';

const ids = z.array(idArg).max(1000);

/** The stock search fields (matAttr1..6 are not kept on our materials: unknown keys are dropped) */
export const stockSearch = z
  .object({
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(500).default(20),
    materialId: idArg.optional(),
    warehouseId: idArg.optional(),
    warehouseIds: ids.optional(),
    areaId: idArg.optional(),
    positionId: idArg.optional(),
    /** a batch record (barcode.Batch): its code */
    batchId: idArg.optional(),
    batchNo: z.string().max(128).optional(),
    /** the material's code, exactly */
    code: z.string().max(128).optional(),
    /** contains, in the material's code or name, the batch or the position's code */
    fuzzy: z.string().max(128).optional(),
    statuses: z.array(z.enum(['WaitStock', 'OutOfStock', 'Stock', 'InTransit', 'Count', 'Transfer'])).max(6).optional(),
    projectId: z.string().max(128).optional(),
  })
  .prefault({});
export type StockSearch = z.infer<typeof stockSearch>;

/** A stock row: one place, or a group of places summed. */
export interface StockRow {
  materialId: number;
  materialCode: string;
  materialName: string;
  spec: string | null;
  unit: string | null;
  warehouseId: number | null;
  warehouseName: string | null;
  areaId: number | null;
  areaName: string | null;
  positionId: number | null;
  positionCode: string | null;
  batchNo: string | null;
  status: string | null;
  frozen: boolean | null;
  totalNum: string;
  occupiedTotalNum: string;
  lockNum: string;
  availableNum: string;
  unitPrice: string;
  totalPrice: string;
  expiryDate: string | null;
  supplierId: number | null;
  supplierName: string | null;
  containerBarcode: string | null;
  projectId: string | null;
}

/** the wire contract's paged answer: total, page, pageSize, itemList */
export type StockPage = Paged<StockRow>;

export const positionArg = idArg;
export const materialIdsArgs = z.object({ materialIds: ids.min(1), warehouseId: idArg.optional() });
export const searchBatchArgs = z.object({ materialId: idArg, warehouseId: idArg.optional(), keyword: z.string().max(128).optional() });
export const searchPositionArgs = z.object({
  warehouseId: idArg,
  areaId: idArg.optional(),
  materialId: idArg.optional(),
  keyword: z.string().max(128).optional(),
  /** only positions holding nothing */
  empty: z.boolean().optional(),
  pageSize: z.number().int().min(1).max(500).default(50),
});
export const qrSize = z.number().int().min(64).max(1024).default(256);

export interface BatchInStock {
  batchNo: string;
  totalNum: string;
  availableNum: string;
  expiryDate: string | null;
  firstIn: string;
}

export interface AvgPrice {
  materialId: number;
  warehouseId: number;
  unitPrice: string;
  totalNum: string;
  totalPrice: string;
}

export interface SupplierAvgPrice {
  materialId: number;
  supplierId: number | null;
  supplierName: string | null;
  /** Σ amount ÷ Σ quantity of its entries still standing */
  avgPrice: string;
  enteredNum: string;
}

export interface PositionInStock {
  id: number;
  code: string;
  name: string | null;
  areaId: number | null;
  status: string;
  type: string;
  totalNum: string;
  /** of the material asked for, when one was */
  materialNum: string | null;
}

export interface MaterialTotal {
  materialId: number;
  totalNum: string;
  availableNum: string;
}

export interface MaterialOnPosition {
  materialId: number;
  materialCode: string;
  materialName: string;
  totalNum: string;
}

export interface PositionQr {
  positionId: number;
  code: string;
  name: string | null;
  /** the QR code of the position's code as a PNG data URL */
  png: string;
}
