// Menu limit conditions (issue 9): an implementer may limit the records a role sees through an
// allocated list page of an entity — a positive group (a record must hold every condition) and a
// reverse group (a record holding every condition of it is left out). Like hidden fields
// (field-visibility.ts), a role's records of an entity are limited only when EVERY allocated
// list page of that entity has a limit, and a record passes when ANY of those pages lets it
// through; one page without a limit means no limit. Detail pages show what their list opened and
// hold no limits of their own. The compiled limit joins the data scope in `Visibility`
// (data-scope.ts), so every read and write that honours the scope honours it too.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AttrDef } from '../../schemas/entities/define';
import { LIST_OPS, type LimitCondition, NO_VALUE_OPS, type PageLimit } from '../../schemas/rpc/portal-alloc';
import type { Lang } from '../i18n';
import { catalogue } from '../modules/catalogue';
import { badRequest } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';
import { paramsEntity } from './field-visibility';
import { type EntityModel, SYSTEM_FIELDS } from './model';
import { attrExpr } from './storage';
import { processCache } from '../db/process-caches';

/** The limits of a role over one entity: one entry per allocated list page (each has a limit). */
export interface RowLimit {
  pages: PageLimit[];
  /** what it lets through, as a cache key part */
  key: string;
}

/** The entity an allocated page lists: a product list page's, or a tenant page's params' (null: none). */
export function pageEntity(menu: { url: string | null; params: string | null; owner_tenant_id: string | null }): string | null {
  if (menu.owner_tenant_id) return paramsEntity(menu.params);
  return menu.url ? (catalogue().pageByUrl.get(menu.url)?.entityCode ?? null) : null;
}

type Kind = AttrDef['column'];
interface Field {
  ref: Expression<unknown>;
  kind: Kind;
}

function fieldOf(model: EntityModel, code: string, alias: string): Field | null {
  const attr = model.attrs.get(code);
  if (attr) return { ref: attrExpr(model, attr, alias), kind: attr.column };
  const sys = SYSTEM_FIELDS[code];
  return sys ? { ref: sql.ref(`${alias}.${sys.column}`), kind: sys.kind } : null;
}

const NUMERIC: ReadonlySet<Kind> = new Set(['numeric', 'integer', 'bigint']);

/** A value of the field's kind, or why not. */
function typed(kind: Kind, raw: unknown): { value: unknown } | { problem: string } {
  if (NUMERIC.has(kind)) {
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    return Number.isFinite(n) && String(raw).trim() !== '' ? { value: n } : { problem: 'must be a number' };
  }
  if (kind === 'boolean') {
    if (raw === true || raw === 'true' || raw === 1 || raw === '1') return { value: true };
    if (raw === false || raw === 'false' || raw === 0 || raw === '0') return { value: false };
    return { problem: 'must be true or false' };
  }
  if (kind === 'timestamptz' || kind === 'date') {
    const d = new Date(String(raw));
    if (Number.isNaN(d.getTime())) return { problem: 'must be a date' };
    return { value: kind === 'date' ? String(raw).slice(0, 10) : d.toISOString() };
  }
  return { value: String(raw) };
}

/** Checks conditions against the entity (400 naming the group, position and attribute) and answers them typed. */
export function checkLimit(model: EntityModel, limit: PageLimit, lang: Lang): PageLimit {
  const en = lang === 'en_US';
  const check = (group: 'positive' | 'reverse') =>
    limit[group].map((c, i): LimitCondition => {
      const where = `${group}[${i}].${c.attr}`;
      const field = fieldOf(model, c.attr, 't');
      if (!field) throw badRequest(en ? `${where}: not a field of ${model.def.code}` : `${where}: 不是 ${model.def.name} 的字段`);
      if (c.op === 'contains' && field.kind !== 'text') throw badRequest(en ? `${where}: contains needs a text field` : `${where}: 包含 只能用于文本字段`);
      if (NO_VALUE_OPS.includes(c.op)) return { attr: c.attr, op: c.op };
      // a JSON value (files, lists) has no comparison a limit could state
      if (field.kind === 'jsonb') throw badRequest(en ? `${where}: only isNull / notNull apply to this field` : `${where}: 该字段只能用 为空 / 不为空`);
      const raw = Array.isArray(c.value) ? c.value : [c.value];
      const values = raw.map((v) => {
        const t = c.op === 'contains' ? { value: String(v) } : typed(field.kind, v);
        if ('problem' in t) throw badRequest(`${where}: ${t.problem}`);
        return t.value as string | number | boolean;
      });
      return { attr: c.attr, op: c.op, value: LIST_OPS.includes(c.op) ? values : values[0] };
    });
  return { positive: check('positive'), reverse: check('reverse') };
}

export const hasLimit = (l: PageLimit | null | undefined): l is PageLimit => !!l && (l.positive.length > 0 || l.reverse.length > 0);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition as SQL; null values: `ne`/`notIn` let them through, the comparisons do not. */
function conditionSql(model: EntityModel, c: LimitCondition, alias: string): Expression<SqlBool> {
  const field = fieldOf(model, c.attr, alias);
  // an attribute gone since the limit was set: the page lets nothing through (never everything)
  if (!field) return sql<SqlBool>`false`;
  const { ref } = field;
  const one = c.value as unknown;
  const list = (Array.isArray(c.value) ? c.value : [c.value]) as unknown[];
  switch (c.op) {
    case 'isNull':
      return sql<SqlBool>`(${ref} is null)`;
    case 'notNull':
      return sql<SqlBool>`(${ref} is not null)`;
    case 'eq':
      return sql<SqlBool>`(${ref} = ${one})`;
    case 'ne':
      return sql<SqlBool>`(${ref} is distinct from ${one})`;
    case 'gt':
      return sql<SqlBool>`(${ref} > ${one})`;
    case 'ge':
      return sql<SqlBool>`(${ref} >= ${one})`;
    case 'lt':
      return sql<SqlBool>`(${ref} < ${one})`;
    case 'le':
      return sql<SqlBool>`(${ref} <= ${one})`;
    case 'in':
      return sql<SqlBool>`(${ref} in (${sql.join(list)}))`;
    case 'notIn':
      return sql<SqlBool>`(${ref} is null or ${ref} not in (${sql.join(list)}))`;
    case 'contains':
      return sql<SqlBool>`(${ref}::text ilike ${`%${escapeLike(String(one))}%`})`;
  }
}

const all = (parts: Expression<SqlBool>[]) => (parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`);

/** Does the record (alias) pass the limit? A boolean SQL expression, never null. */
export function limitSql(model: EntityModel, limit: RowLimit, alias = 't'): Expression<SqlBool> {
  const pages = limit.pages.map((p) => {
    const positive = all(p.positive.map((c) => conditionSql(model, c, alias)));
    const reverse = p.reverse.length ? sql<SqlBool>`not coalesce(${all(p.reverse.map((c) => conditionSql(model, c, alias)))}, false)` : sql<SqlBool>`true`;
    return sql<SqlBool>`coalesce(${positive} and ${reverse}, false)`;
  });
  return sql<SqlBool>`(${sql.join(pages, sql` or `)})`;
}

async function computeLimit(ctx: CallContext, model: EntityModel): Promise<RowLimit | null> {
  const s = session(ctx);
  const code = model.def.code;
  const allocs = await s.db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select(['a.limits', 'm.url', 'm.params', 'm.owner_tenant_id'])
    .where('a.role_id', '=', s.roleId)
    .where('a.type', '=', 2)
    .execute();
  const ofEntity = allocs.filter((a) => pageEntity(a) === code);
  if (!ofEntity.length || !ofEntity.every((a) => hasLimit(a.limits as PageLimit | null))) return null;
  const pages = ofEntity.map((a) => a.limits as PageLimit);
  return { pages, key: JSON.stringify(pages) };
}

const cache = processCache<string, { version: number; limit: Promise<RowLimit | null> }>();

/** The caller's role's limit over the entity (null: none), cached per menu version. */
export async function rowLimitOf(ctx: CallContext, model: EntityModel): Promise<RowLimit | null> {
  const s = session(ctx);
  const version = s.menuVersion ?? Number((await s.db.selectFrom('tenant').select('menu_version').where('id', '=', s.tenantId).executeTakeFirstOrThrow()).menu_version);
  const key = `${s.tenantId}/${s.roleId}/${model.def.code}`;
  const hit = cache.get(key);
  if (hit && hit.version >= version) return hit.limit;
  const limit = computeLimit(ctx, model);
  limit.catch(() => cache.delete(key));
  if (cache.size > 20_000) cache.clear();
  cache.set(key, { version, limit });
  return limit;
}
