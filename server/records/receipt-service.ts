// The generic handlers behind receiptCalls (schemas/rpc/receiptCalls.ts): a receipt service is
// these bound to its entity — create, modify, moves, removeByIds, lists, import — plus conversion
// drafts of its declared links (a declared document gets them through document-service.ts). Each
// write is one transaction.
import type { RecordValue } from '../../schemas/rpc/datax';
import type { BoundQuery, receiptCalls } from '../../schemas/rpc/receiptCalls';
import type { CallContext, Handlers } from '../rpc/registry';
import { session } from '../rpc/registry';
import { callerModel, listForCaller, readForCaller, writerOf } from './context';
import { importRecords } from './excel/import';
import { listItems } from './items';
import { visibilityOf } from './data-scope';
import { draftFrom } from './links';
import { normaliseQuery } from './list';
import { createRecord, modifyRecord, moveRecord, removeRecords } from './write';

type Move = 'commit' | 'audit' | 'deApproval' | 'manualFinish' | 'repeal';

export function receiptHandlers(entityCode: string, opts: { itemsOf?: string } = {}): Handlers<ReturnType<typeof receiptCalls>> {
  const query = (q: BoundQuery) => normaliseQuery({ ...q, entityCode });
  const move = (action: Move) => async (ctx: CallContext, [id, version]: [number, number?]) => {
    const model = await callerModel(ctx, entityCode);
    const w = await writerOf(ctx, model);
    return w.db.transaction().execute((trx) => moveRecord(w, model, id, action, version, trx));
  };
  return {
    async create(ctx, [record]) {
      const model = await callerModel(ctx, entityCode);
      const w = await writerOf(ctx, model);
      const { id: _ignored, ...values } = record;
      return w.db.transaction().execute((trx) => createRecord(w, model, values, trx));
    },
    async modify(ctx, [record]) {
      const model = await callerModel(ctx, entityCode);
      const w = await writerOf(ctx, model);
      return w.db.transaction().execute((trx) => modifyRecord(w, model, Number(record.id), record, trx));
    },
    async detail(ctx, [id]) {
      return readForCaller(ctx, await callerModel(ctx, entityCode), id);
    },
    commit: move('commit'),
    audit: move('audit'),
    deApproval: move('deApproval'),
    manualFinish: move('manualFinish'),
    repeal: move('repeal'),
    async auditByIds(ctx, [ids]) {
      const model = await callerModel(ctx, entityCode);
      const w = await writerOf(ctx, model);
      // all or nothing: one refused document leaves every one as it was
      return w.db.transaction().execute(async (trx) => {
        const out: RecordValue[] = [];
        for (const id of [...new Set(ids)]) out.push(await moveRecord(w, model, id, 'audit', undefined, trx));
        return out;
      });
    },
    async removeByIds(ctx, [ids]) {
      const model = await callerModel(ctx, entityCode);
      const w = await writerOf(ctx, model);
      return { removed: await w.db.transaction().execute((trx) => removeRecords(w, model, ids, trx)) };
    },
    async summaryPage(ctx, [q]) {
      const nq = query(q);
      const r = await listForCaller(ctx, await callerModel(ctx, entityCode), nq, true);
      return { total: r.total, ...(r.totalCapped ? { totalCapped: true } : {}), page: nq.page, pageSize: nq.pageSize, itemList: r.itemList };
    },
    async summaryItemPage(ctx, [q]) {
      const s = session(ctx);
      const model = await callerModel(ctx, entityCode);
      return listItems(s.db, model, opts.itemsOf ?? 'items', { ...query(q), itemQuerier: q.itemQuerier }, ctx.lang, s.tenantId, await visibilityOf(ctx, model));
    },
    async leadIn(ctx, [fileId]) {
      const model = await callerModel(ctx, entityCode);
      return importRecords(ctx, await writerOf(ctx, model), model, fileId, 'allOrNothing');
    },
  };
}

/** A conversion call: [{<sourceKey>, handleBillId}] → a draft of the target made from the source. */
export function conversionHandler(entityCode: string, linkCode: string, sourceKey: string) {
  return async (ctx: CallContext, [arg]: [Record<string, number | null | undefined>]) => {
    const model = await callerModel(ctx, entityCode);
    const w = await writerOf(ctx, model);
    return draftFrom(w.db, w, model, linkCode, Number(arg[sourceKey]), arg.handleBillId ?? null, async (source) => visibilityOf(ctx, await callerModel(ctx, source.def.code)));
  };
}
