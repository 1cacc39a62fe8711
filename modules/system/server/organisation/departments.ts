// mdm.department: the departments of the caller's tenant, each in one organisation. Code and name
// unique in its organisation; a parent of the same organisation, never the department itself or
// below it (409); a department with sub-departments or people cannot be deleted (409); started
// up (0) or disabled (1) by a status update.
import { sql } from 'kysely';
import { implement } from '../../../../server/modules/types';
import { pagedQuery } from '../../../../server/records/paged-query';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { type DepartmentInput, type DepartmentView, mdmDepartment } from '../../contracts/organisation';
import { escapeLike } from '../roles';
import { sm } from '../messages';
import { checkParent, departmentById, departmentsBase, departmentView, organById, orgTree } from './rows';
import { checkUnique, removeRow, rowCalls, trimmedNames, writeRow } from './writes';

async function saveDepartment(ctx: CallContext, input: DepartmentInput): Promise<DepartmentView> {
  const s = session(ctx);
  const lang = ctx.lang;
  const { code, name } = trimmedNames(input);
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
    await checkUnique(trx, 'department', { code, name, organId: input.organId }, selfId, lang);
    const values = {
      code,
      name,
      organ_id: input.organId,
      parent_id: parentId,
      type: input.type ?? 'Depart',
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    };
    const id = await writeRow(trx, 'department', selfId, values, s);
    return departmentById(trx, id, lang);
  });
}

async function removeDepartment(ctx: CallContext, id: number): Promise<{ removed: number }> {
  const s = session(ctx);
  return removeRow(s.db, 'department', id, ctx.lang, async (trx, row) => {
    const people = await sql<{ n: string }>`
      select count(distinct p.id) as n from person p
      where p.tenant_id = ${s.tenantId}
        and (p.department_id = ${id} or exists (select 1 from person_department pd where pd.tenant_id = ${s.tenantId} and pd.owner_id = p.id and pd.department_id = ${id}))`.execute(trx);
    const n = Number(people.rows[0]?.n ?? 0);
    if (n) throw conflict(sm(ctx.lang, 'departmentInUse', { name: row.name, n }));
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
  ...rowCalls('department', departmentById, saveDepartment, removeDepartment),
});
