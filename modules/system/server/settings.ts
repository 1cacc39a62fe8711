// system.Setting (个人设置): the caller's own profile. Every change names the caller's user id and is
// refused (4003) for any other — an administrator changes other users on system/User — and touches
// only what a user may change of itself (contracts/settings.ts): its name, its person's phone and
// email, its language and its default role among its own roles.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { implement } from '../../../server/modules/types';
import { badRequest, noPermission } from '../../../server/rpc/errors';
import { session } from '../../../server/rpc/registry';
import { type MySettings, type ProfileInput, systemSetting } from '../contracts/settings';

type PersonWithVersion = DB & { person: DB['person'] & { version: number } };

const say = (lang: Lang, zh: string, en: string) => (lang === 'en_US' ? en : zh);

async function mySettings(db: Kysely<DB>, userId: number): Promise<MySettings> {
  const u = await db
    .selectFrom('app_user as u')
    .leftJoin('organ as o', 'o.id', 'u.organ_id')
    .select(['u.id', 'u.code', 'u.name', 'u.language', 'u.default_role_id', 'u.person_id', 'o.name as organ_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const [person, roles] = await Promise.all([
    u.person_id == null
      ? null
      : db
          .selectFrom('person as p')
          .leftJoin('department as d', 'd.id', 'p.department_id')
          .select(['p.id', 'p.code', 'p.name', 'p.phone', 'p.email', 'd.name as department_name'])
          .where('p.id', '=', u.person_id)
          .executeTakeFirst(),
    db.selectFrom('user_role as ur').innerJoin('role as r', 'r.id', 'ur.role_id').select(['r.id', 'r.code', 'r.name']).where('ur.user_id', '=', userId).orderBy('r.id').execute(),
  ]);
  return {
    user: { id: Number(u.id), code: u.code, name: u.name, language: u.language, defaultRoleId: u.default_role_id == null ? null : Number(u.default_role_id), organName: u.organ_name ?? null },
    person: person
      ? { id: Number(person.id), code: person.code, name: person.name, phone: person.phone, email: person.email, departmentName: person.department_name ?? null }
      : null,
    roles: roles.map((r) => ({ id: Number(r.id), code: r.code, name: r.name })),
  };
}

async function saveProfile(db: Kysely<DB>, me: { userId: number; userName: string }, p: ProfileInput, lang: Lang): Promise<void> {
  const current = await mySettings(db, me.userId);
  if (p.defaultRoleId !== undefined && !current.roles.some((r) => r.id === p.defaultRoleId)) {
    throw badRequest(`profile.defaultRoleId: ${say(lang, '默认角色必须是自己拥有的角色之一', 'must be one of your own roles')}`);
  }
  const touchesPerson = p.phone !== undefined || p.email !== undefined;
  if (touchesPerson && !current.person) throw badRequest(`profile.phone: ${say(lang, '当前用户未关联人员档案，不能保存电话和邮箱', 'your user has no person record to keep a phone or e-mail')}`);
  const audit = { modify_id: me.userId, modify_name: p.name ?? me.userName, modify_dt: new Date() };
  await db.transaction().execute(async (trx) => {
    const user = {
      ...(p.name !== undefined ? { name: p.name } : {}),
      ...(p.language !== undefined ? { language: p.language } : {}),
      ...(p.defaultRoleId !== undefined ? { default_role_id: p.defaultRoleId } : {}),
    };
    if (Object.keys(user).length) await trx.updateTable('app_user').set({ ...user, ...audit }).where('id', '=', me.userId).execute();
    if (touchesPerson && current.person) {
      // the person is a record like any other: a save here moves its version
      await (trx as unknown as Kysely<PersonWithVersion>)
        .updateTable('person')
        .set({
          ...(p.phone !== undefined ? { phone: p.phone || null } : {}),
          ...(p.email !== undefined ? { email: p.email || null } : {}),
          ...audit,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', current.person.id)
        .execute();
    }
  });
}

export const settingService = implement(systemSetting, {
  mine: (ctx) => {
    const s = session(ctx);
    return mySettings(s.db, s.userId);
  },
  async saveProfile(ctx, [p]) {
    const s = session(ctx);
    if (p.userId !== s.userId) throw noPermission(say(ctx.lang, '只能修改自己的个人设置', 'You can change only your own settings'));
    await saveProfile(s.db, s, p, ctx.lang);
    return mySettings(s.db, s.userId);
  },
});
