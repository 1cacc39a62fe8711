// The calls of 到货登记 and 退货单: wms.Arrival is the generic receipt service bound to its entity and
// page (spec §7 prints wms.Arrival/detail); wms.Reject is spec §7's summary, detail, add and update
// (query of spec §3 "Reject query": organId, materialId, page, pageSize) plus the return made from an
// audited arrival (arrivalToReject) and its audit and un-audit, which return and give back the barcodes.
import { z } from 'zod';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { recordInput } from '../../../schemas/rpc/datax';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';
import { conversionCall, receiptCalls } from '../../../schemas/rpc/receiptCalls';
import { arrivalPages } from './pages';

const arrivalCalls = receiptCalls('WmsArrival', arrivalPages.Arrival.url);
export const wmsArrival = defineService('wms.Arrival', {
  ...arrivalCalls,
  /** [id]: the registration (the spec's detail; its print) */
  get: arrivalCalls.detail,
  remove: arrivalCalls.removeByIds,
});

export const rejectQuery = z.object({
  organId: idArg.nullish(),
  materialId: idArg.nullish(),
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(100).default(20),
});
export type RejectQuery = z.input<typeof rejectQuery>;

const rejectPage = arrivalPages.Reject.url;
const on = (op: string) => ({ entity: 'WmsReject', op, page: rejectPage });
const version = z.number().int().min(1).optional();

export const wmsReject = defineService('wms.Reject', {
  /** [{organId, materialId, page, pageSize}]: return orders, newest return date first */
  summary: call<[RejectQuery], Paged<RecordValue>>(args(['query', rejectQuery]), { entity: 'WmsReject', op: 'read' }),
  /** [id]: one return order with its barcodes */
  detail: call<[number], RecordValue>(args(['id', idArg]), { entity: 'WmsReject', op: 'read' }),
  /** [record]: a new return order (saved; its audit returns the barcodes) */
  add: call<[Record<string, unknown>], RecordValue>(args(['record', recordInput]), on('create')),
  /** [record with id and version]: changes a return order not yet audited */
  update: call<[Record<string, unknown>], RecordValue>(args(['record', recordInput.extend({ id: idArg, version: z.number().int().min(1) })]), on('update')),
  /** [id, version?]: the barcodes become 已退货 and the arrival's returned quantity grows */
  audit: call<[number, number?], RecordValue>(args(['id', idArg], ['version', version]), on('audit')),
  /** [id, version?]: the barcodes get back what they were */
  deApproval: call<[number, number?], RecordValue>(args(['id', idArg], ['version', version]), on('deApproval')),
  /** [{arrivalId, handleBillId}]: a draft return of what remains of an audited arrival */
  arrivalToReject: conversionCall('arrivalId', 'WmsReject', rejectPage),
});
