// workbench.Bi: the sources a caller may analyse, the pivot over one (bi-query.ts), and the saved
// analyses — the author's own, and those shared with the role the caller acts in. A source is a
// declared report the caller holds the page of; a shared analysis runs with the reader's own
// visibility, never its author's.
import { type Kysely, sql } from 'kysely';
import { builtinReports } from '../../../server/modules/catalogue';
import { implement } from '../../../server/modules/types';
import { holdsAccess, requireAccess } from '../../../server/rpc/access';
import { badRequest, noPermission, notFound, RpcError } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { builtinEntityOf, runReport } from '../../../server/reports/run';
import { reportColumns } from '../../../schemas/reports/columns';
import { reportOr404 } from '../../../server/reports/service';
import type { AnyDb } from '../../../server/reports/source';
import { reportVisibility } from '../../../server/reports/visibility';
import type { ReportDef } from '../../../schemas/reports/define';
import { type BiAnalysis, type BiSource, type BiValues, BI_LIMITS, biQuery, biService, type ParsedBiQuery } from '../contracts';
import { analysableFields, biField } from './bi-fields';
import { planPivot, planValues, runPivot } from './bi-query';
import { biText } from './messages';

// biome-ignore lint/suspicious/noExplicitAny: the module's own table is not in the core's DB type
type Db = Kysely<any>;

/** Does the caller hold the page? */
export const holds = (ctx: CallContext, page: string): Promise<boolean> => holdsAccess(ctx, { page });

async function sourceOf(ctx: CallContext, def: ReportDef): Promise<BiSource | null> {
  if (!(await holds(ctx, def.url))) return null;
  try {
    const vis = await reportVisibility(ctx, def, builtinEntityOf);
    const fields = [...analysableFields(def, vis).values()].map(biField);
    return { code: def.code, name: def.name, nameEn: def.nameEn, url: def.url, fields };
  } catch (e) {
    // a view open only to Whole scopes is no source for this role
    if (e instanceof RpcError) return null;
    throw e;
  }
}

/** The pivot of a query for the caller: its source's page held, through its visibility. */
export async function pivotFor(ctx: CallContext, q: ParsedBiQuery) {
  const def = reportOr404(q.source, ctx.lang);
  await requireAccess(ctx, { page: def.url });
  const vis = await reportVisibility(ctx, def, builtinEntityOf);
  const plan = planPivot(def, q, vis, ctx.lang);
  const s = session(ctx);
  return runPivot(plan, { db: s.db as unknown as AnyDb, tenantId: s.tenantId, lang: ctx.lang, vis });
}

/** A field's values for a filter's picker, read like a pivot: the source's page held, through the caller's visibility. */
export async function valuesFor(ctx: CallContext, source: string, field: string, filters: ParsedBiQuery['filters']): Promise<BiValues> {
  const def = reportOr404(source, ctx.lang);
  await requireAccess(ctx, { page: def.url });
  const vis = await reportVisibility(ctx, def, builtinEntityOf);
  const plan = planValues(def, source, field, filters, vis, ctx.lang);
  const s = session(ctx);
  const r = await runReport(s.db as unknown as AnyDb, plan.def, plan.query, { tenantId: s.tenantId, lang: ctx.lang, vis });
  const column = reportColumns(plan.def, builtinEntityOf).find((c) => c.key === plan.rows[0].field)!;
  // an empty value is no choice to filter by
  const found = r.itemList.filter((row) => row[column.key] !== null && row[column.key] !== undefined && row[column.key] !== '');
  const pickValue = (v: unknown) => (v && typeof v === 'object' ? (v as { id: string | number }).id : (v as string | number | boolean));
  return { column, values: found.slice(0, BI_LIMITS.values).map((row) => ({ value: pickValue(row[column.key]), row })), more: r.total > BI_LIMITS.values };
}

interface AnalysisRow {
  id: string | number;
  name: string;
  query: ParsedBiQuery;
  role_ids: Array<string | number>;
  owner_id: string | number;
  owner_name: string;
  modify_dt: Date;
}

const shape = (r: AnalysisRow, me: number): BiAnalysis => ({
  id: Number(r.id),
  name: r.name,
  // saved queries are parsed again, so one saved before a default was added reads like a new one
  query: biQuery.parse(r.query),
  roleIds: r.role_ids.map(Number),
  ownerId: Number(r.owner_id),
  ownerName: r.owner_name,
  mine: Number(r.owner_id) === me,
  modifyDt: r.modify_dt.toISOString(),
});

const COLUMNS = ['id', 'name', 'query', 'role_ids', 'owner_id', 'owner_name', 'modify_dt'] as const;

export const biImpl = implement(biService, {
  async sources(ctx) {
    const found = await Promise.all(builtinReports().map((def) => sourceOf(ctx, def)));
    return found.filter((s): s is BiSource => s !== null);
  },
  async run(ctx, [q]) {
    // the route parsed the arguments: defaults are filled in
    return pivotFor(ctx, q as ParsedBiQuery);
  },
  async values(ctx, [q]) {
    const parsed = q as { source: string; field: string; filters: ParsedBiQuery['filters'] };
    return valuesFor(ctx, parsed.source, parsed.field, parsed.filters);
  },
  async list(ctx) {
    const s = session(ctx);
    const db = s.db as unknown as Db;
    const rows = (await db
      .selectFrom('wb_bi_analysis')
      .select([...COLUMNS])
      .where((eb) => eb.or([eb('owner_id', '=', s.userId), eb(sql`${s.roleId}::bigint`, '=', sql`any(role_ids)`)]))
      .orderBy('modify_dt', 'desc')
      .orderBy('id', 'desc')
      .execute()) as AnalysisRow[];
    return rows.map((r) => shape(r, s.userId));
  },
  async save(ctx, [a]) {
    const s = session(ctx);
    const db = s.db as unknown as Db;
    const say = biText(ctx.lang);
    // what is saved must run for its author now: the same checks as a run (source page, fields)
    const def = reportOr404(a.query.source, ctx.lang);
    await requireAccess(ctx, { page: def.url });
    planPivot(def, a.query as ParsedBiQuery, await reportVisibility(ctx, def, builtinEntityOf), ctx.lang);
    const roleIds = [...new Set(a.roleIds)];
    if (roleIds.length) {
      const found = await db.selectFrom('role').select(sql<number>`count(*)::int`.as('n')).where('id', 'in', roleIds).executeTakeFirstOrThrow();
      if (Number(found.n) !== roleIds.length) throw badRequest(say.unknownRoles);
    }
    const values = { name: a.name, query: JSON.stringify(a.query), role_ids: roleIds };
    if (a.id) {
      const held = await db.selectFrom('wb_bi_analysis').select(['owner_id']).where('id', '=', a.id).executeTakeFirst();
      if (!held) throw notFound(`analysis.id: ${a.id}`);
      if (Number(held.owner_id) !== s.userId) throw noPermission(say.notYours);
      const row = await db
        .updateTable('wb_bi_analysis')
        .set({ ...values, modify_dt: sql`now()` })
        .where('id', '=', a.id)
        .returning([...COLUMNS])
        .executeTakeFirstOrThrow();
      return shape(row as AnalysisRow, s.userId);
    }
    const row = await db
      .insertInto('wb_bi_analysis')
      .values({ ...values, tenant_id: s.tenantId, owner_id: s.userId, owner_name: s.userName })
      .returning([...COLUMNS])
      .executeTakeFirstOrThrow();
    return shape(row as AnalysisRow, s.userId);
  },
  async remove(ctx, [id]) {
    const s = session(ctx);
    const db = s.db as unknown as Db;
    const held = await db.selectFrom('wb_bi_analysis').select(['owner_id']).where('id', '=', id).executeTakeFirst();
    if (!held) return { removed: 0 };
    if (Number(held.owner_id) !== s.userId) throw noPermission(biText(ctx.lang).notYours);
    const r = await db.deleteFrom('wb_bi_analysis').where('id', '=', id).executeTakeFirst();
    return { removed: Number(r.numDeletedRows) };
  },
  async roles(ctx) {
    const s = session(ctx);
    const rows = await s.db.selectFrom('role').select(['id', 'code', 'name']).orderBy('id').execute();
    return rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name }));
  },
});
