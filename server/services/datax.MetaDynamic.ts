// datax.MetaDynamic and meta.MetaDynamic: the generic record calls over any entity.
import { dataxMetaDynamic, metaMetaDynamic, type RecordQuery, type RecordTarget } from '../../schemas/rpc/datax';
import { requireEntityAccess } from '../records/access';
import { callerModel, writerOf } from '../records/context';
import { importRecords } from '../records/excel/import';
import { listRecords, normaliseQuery } from '../records/list';
import { readRecord } from '../records/read';
import { createRecord, modifyRecord, moveRecord, removeRecords } from '../records/write';
import { badRequest } from '../rpc/errors';
import { type CallContext, type Registry, session } from '../rpc/registry';

type Move = 'audit' | 'deApproval' | 'commit' | 'manualFinish' | 'repeal';

async function move(ctx: CallContext, t: RecordTarget, action: Move) {
  const model = await callerModel(ctx, t.entityCode);
  await requireEntityAccess(ctx, t.entityCode, action);
  return moveRecord(await writerOf(ctx), model, t.recordId, action, t.version);
}

async function save(ctx: CallContext, entityCode: string, record: Record<string, unknown>) {
  const model = await callerModel(ctx, entityCode);
  const id = record.id;
  if (id !== undefined && id !== null && (typeof id !== 'number' || !Number.isInteger(id) || id < 1)) throw badRequest('record.id: must be a positive whole number');
  await requireEntityAccess(ctx, entityCode, id ? 'update' : 'create');
  return { model, id: id as number | undefined };
}

const list = (paged: boolean) => async (ctx: CallContext, [query]: [RecordQuery]) => {
  const q = normaliseQuery(query);
  const model = await callerModel(ctx, q.entityCode);
  await requireEntityAccess(ctx, q.entityCode, 'read');
  const s = session(ctx);
  const r = await listRecords(s.db, model, q, ctx.lang, paged, s.tenantId);
  return { total: r.total, page: q.page, pageSize: paged ? q.pageSize : r.itemList.length, itemList: r.itemList };
};

export function register(reg: Registry) {
  reg.service('datax.MetaDynamic', dataxMetaDynamic, {
    summaryPage: list(true),
    summary: list(false),
    async getValue(ctx, [entityCode, id]) {
      const model = await callerModel(ctx, entityCode);
      await requireEntityAccess(ctx, entityCode, 'read');
      return readRecord(session(ctx).db, model, id, ctx.lang);
    },
    async saveValue(ctx, [entityCode, record]) {
      const { model, id } = await save(ctx, entityCode, record);
      const w = await writerOf(ctx);
      return id ? modifyRecord(w, model, id, record) : createRecord(w, model, record);
    },
    async batchSaveValue(ctx, [entityCode, records]) {
      const model = await callerModel(ctx, entityCode);
      const creates = records.some((r) => !r.id);
      const updates = records.some((r) => r.id);
      if (creates) await requireEntityAccess(ctx, entityCode, 'create');
      if (updates) await requireEntityAccess(ctx, entityCode, 'update');
      const w = await writerOf(ctx);
      // all or nothing: one transaction for the whole batch
      return w.db.transaction().execute(async (trx) => {
        const out = [];
        for (const r of records) out.push(r.id ? await modifyRecord(w, model, Number(r.id), r, trx) : await createRecord(w, model, r, trx));
        return out;
      });
    },
    async removeValue(ctx, [entityCode, ids]) {
      const model = await callerModel(ctx, entityCode);
      await requireEntityAccess(ctx, entityCode, 'delete');
      return { removed: await removeRecords(await writerOf(ctx), model, ids) };
    },
    auditValue: (ctx, [t]) => move(ctx, t, 'audit'),
    commitValue: (ctx, [t]) => move(ctx, t, 'commit'),
    manualFinishValue: (ctx, [t]) => move(ctx, t, 'manualFinish'),
    repealValue: (ctx, [t]) => move(ctx, t, 'repeal'),
    async leadIn(ctx, [imp]) {
      const model = await callerModel(ctx, imp.entityCode);
      await requireEntityAccess(ctx, imp.entityCode, 'import');
      return importRecords(ctx, await writerOf(ctx), model, imp.fileId, imp.mode ?? 'allOrNothing');
    },
  });
  reg.service('meta.MetaDynamic', metaMetaDynamic, {
    summaryPage: list(true),
    summary: list(false),
    deApproval: (ctx, [t]) => move(ctx, t, 'deApproval'),
  });
}
