// The handlers of wms.Arrival (the generic receipt handlers) and wms.Reject: summary lists the return
// orders the caller may see (its data scope), filtered by organisation and material; detail, add,
// update, audit, deApproval and the conversion are the declared generic ones, so the hooks
// (reject-rules.ts) and the declared link run as on the page.
import type { ServiceImpl } from '../../../../server/modules/types';
import { callerModel } from '../../../../server/records/context';
import { visibilityOf, whereVisible } from '../../../../server/records/data-scope';
import { pagedQuery } from '../../../../server/records/paged-query';
import { readRecord } from '../../../../server/records/read';
import { implementDocument } from '../../../../server/records/document-service';
import { fromEntity } from '../../../../server/records/storage';
import { session } from '../../../../server/rpc/registry';
import { wmsArrival, wmsReject } from '../contracts';

export const arrivalServices: ServiceImpl[] = [
  implementDocument(wmsArrival, {}),
  implementDocument(wmsReject, {
    async summary(ctx, [q]) {
      const s = session(ctx);
      const model = await callerModel(ctx, 'WmsReject');
      let where = whereVisible(fromEntity(s.db, model).where('t.tenant_id', '=', s.tenantId), await visibilityOf(ctx, model));
      if (q.organId != null) where = where.where('t.organ_id', '=', q.organId);
      if (q.materialId != null) where = where.where('t.material_id', '=', q.materialId);
      const found = await pagedQuery(q, where, (b) => b.select('t.id').orderBy('t.return_date', 'desc').orderBy('t.id', 'desc'), (r) => Number(r.id));
      const itemList = [];
      for (const id of found.itemList) itemList.push(await readRecord(s.db, model, id, ctx.lang));
      return { ...found, itemList };
    },
  }),
];
