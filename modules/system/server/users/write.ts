// Writing a user (save and import): unique code, a person linked to at most one user (it is the
// person's login account), roles that exist with a default among them, a password for a new user
// (given, or generated and answered once). A user who loses a role loses the sessions
// opened in it.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../../server/auth/password';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import { sm } from '../messages';
import { generatePassword } from './passwords';

export interface UserWrite {
  id?: number | null;
  code: string;
  name: string;
  personId?: number | null;
  organId?: number | null;
  kind?: 0 | 1;
  state?: 0 | 1;
  roleIds?: number[];
  defaultRoleId?: number | null;
  language?: 'zh_CN' | 'en_US';
  /** clear text, already checked against the password rule */
  password?: string;
}

export interface Author {
  tenantId: string;
  userId: number;
  userName: string;
  lang: Lang;
}

const who = (lang: Lang, key: 'user' | 'role' | 'organ') => sm(lang, key);

async function checkPerson(trx: Kysely<DB>, personId: number, selfId: number | null, lang: Lang) {
  const person = await trx.selectFrom('person').select(['id', 'name', 'organ_id']).where('id', '=', personId).executeTakeFirst();
  if (!person) throw badRequest(`user.personId: ${sm(lang, 'importPerson', { value: personId })}`);
  const other = await trx
    .selectFrom('app_user')
    .select('code')
    .where('person_id', '=', personId)
    .$if(selfId != null, (q) => q.where('id', '<>', selfId!))
    .executeTakeFirst();
  if (other) throw badRequest(`user.personId: ${sm(lang, 'personTaken', { name: person.name, code: other.code })}`);
  return person;
}

async function checkRoles(trx: Kysely<DB>, roleIds: number[], lang: Lang) {
  const unique = [...new Set(roleIds)];
  if (!unique.length) throw badRequest(`user.roleIds: ${sm(lang, 'noRoles')}`);
  const found = await trx.selectFrom('role').select(['id', 'default_tag']).where('id', 'in', unique).orderBy('level').orderBy('id').execute();
  const missing = unique.find((id) => !found.some((r) => Number(r.id) === id));
  if (missing) throw badRequest(`user.roleIds: ${sm(lang, 'roleMissing', { id: missing })}`);
  return found.map((r) => ({ id: Number(r.id), defaultTag: r.default_tag }));
}

/** Creates or changes a user in `trx`; answers its id and the generated password of a new user without one. */
export async function writeUser(trx: Kysely<DB>, by: Author, u: UserWrite): Promise<{ id: number; generated?: string; endRoles?: number[] }> {
  const { lang } = by;
  const clash = await trx
    .selectFrom('app_user')
    .select('id')
    .where('code', '=', u.code)
    .$if(!!u.id, (q) => q.where('id', '<>', u.id!))
    .executeTakeFirst();
  if (clash) throw badRequest(`user.code: ${sm(lang, 'duplicateUser', { code: u.code })}`);
  const stored = u.id ? await trx.selectFrom('app_user').select(['id', 'person_id', 'default_role_id']).where('id', '=', u.id).forUpdate().executeTakeFirst() : null;
  if (u.id && !stored) throw notFound(sm(lang, 'notFound', { what: who(lang, 'user'), id: u.id }));
  const person = u.personId ? await checkPerson(trx, u.personId, u.id ?? null, lang) : null;
  if (u.organId) {
    const organ = await trx.selectFrom('organ').select('id').where('id', '=', u.organId).executeTakeFirst();
    if (!organ) throw badRequest(`user.organId: ${sm(lang, 'notFound', { what: who(lang, 'organ'), id: u.organId })}`);
  }
  const roles = u.roleIds !== undefined || !stored ? await checkRoles(trx, u.roleIds ?? [], lang) : null;
  const heldIds = roles
    ? roles.map((r) => r.id)
    : (await trx.selectFrom('user_role').select('role_id').where('user_id', '=', u.id!).execute()).map((r) => Number(r.role_id));
  let defaultRoleId = u.defaultRoleId !== undefined ? u.defaultRoleId : stored ? (stored.default_role_id == null ? null : Number(stored.default_role_id)) : null;
  if (defaultRoleId != null && !heldIds.includes(defaultRoleId)) {
    // a default the caller named must be held; one the user kept from before follows the new roles
    if (u.defaultRoleId !== undefined) throw badRequest(`user.defaultRoleId: ${sm(lang, 'defaultRoleNotHeld')}`);
    defaultRoleId = null;
  }
  defaultRoleId ??= roles ? (roles.find((r) => r.defaultTag)?.id ?? roles[0]?.id ?? null) : (heldIds[0] ?? null);

  const audit = { modify_id: by.userId, modify_name: by.userName, modify_dt: new Date() };
  const values = {
    code: u.code,
    name: u.name,
    ...(u.personId !== undefined ? { person_id: u.personId ?? null } : {}),
    ...(u.organId !== undefined ? { organ_id: u.organId ?? null } : !stored && person?.organ_id ? { organ_id: person.organ_id } : {}),
    ...(u.kind !== undefined ? { kind: u.kind } : {}),
    ...(u.state !== undefined ? { state: u.state } : {}),
    ...(u.language !== undefined ? { language: u.language } : {}),
    default_role_id: defaultRoleId,
    ...audit,
  };
  let id: number;
  let generated: string | undefined;
  if (stored) {
    id = Number(stored.id);
    await trx.updateTable('app_user').set(values).where('id', '=', id).execute();
  } else {
    if (u.password == null) generated = generatePassword();
    const password = u.password ?? generated!;
    const row = await trx
      .insertInto('app_user')
      .values({ ...values, tenant_id: by.tenantId, password_hash: await hashPassword(password), create_id: by.userId, create_name: by.userName })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  }
  let endRoles: number[] | undefined;
  if (roles) {
    const before = stored ? (await trx.selectFrom('user_role').select('role_id').where('user_id', '=', id).execute()).map((r) => Number(r.role_id)) : [];
    endRoles = before.filter((r) => !heldIds.includes(r));
    if (endRoles.length) await trx.deleteFrom('user_role').where('user_id', '=', id).where('role_id', 'in', endRoles).execute();
    const added = heldIds.filter((r) => !before.includes(r));
    if (added.length) await trx.insertInto('user_role').values(added.map((role_id) => ({ tenant_id: by.tenantId, user_id: id, role_id }))).execute();
    if (endRoles.length) {
      await trx.updateTable('user_session').set({ revoked_at: new Date() }).where('user_id', '=', id).where('role_id', 'in', endRoles).where('revoked_at', 'is', null).execute();
    }
  }
  return { id, generated, endRoles };
}
