// The warehouse documents' own calls beside their generic receipt calls, declared with their page
// stacks (pages.ts and the parts' pages): 推荐库位 and 推荐拣货 by strategy, 开始盘点, and the purchase
// arrivals still to be entered. Each acts on the document's records through its page.
import { z } from 'zod';
import { args, call, idArg, type Paged } from '../../schemas/rpc/define';
import { PICKING_STRATEGIES, type PickingStrategy } from './picking';
import { PUTAWAY_STRATEGIES, type PutawayStrategy } from './putaway';

/** An audited purchase arrival with lines not fully entered (入库单's "create from"). */
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

const actionArgs = z.object({ entityCode: z.string().max(128).optional(), ids: z.array(idArg).min(1).max(100), url: z.string().max(256).optional() });
const suggestArgs = actionArgs.extend({ strategy: z.enum(PUTAWAY_STRATEGIES).optional() });
const pickArgs = actionArgs.extend({ strategy: z.enum(PICKING_STRATEGIES).optional() });

type Selected = { entityCode?: string; ids: number[]; url?: string };
type Placed = { msg: string; placed: number };

/** [{ids, strategy}]: 推荐库位 — fills the position of every line that has none, by a putaway strategy */
export const suggestPositionsCall = (entity: string, page: string) =>
  call<[Selected & { strategy?: PutawayStrategy }], Placed>(args(['action', suggestArgs]), { entity, op: 'update', page });

/** [{ids, strategy}]: 推荐拣货 — picks the stock of every line that names no position, by a picking strategy (default nearest expiry, then first in first out) */
export const suggestPickingCall = (entity: string, page: string) =>
  call<[Selected & { strategy?: PickingStrategy }], Placed>(args(['action', pickArgs]), { entity, op: 'update', page });

/** [{ids}]: 开始盘点 — freezes the counts' places and takes their booked quantities (the counts stay editable) */
export const startCountCall = (entity: string, page: string) => call<[Selected], { msg: string }>(args(['action', actionArgs]), { entity, op: 'update', page });

/**
 * [{keyword, page, pageSize}]: audited purchase arrivals with lines not fully entered, newest first.
 * Open to a reader of the arrivals and to whoever may create entries (the keeper receiving goods
 * has no purchase pages): what it answers is what the entry's "create from" (arrivalToEntry) shows.
 */
export const arrivalsToEnterCall = () =>
  call<[z.infer<typeof fuzzyQuery>], Paged<ArrivalToEnter>>(args(['query', fuzzyQuery]), { anyOf: [{ entity: 'PurchaseArrival', op: 'read' }, { page: 'warehouse/Entry', op: 'create' }] });
