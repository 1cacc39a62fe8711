// The calls every receipt service shares (erp.Purchase, erp.PurchaseArrival, erp.Sale,
// wms.Entry …): create, modify, detail, commit, audit, deApproval, manualFinish, repeal,
// removeByIds (and auditByIds), summaryPage, summaryItemPage (one row per line), leadIn. They are
// the generic record calls bound to one entity and one page; a module declares its service with
// defineDocument (schemas/documents/define.ts), which picks and names them and adds the conversions
// and the module's own calls. Argument shapes the spec does not give are ours: moves take
// [id, version?], batch moves [ids].
import { z } from 'zod';
import type { ImportResult, RecordPage, RecordQuery, RecordValue } from './datax';
import { recordInput, recordQuery } from './datax';
import { args, call, idArg, type Paged } from './define';

/** A list query of a bound service: the entity is the service's (entityCode may be left out). */
export const boundQuery = recordQuery.extend({ entityCode: z.string().max(128).optional() });
export type BoundQuery = Omit<RecordQuery, 'entityCode'> & { entityCode?: string };

const ids = z.array(idArg).min(1).max(1000);
const version = z.number().int().min(1).optional();

/** One line of a document with its header's code, date, party and status (summaryItemPage). */
export type ItemRow = Record<string, unknown> & { id: number; header: RecordValue };

export function receiptCalls(entity: string, page: string) {
  const on = (op: string) => ({ entity, op, page });
  return {
    create: call<[Record<string, unknown>], RecordValue>(args(['record', recordInput]), on('create')),
    modify: call<[Record<string, unknown>], RecordValue>(args(['record', recordInput.extend({ id: idArg, version: z.number().int().min(1) })]), on('update')),
    detail: call<[number], RecordValue>(args(['id', idArg]), { entity, op: 'read' }),
    commit: call<[number, number?], RecordValue>(args(['id', idArg], ['version', version]), on('commit')),
    audit: call<[number, number?], RecordValue>(args(['id', idArg], ['version', version]), on('audit')),
    auditByIds: call<[number[]], RecordValue[]>(args(['ids', ids]), on('audit')),
    deApproval: call<[number, number?], RecordValue>(args(['id', idArg], ['version', version]), on('deApproval')),
    manualFinish: call<[number, number?], RecordValue>(args(['id', idArg], ['version', version]), on('manualFinish')),
    repeal: call<[number, number?], RecordValue>(args(['id', idArg], ['version', version]), on('repeal')),
    removeByIds: call<[number[]], { removed: number }>(args(['ids', ids]), on('delete')),
    summaryPage: call<[BoundQuery], RecordPage>(args(['query', boundQuery]), { entity, op: 'read' }),
    summaryItemPage: call<[BoundQuery], Paged<ItemRow>>(args(['query', boundQuery]), { entity, op: 'read' }),
    leadIn: call<[number], ImportResult>(args(['fileId', idArg]), on('import')),
  };
}

/** "Create from": [{orderId, handleBillId}] answers a draft of the target (not saved) with what remains. */
export function conversionCall(sourceKey: string, entity: string, page: string) {
  return call<[Record<string, number | null | undefined>], RecordValue>(
    args(['conversion', z.object({ [sourceKey]: idArg, handleBillId: idArg.nullish() })]),
    { entity, op: 'create', page },
  );
}
