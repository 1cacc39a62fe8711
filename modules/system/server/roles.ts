// portal.Role: the roles of the caller's tenant (the scoped db adds the tenant to every statement).
// One default role per tenant: marking one clears the others in the same transaction. A role
// some user holds cannot be deleted (409 naming how many); its allocations, sessions and
// permission values go with it.
import type { Kysely } from 'kysely';
import type { DataScope } from '../../../schemas/rpc/portal';
import type { DB, RoleRow } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { implement } from '../../../server/modules/types';
import { pagedQuery } from '../../../server/records/paged-query';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { type LoginType, portalRole, type RoleInput, type RoleQuery, type RoleTreeNode, type RoleView } from '../contracts/roles';
import { sm } from './messages';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : String(d));

function toView(r: RoleRow & { user_count?: number | string | bigint | null }): RoleView {
  return {
    id: Number(r.id),
    code: r.code,
    name: r.name,
    nameIntl: r.name_intl ?? {},
    category: r.category,
    level: r.level,
    loginType: r.login_type as LoginType,
    mergedLogin: r.merged_login,
    homePage: r.home_page,
    skin: r.skin,
    description: r.description,
    dataScope: r.data_scope as DataScope,
    defaultTag: r.default_tag,
    statusDict: (r.status_dict === 1 ? 1 : 0) as 0 | 1,
    userCount: Number(r.user_count ?? 0),
    createDt: iso(r.create_dt),
    modifyDt: iso(r.modify_dt),
  };
}

/** roles with how many users hold each (the correlated count is tenant-filtered by the scoped db) */
function rolesWithCounts(db: Kysely<DB>) {
  return db
    .selectFrom('role as r')
    .selectAll('r')
    .select((eb) => eb.selectFrom('user_role as ur').select(eb.fn.countAll().as('n')).whereRef('ur.role_id', '=', 'r.id').as('user_count'));
}

export async function roleById(db: Kysely<DB>, id: number, lang: Lang): Promise<RoleView> {
  const row = await rolesWithCounts(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'role'), id }));
  return toView(row);
}

function filtered(db: Kysely<DB>, q: Partial<RoleQuery> | undefined) {
  let qb = rolesWithCounts(db);
  const text = q?.name?.trim();
  if (text) qb = qb.where((eb) => eb.or([eb('r.name', 'ilike', `%${escapeLike(text)}%`), eb('r.code', 'ilike', `%${escapeLike(text)}%`)]));
  if (q?.category) qb = qb.where('r.category', '=', q.category);
  if (q?.categories?.length) qb = qb.where('r.category', 'in', q.categories);
  return qb;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function saveRole(ctx: CallContext, input: RoleInput): Promise<RoleView> {
  const s = session(ctx);
  const lang = ctx.lang;
  return s.db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('role')
      .select('id')
      .where('code', '=', input.code.trim())
      .$if(!!input.id, (q) => q.where('id', '<>', input.id!))
      .executeTakeFirst();
    if (clash) throw badRequest(`role.code: ${sm(lang, 'duplicateCode', { code: input.code.trim() })}`);
    const name = input.name.trim();
    const values = {
      code: input.code.trim(),
      name,
      name_intl: JSON.stringify({ ...(input.nameIntl ?? {}), zh_CN: input.nameIntl?.zh_CN || name, en_US: input.nameIntl?.en_US || name }),
      ...(input.category !== undefined ? { category: input.category || null } : {}),
      ...(input.level !== undefined ? { level: input.level } : {}),
      ...(input.loginType !== undefined ? { login_type: input.loginType } : {}),
      ...(input.mergedLogin !== undefined ? { merged_login: input.mergedLogin } : {}),
      ...(input.homePage !== undefined ? { home_page: input.homePage || null } : {}),
      ...(input.skin !== undefined ? { skin: input.skin || null } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.dataScope !== undefined ? { data_scope: input.dataScope } : {}),
      ...(input.defaultTag !== undefined ? { default_tag: input.defaultTag } : {}),
      ...(input.statusDict !== undefined ? { status_dict: input.statusDict } : {}),
      modify_id: s.userId,
      modify_name: s.userName,
      modify_dt: new Date(),
    };
    let id: number;
    if (input.id) {
      const hit = await trx.updateTable('role').set(values).where('id', '=', input.id).returning('id').executeTakeFirst();
      if (!hit) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'role'), id: input.id }));
      id = Number(hit.id);
    } else {
      const row = await trx
        .insertInto('role')
        .values({ ...values, tenant_id: s.tenantId, create_id: s.userId, create_name: s.userName })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    // one default role per tenant
    if (input.defaultTag) await trx.updateTable('role').set({ default_tag: false }).where('id', '<>', id).where('default_tag', '=', true).execute();
    return roleById(trx, id, lang);
  });
}

async function removeRoles(ctx: CallContext, ids: number[]): Promise<{ removed: number }> {
  const s = session(ctx);
  const lang = ctx.lang;
  const unique = [...new Set(ids)];
  return s.db.transaction().execute(async (trx) => {
    // locked first: a user given one of them meanwhile (its key-share lock) waits for this answer
    await trx.selectFrom('role').select('id').where('id', 'in', unique).forUpdate().execute();
    const rows = await rolesWithCounts(trx).where('r.id', 'in', unique).execute();
    for (const id of unique) {
      const row = rows.find((r) => Number(r.id) === id);
      if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'role'), id }));
      const n = Number(row.user_count ?? 0);
      if (n > 0) throw conflict(sm(lang, 'roleInUse', { name: row.name, n }));
    }
    // nobody holds them: a stale default pointing at one is cleared (the column has no cascade)
    await trx.updateTable('app_user').set({ default_role_id: null }).where('default_role_id', 'in', unique).execute();
    const gone = await trx.deleteFrom('role').where('id', 'in', unique).executeTakeFirst();
    return { removed: Number(gone.numDeletedRows) };
  });
}

function treeOf(roles: RoleView[], lang: Lang): RoleTreeNode[] {
  const byCategory = new Map<string, RoleView[]>();
  for (const r of roles) byCategory.set(r.category ?? '', [...(byCategory.get(r.category ?? '') ?? []), r]);
  const none = lang === 'en_US' ? 'Uncategorised' : '未分类';
  return [...byCategory.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([category, list]) => ({
      id: `category:${category}`,
      label: category || none,
      type: 'category' as const,
      children: list.map((r) => ({ id: String(r.id), label: lang === 'en_US' ? (r.nameIntl.en_US ?? r.name) : r.name, type: 'role' as const, role: r })),
    }));
}

const ordered = <Q extends ReturnType<typeof rolesWithCounts>>(q: Q) => q.orderBy('r.level').orderBy('r.code');

export const roleService = implement(portalRole, {
  async getTree(ctx) {
    const rows = await ordered(rolesWithCounts(session(ctx).db)).execute();
    return treeOf(rows.map(toView), ctx.lang);
  },
  getOneById: (ctx, [id]) => roleById(session(ctx).db, id, ctx.lang),
  save: (ctx, [role]) => saveRole(ctx, role),
  add: (ctx, [role]) => saveRole(ctx, { ...role, id: null }),
  deleteById: (ctx, [id]) => removeRoles(ctx, [id]),
  remove: (ctx, [ids]) => removeRoles(ctx, ids),
  async getList(ctx, [q]) {
    const rows = await ordered(filtered(session(ctx).db, q)).execute();
    return rows.map(toView);
  },
  async summaryPage(ctx, [q]) {
    return pagedQuery(q, filtered(session(ctx).db, q), ordered, toView, { tieBreak: 'r.id' });
  },
});
