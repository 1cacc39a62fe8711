// The wrapper calls not covered by datax.MetaDynamic itself: import by page, column
// sums, the receipt type of an entity (a form by its id: datax.Form.ts).
import { sql } from 'kysely';
import { pageAt } from '../modules/catalogue';
import { dataxReceiptType, dataxWrappers } from '../../schemas/rpc/datax';
import { callerModel, writerOf } from '../records/context';
import { importRecords } from '../records/excel/import';
import { normaliseQuery } from '../records/list';
import { applyFilters, fieldOf } from '../records/query';
import { fromEntity } from '../records/storage';
import { visibilityOf, whereVisible } from '../records/data-scope';
import { badRequest, notFound } from '../rpc/errors';
import { implement } from '../modules/types';
import { requireEntityAccess } from '../records/access';
import { type Registry, session } from '../rpc/registry';

export function register(reg: Registry) {
  reg.add(implement(dataxWrappers, {
    async importByPage(ctx, [fileId, pageUrl]) {
      const url = pageUrl.replace(/^\/+/, '');
      const page = pageAt(url);
      if (!page) throw notFound(ctx.lang === 'en_US' ? `pageUrl: no low-code page ${pageUrl}` : `pageUrl: 不是低代码页面：${pageUrl}`);
      const model = await callerModel(ctx, page.entityCode);
      // the declared access checked the page's import function; the page must show the entity too
      await requireEntityAccess(ctx, page.entityCode, 'import', url);
      return importRecords(ctx, await writerOf(ctx, model), model, fileId, 'allOrNothing');
    },
    async columnSummary(ctx, [query, columns]) {
      const q = normaliseQuery(query);
      const model = await callerModel(ctx, q.entityCode);
      const vis = await visibilityOf(ctx, model);
      const fields = columns.map((c) => {
        const f = fieldOf(model, c, 'columns', ctx.lang, vis.hidden);
        if (f.kind !== 'numeric' && f.kind !== 'integer') throw badRequest(`columns.${c}: only numeric columns can be summed`);
        return f;
      });
      const qb = applyFilters(whereVisible(fromEntity(session(ctx).db, model), vis), model, q, ctx.lang, vis).select(
        fields.map((f, i) => sql<string>`coalesce(sum(${f.ref}), 0)`.as(`s${i}`)),
      );
      const row = (await qb.executeTakeFirst()) as Record<string, string>;
      return Object.fromEntries(columns.map((c, i) => [c, Number(row[`s${i}`])]));
    },
  }));
  reg.add(implement(dataxReceiptType, {
    async getByEntity(ctx, [entityCode]) {
      const { def } = await callerModel(ctx, entityCode);
      // the latest version of the process the tenant bound the receipt type to (flow_binding);
      // null: a submit only commits
      const s = session(ctx);
      const bound = def.receipt?.flow
        ? await s.db
            .selectFrom('flow_binding as b')
            .innerJoin('flow_definition as d', (j) => j.onRef('d.key', '=', 'b.def_key').on('d.tenant_id', '=', s.tenantId))
            .select('d.id')
            .where('b.tenant_id', '=', s.tenantId)
            .where('b.entity_code', '=', def.code)
            .where('d.suspended', '=', false)
            .orderBy('d.version', 'desc')
            .limit(1)
            .executeTakeFirst()
        : undefined;
      return { entity_code: def.code, receipt_type_code: def.receipt?.typeCode ?? null, flow_id: bound?.id ?? null };
    },
  }));
}
