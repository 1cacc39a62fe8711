// The calls of 到货登记 and 退货单: wms.Arrival is the generic receipt service bound to its entity and
// page (prints use wms.Arrival/detail); wms.Reject is summary, detail, add and update
// (its query: organId, materialId, page, pageSize) plus the return made from an
// audited arrival (arrivalToReject) and its audit and un-audit, which return and give back the barcodes.
import { z } from 'zod';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { args, call, idArg, type Paged } from '../../../schemas/rpc/define';
import { defineDocument, GET_REMOVE } from '../../../schemas/documents/define';
import { arrivalPages } from './pages';

/** get [id]: the registration (the spec's detail; its print) */
export const wmsArrival = defineDocument('wms.Arrival', { entity: 'WmsArrival', page: arrivalPages.Arrival.url, aliases: GET_REMOVE });

export const rejectQuery = z.object({
  organId: idArg.nullish(),
  materialId: idArg.nullish(),
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(100).default(20),
});
export type RejectQuery = z.input<typeof rejectQuery>;

// detail [id]: one return order with its barcodes; add [record]: a new return order (saved; its audit
// returns the barcodes); update [record with id and version]: changes one not yet audited; audit
// [id, version?]: the barcodes become 已退货 and the arrival's returned quantity grows; deApproval:
// the barcodes get back what they were; arrivalToReject: a draft return of what remains of an
// audited arrival (the link registrationToReject).
export const wmsReject = defineDocument('wms.Reject', {
  entity: 'WmsReject',
  page: arrivalPages.Reject.url,
  calls: ['detail', 'audit', 'deApproval'],
  aliases: { add: 'create', update: 'modify' },
  conversions: { arrivalToReject: { from: 'arrivalId', link: 'registrationToReject' } },
  own: {
    /** [{organId, materialId, page, pageSize}]: return orders, newest return date first */
    summary: call<[RejectQuery], Paged<RecordValue>>(args(['query', rejectQuery]), { entity: 'WmsReject', op: 'read' }),
  },
});
