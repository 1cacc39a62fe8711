// Reading users as the user pages and pickers see them: with their person, organisation and roles.
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { notFound } from '../../../../server/rpc/errors';
import { pagedQuery } from '../../../../server/records/paged-query';
import type { UserQuery, UserView } from '../../contracts/users';
import { sm } from '../messages';
import { escapeLike } from '../roles';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : String(d));

function usersBase(db: Kysely<DB>) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('person as p', 'p.id', 'u.person_id')
    .leftJoin('organ as o', 'o.id', 'u.organ_id')
    .select([
      'u.id',
      'u.code',
      'u.name',
      'u.person_id',
      'u.organ_id',
      'u.state',
      'u.kind',
      'u.default_role_id',
      'u.language',
      'u.create_dt',
      'u.modify_dt',
      'p.code as person_code',
      'p.name as person_name',
      'o.name as organ_name',
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof usersBase>['execute']>>[number];

async function withRoles(db: Kysely<DB>, rows: UserRow[]): Promise<UserView[]> {
  const ids = rows.map((r) => Number(r.id));
  const roles = ids.length
    ? await db
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.id', 'r.code', 'r.name'])
        .where('ur.user_id', 'in', ids)
        .orderBy('r.level')
        .orderBy('r.code')
        .execute()
    : [];
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    personId: r.person_id == null ? null : Number(r.person_id),
    personCode: r.person_code ?? null,
    personName: r.person_name ?? null,
    organId: r.organ_id == null ? null : Number(r.organ_id),
    organName: r.organ_name ?? null,
    state: (r.state === 1 ? 1 : 0) as 0 | 1,
    kind: (r.kind === 1 ? 1 : 0) as 0 | 1,
    defaultRoleId: r.default_role_id == null ? null : Number(r.default_role_id),
    roles: roles.filter((x) => Number(x.user_id) === Number(r.id)).map((x) => ({ id: Number(x.id), code: x.code, name: x.name })),
    language: r.language,
    createDt: iso(r.create_dt),
    modifyDt: iso(r.modify_dt),
  }));
}

export async function userById(db: Kysely<DB>, id: number, lang: Lang): Promise<UserView> {
  const row = await usersBase(db).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'user'), id }));
  return (await withRoles(db, [row]))[0];
}

export async function userOfPerson(db: Kysely<DB>, personId: number): Promise<UserView | null> {
  const row = await usersBase(db).where('u.person_id', '=', personId).executeTakeFirst();
  return row ? (await withRoles(db, [row]))[0] : null;
}

function filtered(db: Kysely<DB>, q: UserQuery) {
  let qb = usersBase(db);
  if (q.code) qb = qb.where('u.code', 'ilike', `%${escapeLike(q.code)}%`);
  if (q.value) {
    const like = `%${escapeLike(q.value)}%`;
    qb = qb.where((eb) => eb.or([eb('u.code', 'ilike', like), eb('u.name', 'ilike', like)]));
  }
  if (q.state !== undefined) qb = qb.where('u.state', '=', q.state);
  if (q.kind !== undefined) qb = qb.where('u.kind', '=', q.kind);
  if (q.roleId) qb = qb.where((eb) => eb.exists(eb.selectFrom('user_role as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', '=', q.roleId!)));
  if (q.departmentId) {
    qb = qb.where((eb) =>
      eb.exists(eb.selectFrom('person_department as pd').select('pd.owner_id').whereRef('pd.owner_id', '=', 'u.person_id').where('pd.department_id', '=', q.departmentId!)),
    );
  }
  return qb;
}

export async function listUsers(db: Kysely<DB>, q: UserQuery) {
  // an older client names the page pageIndex
  const found = await pagedQuery({ page: q.page ?? q.pageIndex, pageSize: q.pageSize }, filtered(db, q), (b) => b.orderBy('u.id'));
  return { ...found, itemList: await withRoles(db, found.itemList) };
}
