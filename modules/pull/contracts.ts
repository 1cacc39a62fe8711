// The workshop logistics calls. pull.MatMon/page: material monitoring, a page at a time (the list
// and, with orderId, one work order's lines on the detail). pull.ProcessCall and pull.Pulling: the
// stage moves of calls and pulls, each taking the list action's [{ids}] (or [ids]) and answering a
// message; pull.Pulling/check creates the pulls the rules ask for now. Each needs its page's function.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';
import { CALL_SERVICE, MAT_MON_DETAIL_PAGE, MAT_MON_PAGE, PULL_SERVICE, pullPages as p } from './pages';

const text = z.string().trim().max(64).optional();

export const matMonQuery = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  /** the line (process unit) the operation runs on */
  processUnitId: idArg.optional(),
  /** one work order (the detail page) */
  orderId: idArg.optional(),
  /** work order number contains */
  orderCode: text,
  /** line (process unit) name contains */
  line: text,
  /** material code or name contains */
  material: text,
  /** only the lines short of material */
  shortOnly: z.boolean().optional(),
});
export type MatMonQuery = z.input<typeof matMonQuery>;

/** One operation's material of a released work order. Quantities are decimal strings. */
export interface MatMonRow {
  key: string;
  orderId: number;
  orderCode: string;
  orderState: string;
  productName: string;
  planQty: string;
  opId: number;
  seq: number;
  processName: string;
  processUnitId: number | null;
  processUnitName: string | null;
  materialId: number;
  materialCode: string;
  materialName: string;
  unit: string | null;
  /** the BOM's quantity per product (with its loss) × the planned quantity */
  required: string;
  fed: string;
  returned: string;
  /** the operation's output × the quantity per product: what the output used up */
  consumed: string;
  /** fed − returned − consumed: what lies at the operation for this order */
  atLine: string;
  /** the stock of the line's line-side positions (its pull rules' positions) */
  lineStock: string;
  /** open calls and pulls of the material for this line not yet arrived */
  onTheWay: string;
  /** required − (fed − returned) − line-side stock, never below 0 */
  shortage: string;
}

const ids = z.union([z.array(idArg).min(1).max(200), z.object({ ids: z.array(idArg).min(1).max(200) }).loose()]);
export type IdsArg = number[] | { ids: number[] };
type Moved = { msg: string; moved: number };

export const pullMatMon = defineService('pull.MatMon', {
  /** [query]: the released, unfinished work orders' material needs, shortages first */
  page: call<[MatMonQuery], Paged<MatMonRow> & { shortages: number }>(args(['query', matMonQuery]), { anyOf: [{ page: MAT_MON_PAGE }, { page: MAT_MON_DETAIL_PAGE }] }),
});

export const callLineArg = z.object({ orderId: idArg, opId: idArg, materialId: idArg, quantity: z.union([z.string(), z.number()]).transform((v) => String(v).trim()) });
/** the quantity as a number or decimal text (read exactly by the server) */
export interface CallLineArg {
  orderId: number;
  opId: number;
  materialId: number;
  quantity: string | number;
}

export const pullProcessCall = defineService(CALL_SERVICE, {
  /** [{orderId, opId, materialId, quantity}]: 叫料 at the line in one step (the Hmi station) — a call at the line's pull-rule position and issuing warehouse, called at once */
  callLine: call<[CallLineArg], { msg: string; code: string; id: number }>(args(['call', callLineArg]), { page: p.Call.url, op: 'call' }),
  /** [{ids}]: saved calls become delivery applies (Saved → Called) */
  call: call<[IdsArg], Moved>(args(['calls', ids]), { page: p.Call.url, op: 'call' }),
  /** [{ids}]: issued calls confirmed at the line (Issued → Arrived), stocked in at their positions */
  arrive: call<[IdsArg], Moved>(args(['calls', ids]), { page: p.Call.url, op: 'arrive' }),
  /** [{ids}]: calls cancelled (Saved, or Called while the apply is not yet with the warehouse) */
  cancel: call<[IdsArg], Moved>(args(['calls', ids]), { page: p.Call.url, op: 'cancel' }),
});

export const pullPulling = defineService(PULL_SERVICE, {
  /** [{ids}?]: the enabled rules checked now; a pull for each position below its minimum without an open one */
  check: call<[unknown?], Moved>(args(['options', z.unknown().optional()]), { page: p.Pull.url, op: 'check' }),
  arrive: call<[IdsArg], Moved>(args(['pulls', ids]), { page: p.Pull.url, op: 'arrive' }),
  cancel: call<[IdsArg], Moved>(args(['pulls', ids]), { page: p.Pull.url, op: 'cancel' }),
});
