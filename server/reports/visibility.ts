// What a caller sees of a report: the same visibility as its lists (server/records/data-scope.ts).
//   documents  the source's header rows within the caller's data scope and the header entity's
//              menu limits; a filter or sort naming a header field the role may not see is a 400
//   views      a view whose rows carry the department and maker of the record they come from
//              (depart_id, create_id) is scoped like documents; a view without them is open only
//              to roles whose data scope is Whole — figures of the whole tenant declare why
//              (ViewSource.wholeTenant), and the catalogue's test names an undeclared one
//   references a source row naming a record the role's menu limits leave out (an order of a
//              supplier the role may not see) is left out, whatever the source
import { sql } from 'kysely';
import { entityByCode } from '../modules/catalogue';
import type { ReportDef } from '../../schemas/reports/define';
import { dimensionsOf, type EntityLookup, type ReportField, reportFields } from '../../schemas/reports/fields';
import type { ParsedReportQuery } from '../../schemas/rpc/report';
import type { Lang } from '../i18n';
import { callerModel } from '../records/context';
import { type Visibility, visibilityOf } from '../records/data-scope';
import { type RowLimit, rowLimitOf } from '../records/menu-limits';
import type { EntityModel } from '../records/model';
import { badRequest, noPermission } from '../rpc/errors';
import type { CallContext } from '../rpc/registry';
import { processCache } from '../db/process-caches';

export interface ReferenceLimit {
  field: ReportField;
  table: string;
  model: EntityModel;
  limit: RowLimit;
}

export interface ReportVisibility {
  /** over the header (documents) or the view's rows; undefined: every row of the tenant */
  rows?: Visibility;
  refs: ReferenceLimit[];
}

/** Does the view carry depart_id and create_id? (views are recreated at start with fixed columns: asked once) */
const scopedViews = processCache<string, Promise<boolean>>();
function viewCarriesOwner(ctx: CallContext, view: string): Promise<boolean> {
  let hit = scopedViews.get(view);
  if (!hit) {
    hit = sql<{ n: string }>`select count(*) as n from information_schema.columns
        where table_schema = current_schema() and table_name = ${view} and column_name in ('depart_id', 'create_id')`
      .execute(ctx.env.db.system)
      .then((r) => Number(r.rows[0]?.n) === 2);
    hit.catch(() => scopedViews.delete(view));
    scopedViews.set(view, hit);
  }
  return hit;
}

async function referenceLimits(ctx: CallContext, def: ReportDef, entityOf: EntityLookup): Promise<ReferenceLimit[]> {
  const fields = [...reportFields(def, entityOf).values()].filter((f) => f.quote && entityByCode(f.quote)?.table);
  const limits = new Map<string, Promise<{ model: EntityModel; limit: RowLimit | null }>>();
  for (const f of fields) {
    const code = f.quote!;
    if (!limits.has(code)) limits.set(code, callerModel(ctx, code).then(async (model) => ({ model, limit: await rowLimitOf(ctx, model) })));
  }
  const out: ReferenceLimit[] = [];
  for (const f of fields) {
    const { model, limit } = await limits.get(f.quote!)!;
    if (limit) out.push({ field: f, table: model.def.table, model, limit });
  }
  return out;
}

/** The caller's visibility over a report's rows; 4003 for a view open only to Whole scopes. */
export async function reportVisibility(ctx: CallContext, def: ReportDef, entityOf: EntityLookup): Promise<ReportVisibility> {
  const src = def.source;
  const refs = await referenceLimits(ctx, def, entityOf);
  if ('view' in src) {
    const [scope, owned] = await Promise.all([visibilityOf(ctx), viewCarriesOwner(ctx, src.view)]);
    if (owned) return { rows: scope, refs };
    if (!scope.whole) {
      const en = ctx.lang === 'en_US';
      throw noPermission(en ? `report ${def.code} is open only to roles whose data scope is Whole` : `报表「${def.name}」仅对数据范围为“全部”的角色开放`);
    }
    return { refs };
  }
  return { rows: await visibilityOf(ctx, await callerModel(ctx, src.entity)), refs };
}

/** 400 for a filter or sort naming a field of the documents the caller's role may not see. */
export function checkHiddenNames(def: ReportDef, query: ParsedReportQuery, vis: ReportVisibility | undefined, entityOf: EntityLookup, lang: Lang): void {
  const hidden = vis?.rows?.hidden;
  if (!hidden?.size) return;
  const fields = reportFields(def, entityOf);
  const isHidden = (code: string) => {
    const f = fields.get(code);
    return !!f && f.scope === 'header' && hidden.has(f.column);
  };
  const refuse = (where: string) =>
    badRequest(lang === 'en_US' ? `${where}: a field your role may not see` : `${where}: 当前角色无权查看该字段`);
  for (const [where, map] of [['filterMap', query.filterMap], ['fuzzyMap', query.fuzzyMap], ['rangeMap', query.rangeMap]] as const) {
    for (const code of Object.keys(map ?? {})) if (isHidden(code)) throw refuse(`${where}.${code}`);
  }
  if (query.sortField) {
    const dim = dimensionsOf(def, query.rankType).find((d) => (d.bucket ? `${d.field}:${d.bucket}` : d.field) === query.sortField);
    const measure = def.measures.find((m) => m.code === query.sortField && !m.linked);
    if (isHidden(dim?.field ?? measure?.of ?? query.sortField)) throw refuse(`sortField.${query.sortField}`);
  }
}
