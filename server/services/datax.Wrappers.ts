// The wrapper calls of spec §7 not covered by datax.MetaDynamic itself: import by page, column
// sums, a form by its id, the receipt type of an entity.
import { sql } from 'kysely';
import { entityByCode } from '../../schemas/entities';
import { pageByUrl, pageOfEntity } from '../../schemas/pages';
import { dataxForm, dataxReceiptType, dataxWrappers } from '../../schemas/rpc/datax';
import { requireEntityAccess } from '../records/access';
import { callerEntityMeta, callerModel, writerOf } from '../records/context';
import { tenantMeta } from '../records/tenant-models';
import { importRecords } from '../records/excel/import';
import { normaliseQuery } from '../records/list';
import { applyFilters, fieldOf } from '../records/query';
import { fromEntity } from '../records/storage';
import { badRequest, notFound } from '../rpc/errors';
import { type Registry, session } from '../rpc/registry';

export function register(reg: Registry) {
  reg.service('datax.MetaDynamic', dataxWrappers, {
    async importByPage(ctx, [fileId, pageUrl]) {
      const page = pageByUrl(pageUrl.replace(/^\/+/, '').replace(/Detail$/, ''));
      if (!page) throw notFound(ctx.lang === 'en_US' ? `pageUrl: no low-code page ${pageUrl}` : `pageUrl: 不是低代码页面：${pageUrl}`);
      const model = await callerModel(ctx, page.entityCode);
      await requireEntityAccess(ctx, page.entityCode, 'import');
      return importRecords(ctx, await writerOf(ctx), model, fileId, 'allOrNothing');
    },
    async columnSummary(ctx, [query, columns]) {
      const q = normaliseQuery(query);
      const model = await callerModel(ctx, q.entityCode);
      await requireEntityAccess(ctx, q.entityCode, 'read');
      const fields = columns.map((c) => {
        const f = fieldOf(model, c, 'columns', ctx.lang);
        if (f.kind !== 'numeric' && f.kind !== 'integer') throw badRequest(`columns.${c}: only numeric columns can be summed`);
        return f;
      });
      const qb = applyFilters(fromEntity(session(ctx).db, model), model, q, ctx.lang).select(
        fields.map((f, i) => sql<string>`coalesce(sum(${f.ref}), 0)`.as(`s${i}`)),
      );
      const row = (await qb.executeTakeFirst()) as Record<string, string>;
      return Object.fromEntries(columns.map((c, i) => [c, Number(row[`s${i}`])]));
    },
  });
  reg.service('datax.Form', dataxForm, {
    async getByFormId(ctx, [formId]) {
      const s = session(ctx);
      const meta = await tenantMeta(s.db, s.tenantId);
      // a tenant entity's form id is its own (default: its code)
      const code = entityByCode(formId)?.code ?? meta.entities.find((e) => (e.form_id ?? e.code) === formId)?.code;
      if (!code) throw notFound(ctx.lang === 'en_US' ? `formId: no form ${formId}` : `formId: 表单不存在：${formId}`);
      const list = pageOfEntity(code);
      return { formId, entityCode: code, url: list ? `${list.url}Detail` : entityByCode(code) ? null : 'meta/AppDataDetail', entity: await callerEntityMeta(ctx, code) };
    },
  });
  reg.service('datax.ReceiptType', dataxReceiptType, {
    async getByEntity(ctx, [entityCode]) {
      const { def } = await callerModel(ctx, entityCode);
      // flow definitions arrive with the flow engine; until then no receipt has one
      return { entity_code: def.code, receipt_type_code: def.receipt?.typeCode ?? null, flow_id: null };
    },
  });
}
