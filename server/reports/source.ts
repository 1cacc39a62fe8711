// Where a report's rows come from, in SQL: the FROM of its source with the caller's tenant on
// every table it reads (the header AND the line table; the view), the caller's visibility over its
// rows (visibility.ts: data scope, menu limits, referenced records' limits), the document statuses counted,
// and the SQL expression of each declared field. Table, view and column names come from
// declarations only (schemas/reports/check.ts screened them); values are always bound.
import { type AliasableExpression, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ReportDef, ReportMeasure } from '../../schemas/reports/define';
import type { EntityLookup, ReportField } from '../../schemas/reports/fields';
import { measureField, reportFields } from '../../schemas/reports/fields';
import { whereVisible } from '../records/data-scope';
import { limitSql } from '../records/menu-limits';
import type { ReportVisibility } from './visibility';

// biome-ignore lint/suspicious/noExplicitAny: report sources are dynamic tables and views
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: report sources are dynamic tables and views
export type AnyQb = SelectQueryBuilder<any, any, any>;

/** Table aliases: the line table of a child source, the document header, the view, linked lines. */
export const ALIAS = { line: 'c', header: 'h', view: 'v', linked: 'x' } as const;

/** Documents count once they are approved: audited, or finished (by their follow-ups or by hand). */
export const DEFAULT_STATUSES = ['Audit', 'Finish'];

/** The SQL expression of a declared field. */
export function fieldExpr(f: ReportField): RawBuilder<unknown> {
  return sql.ref(`${ALIAS[f.scope]}.${f.column}`);
}

/** The statuses a report counts: declared, else Audit and Finish for documents, none for views. */
export function statusesOf(def: ReportDef): string[] | null {
  if (def.statuses) return def.statuses;
  return 'view' in def.source ? null : DEFAULT_STATUSES;
}

/**
 * `FROM` the source, scoped to the tenant. The tenant-scoped Kysely of a call adds its own filter
 * to every tenant table as well; these are written out so that the statement is right on its own
 * (views are not tenant tables to that layer, and the compiler's tests read the SQL).
 */
export function sourceFrom(db: AnyDb, def: ReportDef, entityOf: EntityLookup, tenantId: string, vis?: ReportVisibility): AnyQb {
  const src = def.source;
  const statuses = statusesOf(def);
  if ('view' in src) {
    // the caller's data scope over the view's rows (reportVisibility lets a view without owners through only for Whole)
    const qb = withinReferenceLimits(db, whereVisible(db.selectFrom(`${src.view} as v`).where('v.tenant_id', '=', tenantId), vis?.rows, ALIAS.view), vis);
    return statuses ? qb.where('v.status_dict', 'in', statuses) : qb;
  }
  const entity = entityOf(src.entity);
  if (!entity) throw new Error(`report ${def.code}: no entity ${src.entity}`);
  let qb: AnyQb;
  if (src.child) {
    const child = entity.children![src.child];
    qb = db
      .selectFrom(`${child.table} as c`)
      .innerJoin(`${entity.table} as h`, (j) => j.onRef('h.id', '=', 'c.owner_id').on('h.tenant_id', '=', tenantId))
      .where('c.tenant_id', '=', tenantId);
  } else {
    qb = db.selectFrom(`${entity.table} as h`).where('h.tenant_id', '=', tenantId);
  }
  // the caller's data scope and the entity's menu limits over the documents
  qb = withinReferenceLimits(db, whereVisible(qb, vis?.rows, ALIAS.header), vis);
  return statuses ? qb.where('h.status_dict', 'in', statuses) : qb;
}

/** Leaves out the source rows naming a record the caller's menu limits leave out (null references stay). */
function withinReferenceLimits(db: AnyDb, qb: AnyQb, vis: ReportVisibility | undefined): AnyQb {
  let out = qb;
  for (const r of vis?.refs ?? []) {
    const ref = fieldExpr(r.field);
    const allowed = db.selectFrom(`${r.table} as r`).select('r.id').where(limitSql(r.model, r.limit, 'r'));
    out = out.where((eb) => eb.or([eb(ref, 'is', null), eb(ref, 'in', allowed)]));
  }
  return out;
}

/** The id of a source row (a line's, a header's; a view's when it declares an `id` column), for stable order. */
export function rowIdExpr(def: ReportDef, entityOf: EntityLookup): Expression<unknown> | null {
  const src = def.source;
  if ('view' in src) {
    const id = reportFields(def, entityOf).get('id');
    return id ? fieldExpr(id) : null;
  }
  return sql.ref(src.child ? 'c.id' : 'h.id');
}

/**
 * What a source row's linked lines add up to (ReportMeasure.linked): the sum of `of` over the
 * lines of another document naming the row in `via`, of documents in the report's statuses,
 * in the tenant — a correlated subquery (aliases x, y), 0 when there are none. It is used as a
 * query node, never inside raw SQL: the tenant layer refuses raw text that reads tenant tables.
 */
export function linkedExpr(db: AnyDb, def: ReportDef, m: ReportMeasure, entityOf: EntityLookup, tenantId: string): AliasableExpression<unknown> {
  const link = m.linked!;
  const entity = entityOf(link.entity)!;
  const lines = entity.children![link.child];
  const rowId = rowIdExpr(def, entityOf)!;
  const statuses = statusesOf(def) ?? DEFAULT_STATUSES;
  const sub = db
    .selectFrom(`${lines.table} as x`)
    .innerJoin(`${entity.table} as y`, (j) => j.onRef('y.id', '=', 'x.owner_id').on('y.tenant_id', '=', tenantId))
    .select(sql`coalesce(sum(${fieldExpr(measureField(def, m, entityOf)!)}), 0)`.as('v'))
    .where('x.tenant_id', '=', tenantId)
    .where((eb) => eb(sql.ref(`x.${link.via}`), '=', rowId))
    .where('y.status_dict', 'in', statuses);
  return sub as unknown as AliasableExpression<unknown>;
}
