// portal.User/leadIn: users from an uploaded .xlsx (the shared streaming reader), all or nothing.
// Columns (headers by Chinese name, English name or key, * optional): 账号*, 姓名*, 角色* (role
// codes or names, separated by , ， 、 or ;), 默认角色, 人员工号, 类型 (普通用户 / 系统管理员),
// 初始密码. A row whose 账号 exists changes that user (its password stays); a new user without
// 初始密码 gets a generated one, answered once in `passwords`.
import { a, type AttrDef } from '../../../../schemas/entities/define';
import type { ImportResult } from '../../../../schemas/rpc/datax';
import { readUploadedSheet } from '../../../../server/records/excel/import';
import { rm } from '../../../../server/records/messages';
import { validateAttrs } from '../../../../server/records/validate';
import { RpcError } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import type { UserImportResult } from '../../contracts/users';
import { sm } from '../messages';
import { minPasswordLength, passwordProblem } from './passwords';
import { writeUser } from './write';

const COLUMNS: AttrDef[] = [
  a.string('code', '账号', 'Code', { required: true, max: 128, noSpaces: true }),
  a.string('name', '姓名', 'Name', { required: true, max: 128 }),
  a.string('roles', '角色', 'Roles', { required: true, max: 2000 }),
  a.string('default_role', '默认角色', 'Default role', { max: 128 }),
  a.string('person', '人员工号', 'Employee number', { max: 128 }),
  a.string('kind', '类型', 'Kind', { max: 32 }),
  a.string('password', '初始密码', 'Initial password', { max: 64 }),
];

const norm = (s: string) => s.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();
const byHeader = new Map(COLUMNS.flatMap((c) => [c.name, c.nameEn, c.code].map((k) => [norm(k), c] as const)));
const KINDS = new Map<string, 0 | 1>([
  ['普通用户', 0],
  ['normaluser', 0],
  ['0', 0],
  ['系统管理员', 1],
  ['administrator', 1],
  ['systemadministrator', 1],
  ['1', 1],
]);

class Rollback extends Error {}

export async function importUsers(ctx: CallContext, fileId: number): Promise<UserImportResult> {
  const s = session(ctx);
  const lang = ctx.lang;
  const { rows } = await readUploadedSheet(ctx, fileId, (h) => byHeader.get(norm(h)));
  const roles = await s.db.selectFrom('role').select(['id', 'code', 'name']).execute();
  const roleOf = (ref: string) => roles.find((r) => r.code === ref) ?? roles.find((r) => r.name === ref);
  const errors: ImportResult['errors'] = [];
  const passwords: UserImportResult['passwords'] = [];
  let createCnt = 0;
  let updateCnt = 0;
  const seen = new Set<string>();
  const by = { tenantId: s.tenantId, userId: s.userId, userName: s.userName, lang };
  const minLength = await minPasswordLength(s.db, s.tenantId);
  try {
    await s.db.transaction().execute(async (trx) => {
      const persons = new Map(
        (await trx.selectFrom('person').select(['id', 'code']).where('code', 'in', [...new Set(rows.map((r) => String(r.raw.person ?? '').trim()).filter(Boolean)), '']).execute()).map((p) => [p.code, Number(p.id)]),
      );
      for (const row of rows) {
        const input = Object.fromEntries(Object.entries(row.raw).map(([k, v]) => [k, v == null ? null : String(v)]));
        const { values, errors: fields } = validateAttrs(COLUMNS, input, 'create', lang);
        const code = String(values.code ?? '').trim();
        if (code && seen.has(code)) fields.code = rm(lang, 'childDuplicate', { value: code });
        seen.add(code);
        const roleRefs = String(values.roles ?? '').split(/[,，、;；]/).map((r) => r.trim()).filter(Boolean);
        const roleIds = roleRefs.map((ref) => roleOf(ref)?.id);
        const unknownRole = roleRefs.find((ref) => !roleOf(ref));
        if (unknownRole) fields.roles = sm(lang, 'importRole', { value: unknownRole });
        const defaultRef = values.default_role ? String(values.default_role).trim() : '';
        if (defaultRef && !roleOf(defaultRef)) fields.default_role = sm(lang, 'importRole', { value: defaultRef });
        const personRef = values.person ? String(values.person).trim() : '';
        if (personRef && !persons.has(personRef)) fields.person = sm(lang, 'importPerson', { value: personRef });
        const kind = values.kind ? KINDS.get(norm(String(values.kind))) : 0;
        if (kind === undefined) fields.kind = sm(lang, 'importKind');
        const password = values.password ? String(values.password) : undefined;
        if (password && passwordProblem(password, minLength)) fields.password = sm(lang, 'weakPassword', { min: minLength });
        if (Object.keys(fields).length) {
          errors.push({ index: row.index, key: code, fields });
          continue;
        }
        const existing = await trx.selectFrom('app_user').select('id').where('code', '=', code).executeTakeFirst();
        try {
          const written = await writeUser(trx, by, {
            id: existing ? Number(existing.id) : null,
            code,
            name: String(values.name).trim(),
            roleIds: roleIds as number[],
            ...(defaultRef ? { defaultRoleId: roleOf(defaultRef)!.id } : {}),
            ...(personRef ? { personId: persons.get(personRef)! } : {}),
            kind,
            password: existing ? undefined : password,
          });
          if (existing) updateCnt++;
          else createCnt++;
          if (written.generated) passwords.push({ code, password: written.generated });
        } catch (e) {
          if (!(e instanceof RpcError)) throw e;
          // "user.roleIds: …" → the column it is about
          const [field, ...rest] = e.message.split(': ');
          const key = { 'user.code': 'code', 'user.personId': 'person', 'user.roleIds': 'roles', 'user.defaultRoleId': 'default_role' }[field] ?? 'code';
          errors.push({ index: row.index, key: code, fields: { [key]: rest.length ? rest.join(': ') : e.message } });
        }
      }
      if (errors.length) throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
    return { total: rows.length, successCnt: 0, createCnt: 0, updateCnt: 0, errors, passwords: [] };
  }
  return { total: rows.length, successCnt: createCnt + updateCnt, createCnt, updateCnt, errors, passwords };
}
