// Data scopes (Self, Depart, DepartWithChildren, Organ, OrganWithChildren, Whole): which records of an entity a role's user may see and change. Every record
// belongs to a department (`depart_id`, set at create to the writer's first department) and was
// made by a user (`create_id`). The role's scope opens the records of:
//   Self               the user's own (create_id)
//   Depart             the user's own departments
//   DepartWithChildren those and every department below them
//   Organ              every department of the user's organisations
//   OrganWithChildren  every department of those organisations and of the organisations below them
//   Whole              everything (no filter)
// The scope is resolved once per call into a list of department ids, so a list adds one
// `depart_id = $d` (or `in (...)`) and no join: with the (tenant_id, depart_id, id desc) index a
// department's newest records come in order, as the whole tenant's do (an `or create_id = $u`
// would make every page a bitmap scan and sort: 4-6x slower on 1 M rows, measured). What a user
// makes belongs to its department, so it stays visible to it.
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DataScope } from '../../schemas/rpc/portal';
import type { DB } from '../db/types';
import type { CallContext } from '../rpc/registry';
import { session } from '../rpc/registry';
import { hiddenFieldsOf } from './field-visibility';
import { limitSql, type RowLimit, rowLimitOf } from './menu-limits';
import type { EntityModel } from './model';

/**
 * What a caller may see of an entity — the one answer every read path asks (lists, details,
 * exports, prints, lookups, reports, receipt paths, trace graphs); the tenant is the scoped
 * database's. Rows: Whole (no filter), else the user's own records (Self) or the records of some
 * departments; either may carry the role's menu limit conditions over the entity
 * (menu-limits.ts), with its model. Fields: the attributes the role may not see (never answered,
 * never filtered or sorted by: field-visibility.ts).
 */
export type Visibility = ({ whole: true } | { whole: false; userId: number; departIds: number[]; self?: boolean }) & {
  limit?: { model: EntityModel; rows: RowLimit };
  hidden?: ReadonlySet<string>;
};

export const WHOLE: Visibility = { whole: true };

interface ScopeRow {
  data_scope: string;
  person_id: number | null;
  user_organ: number | null;
}

/** The departments a person belongs to (its department list, else its single department), in order. */
export async function personDepartments(db: Kysely<DB>, personId: number): Promise<number[]> {
  const listed = await db.selectFrom('person_department').select('department_id').where('owner_id', '=', personId).where('department_id', 'is not', null).orderBy('sn').orderBy('id').execute();
  if (listed.length) return [...new Set(listed.map((r) => Number(r.department_id)))];
  const single = await db.selectFrom('person').select('department_id').where('id', '=', personId).executeTakeFirst();
  return single?.department_id ? [Number(single.department_id)] : [];
}

/** The department a new record of this user belongs to: the first of the user's person's departments. */
export async function writerDepartment(db: Kysely<DB>, userId: number): Promise<number | null> {
  const user = await db.selectFrom('app_user').select('person_id').where('id', '=', userId).executeTakeFirst();
  if (!user?.person_id) return null;
  return (await personDepartments(db, user.person_id))[0] ?? null;
}

/** The department ids a scope opens to a user (the scoped db adds the tenant to every table). */
export async function scopeDepartments(db: Kysely<DB>, tenantId: string, scope: DataScope, userId: number): Promise<number[]> {
  if (scope === 'Self' || scope === 'Whole') return [];
  const row = await db
    .selectFrom('app_user as u')
    .leftJoin('person as p', 'p.id', 'u.person_id')
    .select(['u.person_id', 'u.organ_id', 'p.organ_id as person_organ'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return [];
  const user: ScopeRow = { person_id: row.person_id, user_organ: row.organ_id ?? row.person_organ ?? null, data_scope: '' };
  const own = user.person_id ? await personDepartments(db, user.person_id) : [];
  if (scope === 'Depart') return own;
  if (scope === 'DepartWithChildren') {
    if (!own.length) return [];
    const rows = await sql<{ id: number }>`
      with recursive below(id) as (
        select id from department where tenant_id = ${tenantId} and id = any(${own}::bigint[])
        union
        select d.id from department d join below b on d.parent_id = b.id where d.tenant_id = ${tenantId}
      ) select id from below`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  }
  // the user's organisations: their own, and those of their departments
  const ofDepartments = own.length ? await db.selectFrom('department').select('organ_id').where('id', 'in', own).execute() : [];
  const organIds = [...new Set([...ofDepartments.map((d) => Number(d.organ_id)), ...(user.user_organ ? [Number(user.user_organ)] : [])])];
  if (!organIds.length) return [];
  if (scope === 'Organ') return (await db.selectFrom('department').select('id').where('organ_id', 'in', organIds).execute()).map((r) => Number(r.id));
  const rows = await sql<{ id: number }>`
    with recursive below(id) as (
      select id from organ where tenant_id = ${tenantId} and id = any(${organIds}::bigint[])
      union
      select o.id from organ o join below b on o.parent_id = b.id where o.tenant_id = ${tenantId}
    ) select d.id from department d join below b on d.organ_id = b.id where d.tenant_id = ${tenantId}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** The caller's visibility under the role it is acting in; with the entity named, its menu limits and hidden fields too. */
export async function visibilityOf(ctx: CallContext, model?: EntityModel): Promise<Visibility> {
  const [scope, rows, hidden] = await Promise.all([scopeOf(ctx), model ? rowLimitOf(ctx, model) : null, model ? hiddenFieldsOf(ctx, model) : undefined]);
  return { ...scope, ...(model && rows ? { limit: { model, rows } } : {}), ...(hidden?.size ? { hidden } : {}) };
}

async function scopeOf(ctx: CallContext): Promise<Visibility> {
  const s = session(ctx);
  const role = await s.db.selectFrom('role').select('data_scope').where('id', '=', s.roleId).executeTakeFirst();
  const scope = (role?.data_scope ?? 'Self') as DataScope;
  if (scope === 'Whole') return WHOLE;
  if (scope === 'Self') return { whole: false, userId: s.userId, departIds: [], self: true };
  return { whole: false, userId: s.userId, departIds: await scopeDepartments(s.db, s.tenantId, scope, s.userId) };
}

/** What a visibility lets through, as a cache key part (two visibilities with one key see the same rows). */
export function visibilityKey(vis: Visibility | undefined): unknown {
  if (!vis) return null;
  const limit = vis.limit ? vis.limit.rows.key : null;
  if (vis.whole) return limit === null ? null : [null, null, limit];
  return [vis.self ? vis.userId : null, vis.departIds, limit];
}

// biome-ignore lint/suspicious/noExplicitAny: entity tables are dynamic
type AnyQb = SelectQueryBuilder<any, any, any>;

/** Limits a select over `t` (an entity's table) to the visible records. */
export function whereVisible<Q extends AnyQb>(qb: Q, vis: Visibility | undefined, alias = 't'): Q {
  if (!vis) return qb;
  const limited = vis.limit ? (qb.where(limitSql(vis.limit.model, vis.limit.rows, alias)) as Q) : qb;
  return vis.whole ? limited : scoped(limited, vis, alias);
}

function scoped<Q extends AnyQb>(qb: Q, vis: Visibility & { whole: false }, alias: string): Q {
  const { userId, departIds } = vis;
  // biome-ignore lint/suspicious/noExplicitAny: dynamic tables
  return qb.where((eb: ExpressionBuilder<any, any>) => {
    if (vis.self) return eb(sql.ref(`${alias}.create_id`), '=', userId);
    // a scope without departments (a user in none) sees nothing
    if (!departIds.length) return sql<boolean>`false`;
    return departIds.length === 1 ? eb(sql.ref(`${alias}.depart_id`), '=', departIds[0]) : eb(sql.ref(`${alias}.depart_id`), 'in', departIds);
  }) as Q;
}

/** A boolean SQL expression over `t`: is the record visible? (for reads that must still see the rest, e.g. an import's key lookup) */
export function visibleFlag(vis: Visibility | undefined, alias = 't') {
  if (!vis?.limit) return scopeFlag(vis, alias);
  return sql<boolean>`(${scopeFlag(vis, alias)} and ${limitSql(vis.limit.model, vis.limit.rows, alias)})`;
}

function scopeFlag(vis: Visibility | undefined, alias: string) {
  if (!vis || vis.whole) return sql<boolean>`true`;
  if (vis.self) return sql<boolean>`(${sql.ref(`${alias}.create_id`)} = ${vis.userId})`;
  if (!vis.departIds.length) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${sql.ref(`${alias}.depart_id`)} = any(${vis.departIds}::bigint[]), false)`;
}
