// The handlers of wms.Arrival (the generic receipt handlers) and wms.Reject: summary lists the return
// orders the caller may see (its data scope), filtered by organisation and material; detail, add,
// update, audit and deApproval are the record layer's, so the hooks (reject-rules.ts) and the
// declared link run as on the page.
import { sql } from 'kysely';
import { implement, type ServiceImpl } from '../../../../server/modules/types';
import { callerModel, readForCaller, writerOf } from '../../../../server/records/context';
import { visibilityOf, whereVisible } from '../../../../server/records/data-scope';
import { readRecord } from '../../../../server/records/read';
import { conversionHandler, receiptHandlers } from '../../../../server/records/receipt-service';
import { fromEntity } from '../../../../server/records/storage';
import { createRecord, modifyRecord, moveRecord } from '../../../../server/records/write';
import { session } from '../../../../server/rpc/registry';
import { wmsArrival, wmsReject } from '../contracts';

const arrival = receiptHandlers('WmsArrival');

export const arrivalServices: ServiceImpl[] = [
  implement(wmsArrival, { ...arrival, get: arrival.detail, remove: arrival.removeByIds }),
  implement(wmsReject, {
    async summary(ctx, [q]) {
      const s = session(ctx);
      const model = await callerModel(ctx, 'WmsReject');
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 20;
      let where = whereVisible(fromEntity(s.db, model).where('t.tenant_id', '=', s.tenantId), await visibilityOf(ctx, model));
      if (q.organId != null) where = where.where('t.organ_id', '=', q.organId);
      if (q.materialId != null) where = where.where('t.material_id', '=', q.materialId);
      const [{ total }] = await where.select(sql<number>`count(*)::int`.as('total')).execute();
      const ids = await where.select('t.id').orderBy('t.return_date', 'desc').orderBy('t.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
      const itemList = [];
      for (const r of ids) itemList.push(await readRecord(s.db, model, Number(r.id), ctx.lang));
      return { total, page, pageSize, itemList };
    },
    detail: async (ctx, [id]) => readForCaller(ctx, await callerModel(ctx, 'WmsReject'), id),
    async add(ctx, [record]) {
      const model = await callerModel(ctx, 'WmsReject');
      const w = await writerOf(ctx, model);
      const { id: _new, ...values } = record;
      return w.db.transaction().execute((trx) => createRecord(w, model, values, trx));
    },
    async update(ctx, [record]) {
      const model = await callerModel(ctx, 'WmsReject');
      const w = await writerOf(ctx, model);
      return w.db.transaction().execute((trx) => modifyRecord(w, model, Number(record.id), record, trx));
    },
    async audit(ctx, [id, version]) {
      const model = await callerModel(ctx, 'WmsReject');
      const w = await writerOf(ctx, model);
      return w.db.transaction().execute((trx) => moveRecord(w, model, id, 'audit', version, trx));
    },
    async deApproval(ctx, [id, version]) {
      const model = await callerModel(ctx, 'WmsReject');
      const w = await writerOf(ctx, model);
      return w.db.transaction().execute((trx) => moveRecord(w, model, id, 'deApproval', version, trx));
    },
    arrivalToReject: conversionHandler('WmsReject', 'registrationToReject', 'arrivalId'),
  }),
];
