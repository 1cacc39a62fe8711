// mdm.department: the departments of the caller's tenant, each in one organisation. Code and name
// unique in its organisation; a parent of the same organisation, never the department itself or
// below it (409); a department with sub-departments or people cannot be deleted (409); started
// up (0) or disabled (1) by a status update.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { implement } from '../../../../server/modules/types';
import { pagedQuery } from '../../../../server/records/paged-query';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { type DepartmentInput, type DepartmentView, mdmDepartment } from '../../contracts/organisation';
import { escapeLike } from '../roles';
import { sm } from '../messages';
import { checkParent, departmentById, departmentsBase, departmentView, organById, orgTree, updateStatus } from './rows';

async function unique(db: Kysely<DB>, organId: number, code: string, name: string, selfId: number | null, lang: Lang) {
  const clash = await db
    .selectFrom('department')
    .select(['code', 'name'])
    .where('organ_id', '=', organId)
    .where((eb) => eb.or([eb('code', '=', code), eb('name', '=', name)]))
    .$if(selfId != null, (q) => q.where('id', '<>', selfId!))
    .executeTakeFirst();
  if (clash?.code === code) throw badRequest(`department.code: ${sm(lang, 'duplicateCode', { code })}`);
  if (clash) throw badRequest(`department.name: ${sm(lang, 'duplicateName', { name })}`);
}

async function saveDepartment(ctx: CallContext, input: DepartmentInput): Promise<DepartmentView> {
  const s = session(ctx);
  const lang = ctx.lang;
  const code = input.code.trim();
  const name = input.name.trim();
  return s.db.transaction().execute(async (trx) => {
    const selfId = input.id ?? null;
    const stored = selfId ? await trx.selectFrom('department').select(['id', 'organ_id', 'name']).where('id', '=', selfId).forUpdate().executeTakeFirst() : null;
    if (selfId && !stored) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'department'), id: selfId }));
    await organById(trx, input.organId, lang).catch(() => Promise.reject(badRequest(`department.organId: ${sm(lang, 'notFound', { what: sm(lang, 'organ'), id: input.organId })}`)));
    if (stored && Number(stored.organ_id) !== input.organId) {
      const child = await trx.selectFrom('department').select('id').where('parent_id', '=', selfId!).executeTakeFirst();
      if (child) throw conflict(sm(lang, 'movedWithChildren', { name: stored.name }));
    }
    const parentId = input.parentId ?? null;
    if (parentId) {
      const parent = await trx.selectFrom('department').select('organ_id').where('id', '=', parentId).executeTakeFirst();
      if (!parent) throw badRequest(`department.parentId: ${sm(lang, 'notFound', { what: sm(lang, 'department'), id: parentId })}`);
      await checkParent(trx, 'department', selfId, parentId, lang);
      if (Number(parent.organ_id) !== input.organId) throw badRequest(`department.parentId: ${sm(lang, 'parentOtherOrgan')}`);
    }
    await unique(trx, input.organId, code, name, selfId, lang);
    const values = {
      code,
      name,
      organ_id: input.organId,
      parent_id: parentId,
      type: input.type ?? 'Depart',
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      modify_id: s.userId,
      modify_name: s.userName,
      modify_dt: new Date(),
    };
    let id = selfId;
    if (id) await trx.updateTable('department').set(values).where('id', '=', id).execute();
    else {
      const row = await trx
        .insertInto('department')
        .values({ ...values, tenant_id: s.tenantId, create_id: s.userId, create_name: s.userName })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    return departmentById(trx, id, lang);
  });
}

async function removeDepartment(ctx: CallContext, id: number): Promise<{ removed: number }> {
  const s = session(ctx);
  const lang = ctx.lang;
  return s.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('department').select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'department'), id }));
    if (await trx.selectFrom('department').select('id').where('parent_id', '=', id).executeTakeFirst()) throw conflict(sm(lang, 'hasChildren', { name: row.name }));
    const people = await sql<{ n: string }>`
      select count(distinct p.id) as n from person p
      where p.tenant_id = ${s.tenantId}
        and (p.department_id = ${id} or exists (select 1 from person_department pd where pd.tenant_id = ${s.tenantId} and pd.owner_id = p.id and pd.department_id = ${id}))`.execute(trx);
    const n = Number(people.rows[0]?.n ?? 0);
    if (n) throw conflict(sm(lang, 'departmentInUse', { name: row.name, n }));
    await trx.deleteFrom('department').where('id', '=', id).execute();
    return { removed: 1 };
  });
}

export const departmentService = implement(mdmDepartment, {
  async summary(ctx, [q]) {
    const base = departmentsBase(session(ctx).db)
      .$if(!!q.code, (x) => x.where('d.code', 'ilike', `%${escapeLike(q.code!)}%`))
      .$if(!!q.name, (x) => x.where('d.name', 'ilike', `%${escapeLike(q.name!)}%`))
      .$if(q.statusDict !== undefined, (x) => x.where('d.status_dict', '=', q.statusDict!))
      .$if(!!q.organId, (x) => x.where('d.organ_id', '=', q.organId!))
      .$if(!!q.parentId, (x) => x.where('d.parent_id', '=', q.parentId!))
      .$if(!!q.type, (x) => x.where('d.type', '=', q.type!));
    return pagedQuery(q, base, (b) => b.orderBy('d.id'), departmentView);
  },
  getAll: (ctx, [q]) => orgTree(session(ctx).db, { organId: q?.organId, enabledOnly: q?.enabledOnly, departments: true }),
  info: (ctx, [id]) => departmentById(session(ctx).db, id, ctx.lang),
  add: (ctx, [d]) => saveDepartment(ctx, { ...d, id: null }),
  update: (ctx, [d]) => saveDepartment(ctx, d),
  delete: (ctx, [id]) => removeDepartment(ctx, id),
  async updateStatus(ctx, [id, statusDict]) {
    const s = session(ctx);
    await updateStatus(s.db, s, 'department', id, statusDict, ctx.lang);
    return departmentById(s.db, id, ctx.lang);
  },
});
