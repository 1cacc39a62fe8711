// 到货登记 and 退货单's page stacks, each declared once. The arrival's list opens on the registrations
// still to be audited and keeps the audited ones in its history (open: Saved, Commit, DeApproval;
// history: Audit, Reject, and voided ones); an audited arrival's detail makes a return (退货) as a
// declared conversion. wms.Arrival is the generic receipt service (prints use wms.Arrival/detail);
// wms.Reject is summary, detail, add and update, the return made from an audited arrival and its
// audit and un-audit, which return and give back the barcodes.
import { z } from 'zod';
import { GET_REMOVE } from '../../../schemas/documents/define';
import { documentStack, pagesByKey } from '../../../schemas/documents/stack';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { args, call, idArg, type Paged } from '../../../schemas/rpc/define';
import { WmsArrival } from './entities/arrival';
import { WmsReject } from './entities/reject';

const rejectQuery = z.object({
  organId: idArg.nullish(),
  materialId: idArg.nullish(),
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(100).default(20),
});
export type RejectQuery = z.input<typeof rejectQuery>;

export const arrivalStacks = {
  Arrival: documentStack({
    entity: WmsArrival,
    list: {
      url: 'warehouse/Arrival',
      labels: ['到货登记', 'Arrival registrations'],
      actions: [{ code: 'toReject', label: '退货', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/wms.Reject/arrivalToReject', arg: 'arrivalId', target: 'warehouse/Reject', statuses: ['Audit'] }],
      statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Reject', 'Repeal'] },
    },
    detail: { url: 'warehouse/ArrivalDetail', labels: ['到货登记详情', 'Arrival registration detail'] },
    menu: { repeal: true },
    /** get [id]: the registration (its print) */
    service: 'wms.Arrival',
    aliases: GET_REMOVE,
    receiptView: { tables: ['barcodes'], headFirst: ['code', 'arrival_batch', 'arrival_date', 'supplier_id', 'material_id', 'quantity'] },
  }),
  // detail [id]: one return order with its barcodes; add [record]: a new return order (saved; its audit
  // returns the barcodes); update [record with id and version]: changes one not yet audited; audit
  // [id, version?]: the barcodes become 已退货 and the arrival's returned quantity grows; deApproval:
  // the barcodes get back what they were; arrivalToReject: a draft return of what remains of an
  // audited arrival (the link registrationToReject).
  Reject: documentStack({
    entity: WmsReject,
    list: { url: 'warehouse/Reject', labels: ['退货单', 'Return orders'] },
    detail: { url: 'warehouse/RejectDetail', labels: ['退货单详情', 'Return order detail'] },
    service: 'wms.Reject',
    calls: ['detail', 'audit', 'deApproval'],
    aliases: { add: 'create', update: 'modify' },
    conversions: { arrivalToReject: { from: 'arrivalId', link: 'registrationToReject' } },
    own: {
      /** [{organId, materialId, page, pageSize}]: return orders, newest return date first */
      summary: call<[RejectQuery], Paged<RecordValue>>(args(['query', rejectQuery]), { entity: 'WmsReject', op: 'read' }),
    },
  }),
};

/** The page definitions by stack (what tests and actions read of a page: its url, its actions). */
export const arrivalPages = pagesByKey(arrivalStacks);
