// datax.Entity: entity metadata for pages, and fuzzy lookups for reference pickers. Master data
// an entity opens to the tenant (`lookup: 'tenant'`), the tenant's own entities and people and
// units answer code and name to any form of the tenant; documents (receipts, whatever their
// lookup) and other entities answer only the records the caller may read (its data scope and menu
// limits). A picker's extra columns never include a field the caller's role may not see, and
// `where` may not name one.
import { sql } from 'kysely';
import { entityByCode } from '../modules/catalogue';
import { dataxEntity, type FuzzyValue } from '../../schemas/rpc/datax';
import { callerEntityMeta, callerModel } from '../records/context';
import { type Visibility, visibilityOf, whereVisible } from '../records/data-scope';
import { referenceCodeColumn, referenceNameColumn, referenceTable } from '../records/model';
import { hiddenField } from '../records/query';
import { pagedQuery } from '../records/paged-query';
import { badRequest, notFound } from '../rpc/errors';
import { scopeColumns } from '../records/scoped-refs';
import { implement } from '../modules/types';
import { type CallContext, type Registry, session } from '../rpc/registry';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** a few more columns a picker may show, per referenced entity */
const EXTRA = new Map<string, readonly string[]>([['Material', ['spec', 'unit', 'sale_price', 'purchase_price']]]);

/** What the caller may look up of a built-in entity: its rows as it reads them, unless master data opens them to the tenant; its fields as its role sees them. */
async function lookupVisibility(ctx: CallContext, entityCode: string): Promise<Visibility | null> {
  const def = entityByCode(entityCode);
  if (!def) return null;
  const vis = await visibilityOf(ctx, await callerModel(ctx, entityCode));
  return def.lookup === 'tenant' && !def.receipt ? { whole: true, hidden: vis.hidden } : vis;
}

export function register(reg: Registry) {
  reg.add(implement(dataxEntity, {
    async detail(ctx, [entityCode]) {
      return callerEntityMeta(ctx, entityCode);
    },
    async fuzzyPage(ctx, [q]) {
      const s = session(ctx);
      const en = ctx.lang === 'en_US';
      // built-in and system tables have code and name columns; a tenant entity keeps name in data
      const table = referenceTable(q.entityCode);
      const model = table ? null : await callerModel(ctx, q.entityCode);
      if (!table && !model?.generic) throw notFound(en ? `entityCode: no entity ${q.entityCode}` : `entityCode: 实体不存在：${q.entityCode}`);
      const vis = table ? await lookupVisibility(ctx, q.entityCode) : null;
      const hidden = vis?.hidden;
      const extra = (EXTRA.get(q.entityCode) ?? []).filter((k) => !hidden?.has(k));
      // documents have no name (their number stands for it); income/expense items no code
      const name = table ? sql.ref(`t.${referenceNameColumn(q.entityCode)}`) : sql`t.data ->> 'name'`;
      const code = !table || referenceCodeColumn(q.entityCode) ? sql.ref('t.code') : sql`null::text`;
      // biome-ignore lint/suspicious/noExplicitAny: the referenced table is dynamic
      let base = table ? (s.db as any).selectFrom(`${table} as t`) : (s.db as any).selectFrom('meta_record as t').where('t.entity_code', '=', q.entityCode);
      if (vis) base = whereVisible(base, vis);
      const text = q.text?.trim();
      // biome-ignore lint/suspicious/noExplicitAny: the builder of a dynamic table (above) has no static type
      if (text) base = base.where((eb: any) => eb.or([eb(code, 'ilike', `%${escapeLike(text)}%`), eb(name, 'ilike', `%${escapeLike(text)}%`)]));
      if (q.ids?.length) base = base.where('t.id', 'in', q.ids);
      if (q.where && Object.keys(q.where).length) {
        const allowed = scopeColumns(q.entityCode);
        const bad = Object.keys(q.where).find((k) => !table || !allowed.has(k));
        if (bad) throw badRequest(en ? `where: ${q.entityCode} cannot be narrowed by ${bad}` : `where: ${q.entityCode} 不能按 ${bad} 筛选`);
        const unseen = Object.keys(q.where).find((k) => hidden?.has(k));
        if (unseen) throw hiddenField((await callerModel(ctx, q.entityCode)), `where.${unseen}`, ctx.lang);
        for (const [k, v] of Object.entries(q.where)) base = base.where(`t.${k}`, '=', v);
      }
      const view = (r: Record<string, unknown>): FuzzyValue => ({
        id: r.id as number,
        code: r.code as string,
        name: r.name as string,
        ...(extra.length ? { extra: Object.fromEntries(extra.map((k) => [k, r[k]])) } : {}),
      });
      const ordered = (b: typeof base) =>
        b.select(['t.id', code.as('code'), name.as('name'), ...extra.map((k) => `t.${k}`)]).orderBy(table ? sql.ref(`t.${referenceCodeColumn(q.entityCode) ?? 'name'}`) : sql.ref('t.code'));
      return pagedQuery(q, base, ordered, view, { defaultSize: 12, tieBreak: 't.id' });
    },
  }));
}
