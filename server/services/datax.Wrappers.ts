// The wrapper calls of spec §7 not covered by datax.MetaDynamic itself: import by page, column
// sums, a form by its id, the receipt type of an entity.
import { sql } from 'kysely';
import { entityByCode } from '../../schemas/entities';
import { pageByUrl, pageOfEntity } from '../../schemas/pages';
import { dataxForm, dataxReceiptType, dataxWrappers } from '../../schemas/rpc/datax';
import { requireEntityAccess } from '../records/access';
import { writerOf } from '../records/context';
import { importRecords } from '../records/excel/import';
import { normaliseQuery } from '../records/list';
import { entityMeta } from '../records/meta';
import { modelOf } from '../records/model';
import { applyFilters, fieldOf } from '../records/query';
import { badRequest, notFound } from '../rpc/errors';
import { type Registry, session } from '../rpc/registry';

export function register(reg: Registry) {
  reg.service('datax.MetaDynamic', dataxWrappers, {
    async importByPage(ctx, [fileId, pageUrl]) {
      const page = pageByUrl(pageUrl.replace(/^\/+/, '').replace(/Detail$/, ''));
      if (!page) throw notFound(ctx.lang === 'en_US' ? `pageUrl: no low-code page ${pageUrl}` : `pageUrl: 不是低代码页面：${pageUrl}`);
      const model = modelOf(page.entityCode, ctx.lang);
      await requireEntityAccess(ctx, page.entityCode, 'import');
      return importRecords(ctx, await writerOf(ctx), model, fileId, 'allOrNothing');
    },
    async columnSummary(ctx, [query, columns]) {
      const q = normaliseQuery(query);
      const model = modelOf(q.entityCode, ctx.lang);
      await requireEntityAccess(ctx, q.entityCode, 'read');
      const fields = columns.map((c) => {
        const f = fieldOf(model, c, 'columns', ctx.lang);
        if (f.kind !== 'numeric' && f.kind !== 'integer') throw badRequest(`columns.${c}: only numeric columns can be summed`);
        return f;
      });
      // biome-ignore lint: entity tables are dynamic
      const qb = applyFilters((session(ctx).db as any).selectFrom(`${model.def.table} as t`), model, q, ctx.lang).select(
        fields.map((f) => sql<string>`coalesce(sum(${sql.ref(`t.${f.column}`)}), 0)`.as(f.column)),
      );
      const row = (await qb.executeTakeFirst()) as Record<string, string>;
      return Object.fromEntries(columns.map((c, i) => [c, Number(row[fields[i].column])]));
    },
  });
  reg.service('datax.Form', dataxForm, {
    async getByFormId(ctx, [formId]) {
      session(ctx);
      const def = entityByCode(formId);
      if (!def) throw notFound(ctx.lang === 'en_US' ? `formId: no form ${formId}` : `formId: 表单不存在：${formId}`);
      const list = pageOfEntity(def.code);
      return { formId, entityCode: def.code, url: list ? `${list.url}Detail` : null, entity: entityMeta(def) };
    },
  });
  reg.service('datax.ReceiptType', dataxReceiptType, {
    async getByEntity(ctx, [entityCode]) {
      session(ctx);
      const def = entityByCode(entityCode);
      if (!def) throw notFound(ctx.lang === 'en_US' ? `entityCode: no entity ${entityCode}` : `entityCode: 实体不存在：${entityCode}`);
      // flow definitions arrive with the flow engine; until then no receipt has one
      return { entity_code: def.code, receipt_type_code: def.receipt?.typeCode ?? null, flow_id: null };
    },
  });
}
