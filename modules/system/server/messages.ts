// What the administration calls (users, roles, organisation, people, rights) say to callers, in
// the caller's language. The spec's own texts are kept exactly (批量删除用户，参数为空。).
import type { Lang } from '../../../server/i18n';

const texts = {
  batchRemoveEmpty: ['批量删除用户，参数为空。', 'Batch user deletion: the id list is empty.'],
  notFound: ['{what}不存在：{id}', 'No such {what}: {id}'],
  duplicateCode: ['编码「{code}」已存在', 'The code "{code}" already exists'],
  duplicateName: ['名称「{name}」已存在', 'The name "{name}" already exists'],
  duplicateUser: ['账号「{code}」已存在', 'The user code "{code}" already exists'],
  roleInUse: ['角色「{name}」已分配给 {n} 个用户，不能删除', 'Role "{name}" is held by {n} users and cannot be deleted'],
  roleMissing: ['角色不存在：{id}', 'No such role: {id}'],
  defaultRoleNotHeld: ['默认角色必须是用户拥有的角色之一', 'The default role must be one of the user’s roles'],
  noRoles: ['用户至少需要一个角色', 'A user needs at least one role'],
  personTaken: ['人员「{name}」已关联账号「{code}」', 'Person "{name}" already has the user "{code}"'],
  notSelf: ['不能对当前登录用户执行此操作', 'You cannot do this to your own user'],
  notUserRole: ['用户「{name}」没有该角色：{id}', 'User {name} does not hold role {id}'],
  wrongPassword: ['原密码错误', 'The current password is wrong'],
  badCipher: ['{field}: 密码无法解密，请使用登录公钥以 RSA-OAEP (SHA-256) 加密', '{field}: cannot be decrypted: encrypt it with the login public key (RSA-OAEP, SHA-256)'],
  weakPassword: ['新密码须为 {min}–64 位，且同时包含字母和数字', 'The new password needs {min}–64 characters with letters and digits'],
  samePassword: ['新密码不能与原密码相同', 'The new password must differ from the current one'],
  parentSelf: ['上级不能是自己或自己的下级', 'The parent cannot be the record itself or one of its descendants'],
  parentOtherOrgan: ['上级部门必须属于同一组织', 'The parent department must belong to the same organisation'],
  movedWithChildren: ['部门「{name}」有下级部门，不能更换所属组织', 'Department "{name}" has sub-departments and cannot move to another organisation'],
  hasChildren: ['存在下级节点，不能删除：{name}', 'Has child nodes and cannot be deleted: {name}'],
  organHasDepartments: ['组织「{name}」下存在 {n} 个部门，不能删除', 'Organisation "{name}" has {n} departments and cannot be deleted'],
  organInUse: ['组织「{name}」已被{what}引用（{n} 条），不能删除', 'Organisation "{name}" is used by {n} {what} and cannot be deleted'],
  departmentInUse: ['部门「{name}」下存在 {n} 名人员，不能删除', 'Department "{name}" has {n} people and cannot be deleted'],
  personInUse: ['人员「{name}」已被{what}引用，不能删除', 'Person "{name}" is used by {what} and cannot be deleted'],
  users: ['用户', 'users'],
  persons: ['人员', 'people'],
  departments: ['部门', 'departments'],
  role: ['角色', 'role'],
  user: ['用户', 'user'],
  organ: ['组织', 'organisation'],
  department: ['部门', 'department'],
  right: ['权限项', 'permission item'],
  rightInUse: ['权限项「{name}」已被 {n} 个角色使用，不能删除', 'Permission item "{name}" is used by {n} roles and cannot be deleted'],
  rightParent: ['上级必须是权限分组', 'The parent must be a permission group'],
  rightOptions: ['{name}: 单选和多选权限项至少需要一个选项', '{name}: single- and multi-select items need at least one option'],
  rightKindChange: ['权限项「{name}」已被角色使用，不能更改类型', 'Permission item "{name}" is in use: its kind cannot change'],
  rightValue: ['权限项「{name}」的值不符合其类型：{detail}', 'The value of "{name}" does not fit its kind: {detail}'],
  rightGroupValue: ['权限分组「{name}」不能赋值', 'Permission group "{name}" takes no value'],
  tenantMissing: ['租户不存在：{id}', 'No such tenant: {id}'],
  importRole: ['角色不存在：{value}', 'no such role: {value}'],
  importPerson: ['人员不存在：{value}', 'no such person: {value}'],
  importKind: ['类型必须是「普通用户」或「系统管理员」', 'kind must be 普通用户 (normal user) or 系统管理员 (administrator)'],
} as const satisfies Record<string, readonly [string, string]>;

export type SystemMessage = keyof typeof texts;

export function sm(lang: Lang, key: SystemMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
