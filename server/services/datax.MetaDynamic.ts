// datax.MetaDynamic and meta.MetaDynamic: the generic record calls over any entity. Who may make
// them is declared with the contracts (schemas/rpc/datax.ts) and checked by the call route.
import { dataxMetaDynamic, metaMetaDynamic, type RecordQuery, type RecordTarget } from '../../schemas/rpc/datax';
import { callerModel, listForCaller, readForCaller, writerOf } from '../records/context';
import { importRecords } from '../records/excel/import';
import { normaliseQuery } from '../records/list';
import { createRecord, modifyRecord, moveRecord, removeRecords } from '../records/write';
import { implement } from '../modules/types';
import type { CallContext, Registry } from '../rpc/registry';

type Move = 'audit' | 'deApproval' | 'commit' | 'manualFinish' | 'repeal';

async function move(ctx: CallContext, t: RecordTarget, action: Move) {
  const model = await callerModel(ctx, t.entityCode);
  const w = await writerOf(ctx, model);
  return w.db.transaction().execute((trx) => moveRecord(w, model, t.recordId, action, t.version, trx));
}

const list = (paged: boolean) => async (ctx: CallContext, [query]: [RecordQuery]) => {
  const q = normaliseQuery(query);
  const model = await callerModel(ctx, q.entityCode);
  const r = await listForCaller(ctx, model, q, paged);
  // totalCapped only when set: exact answers keep their shape
  return { total: r.total, ...(r.totalCapped ? { totalCapped: true } : {}), page: q.page, pageSize: paged ? q.pageSize : r.itemList.length, itemList: r.itemList };
};

export function register(reg: Registry) {
  reg.add(
    implement(dataxMetaDynamic, {
      summaryPage: list(true),
      summary: list(false),
      async getValue(ctx, [entityCode, id]) {
        const model = await callerModel(ctx, entityCode);
        return readForCaller(ctx, model, id);
      },
      async saveValue(ctx, [entityCode, record]) {
        const model = await callerModel(ctx, entityCode);
        const w = await writerOf(ctx, model);
        return w.db.transaction().execute((trx) => (record.id ? modifyRecord(w, model, Number(record.id), record, trx) : createRecord(w, model, record, trx)));
      },
      async batchSaveValue(ctx, [entityCode, records]) {
        const model = await callerModel(ctx, entityCode);
        const w = await writerOf(ctx, model);
        // all or nothing: one transaction for the whole batch
        return w.db.transaction().execute(async (trx) => {
          const out = [];
          for (const r of records) out.push(r.id ? await modifyRecord(w, model, Number(r.id), r, trx) : await createRecord(w, model, r, trx));
          return out;
        });
      },
      async removeValue(ctx, [entityCode, ids]) {
        const model = await callerModel(ctx, entityCode);
        const w = await writerOf(ctx, model);
        return { removed: await w.db.transaction().execute((trx) => removeRecords(w, model, ids, trx)) };
      },
      auditValue: (ctx, [t]) => move(ctx, t, 'audit'),
      commitValue: (ctx, [t]) => move(ctx, t, 'commit'),
      manualFinishValue: (ctx, [t]) => move(ctx, t, 'manualFinish'),
      repealValue: (ctx, [t]) => move(ctx, t, 'repeal'),
      async leadIn(ctx, [imp]) {
        const model = await callerModel(ctx, imp.entityCode);
        return importRecords(ctx, await writerOf(ctx, model), model, imp.fileId, imp.mode ?? 'allOrNothing');
      },
    }),
  );
  reg.add(
    implement(metaMetaDynamic, {
      summaryPage: list(true),
      summary: list(false),
      deApproval: (ctx, [t]) => move(ctx, t, 'deApproval'),
    }),
  );
}
