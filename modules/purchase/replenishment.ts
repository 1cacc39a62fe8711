// 采购补货 (purchase/Replenishment): what to buy, from whom and by when. For every purchased material
// the caller may see, the server weighs its safety stock and the open demand (audited sales orders
// not yet delivered) against what is available in stock and what is already on order (purchase
// orders not yet closed, drafts included, so an order made here is counted at once), and suggests the
// shortfall from the supplier it was last bought from, at that price, with the supplier's lead time
// learned from past arrivals. Ticked rows become draft purchase orders, one per supplier, in one
// transaction; every quantity and price on them is the server's, recomputed when they are made.
import { z } from 'zod';
import { args, call, defineService, type Paged } from '../../schemas/rpc/define';

export const REPLENISHMENT_PAGE = 'purchase/Replenishment';

export const replenishmentQuery = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  /** a material's code or name contains it */
  material: z.string().trim().max(64).optional(),
  supplierId: z.number().int().positive().optional(),
  /** only materials with something to buy (the default) */
  onlyShort: z.boolean().default(true),
});
export type ReplenishmentQuery = z.input<typeof replenishmentQuery>;

/** One material's suggestion. Quantities and the price are decimal strings (exact). */
export interface ReplenishmentRow {
  materialId: number;
  code: string;
  name: string;
  spec: string | null;
  unit: string | null;
  /** null when the caller's role may not see the material's safety stock */
  safeStock: string | null;
  available: string;
  onOrder: string;
  demand: string;
  /** safety stock + demand − available − on order, never below 0 */
  suggested: string;
  supplierId: number | null;
  supplierName: string | null;
  /** the last purchase price, else the material's reference purchase price; null when hidden or unknown */
  price: string | null;
  leadDays: number;
  /** when the goods are needed: the earliest open demand's delivery date, else today + lead time */
  needBy: string;
  /** the last day to order so they arrive in time (needBy − lead time); before today: late already */
  orderBy: string;
}

export interface ReplenishmentOrders {
  /** the draft purchase orders made, one per supplier */
  orders: Array<{ id: number; code: string; supplierName: string; lines: number }>;
  /** ticked materials no order was made for, with the reason */
  skipped: Array<{ materialId: number; code: string; reason: string }>;
}

const materialIds = z.array(z.number().int().positive()).min(1).max(500);

export const erpReplenishment = defineService('erp.Replenishment', {
  /** [query]: the suggestions, shortest order-by date first */
  page: call<[ReplenishmentQuery], Paged<ReplenishmentRow>>(args(['query', replenishmentQuery]), { page: REPLENISHMENT_PAGE }),
  /** [materialIds]: draft purchase orders for the ticked materials, one per suggested supplier */
  createOrders: call<[number[]], ReplenishmentOrders>(args(['materialIds', materialIds]), () => [
    { page: REPLENISHMENT_PAGE, op: 'createOrders' },
    { entity: 'PurchaseOrder', op: 'create' },
  ]),
});
