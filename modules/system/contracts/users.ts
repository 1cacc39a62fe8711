// portal.User: the users of the caller's tenant. Their writes need the
// operation codes of 用户管理 (portal.user.create, update, delete, setDefault, lock,
// unlock, resetPwd; unbindWechat has no call: the product binds no WeChat accounts); a state is Normal (0) or Restricted (1, cannot log in), a kind a normal user
// (0) or a system administrator (1). Passwords travel encrypted with the login public key
// (RSA-OAEP, SHA-256) like at logon, never in clear.
import { z } from 'zod';
import type { ImportResult } from '../../../schemas/rpc/datax';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';

export const USER_PAGE = 'system/User';
const fn = (op: string) => ({ page: USER_PAGE, fn: `portal.user.${op}` });
export const userFunction = (op: 'create' | 'update' | 'delete' | 'setDefault' | 'lock' | 'unlock' | 'resetPwd' | 'unbindWechat') => `portal.user.${op}`;

export interface UserView {
  id: number;
  code: string;
  name: string;
  personId: number | null;
  personCode: string | null;
  personName: string | null;
  organId: number | null;
  organName: string | null;
  /** 0 Normal, 1 Restricted */
  state: 0 | 1;
  /** 0 normal user, 1 system administrator */
  kind: 0 | 1;
  defaultRoleId: number | null;
  roles: Array<{ id: number; code: string; name: string }>;
  language: string;
  createDt: string;
  modifyDt: string;
}

/** A user as pickers list it (getAllUsers). */
export interface UserBrief {
  id: number;
  code: string;
  name: string;
}

const encrypted = z.string().min(1, 'is required').max(4096);
const state = z.union([z.literal(0), z.literal(1)]);

export const userInput = z.object({
  id: idArg.nullish(),
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(128)
    .regex(/^\S+$/, 'must not contain spaces'),
  name: z.string().trim().min(1, 'is required').max(128),
  personId: idArg.nullish(),
  organId: idArg.nullish(),
  kind: state.optional(),
  state: state.optional(),
  roleIds: z.array(idArg).max(200).optional(),
  defaultRoleId: idArg.nullish(),
  language: z.enum(['zh_CN', 'en_US']).optional(),
  /** a new user's password, encrypted like at logon (none: one is generated and answered once) */
  password: encrypted.optional(),
});
export type UserInput = z.infer<typeof userInput>;

export const userQuery = z.object({
  page: z.number().int().min(1, 'must be at least 1').optional(),
  /** the spec's name of page */
  pageIndex: z.number().int().min(1, 'must be at least 1').optional(),
  pageSize: z.number().int().min(1, 'must be at least 1').max(500).default(20),
  /** login code contains */
  code: z.string().trim().max(128).optional(),
  /** code or name contains (the spec's search value) */
  value: z.string().trim().max(128).optional(),
  state: state.optional(),
  kind: state.optional(),
  roleId: idArg.optional(),
  departmentId: idArg.optional(),
});
export type UserQuery = z.infer<typeof userQuery>;

/** one id, a list, or a page action's {ids} */
const someUsers = z.union([
  z.array(idArg).min(1, 'is required').max(1000),
  z.object({ ids: z.array(idArg).min(1, 'is required').max(1000) }).loose().transform((o) => o.ids),
  idArg.transform((id) => [id]),
]);

export interface SavedUser extends UserView {
  /** the generated password of a new user created without one: shown once, never stored in clear */
  password?: string;
}

export interface UserImportResult extends ImportResult {
  /** passwords generated for imported users whose row left it empty: shown once */
  passwords: Array<{ code: string; password: string }>;
}

export const portalUser = defineService('portal.User', {
  /** [personId]: the user of a person, or null */
  getOneBySourceId: call<[number], UserView | null>(args(['personId', idArg]), { page: USER_PAGE }),
  listPage: call<[UserQuery], Paged<UserView>>(args(['query', userQuery]), { page: USER_PAGE }),
  /** creates (no id) or changes (id) a user, with its roles and default role */
  save: call<[UserInput], SavedUser>(args(['user', userInput]), ([u]) => fn(u.id ? 'update' : 'create')),
  /** [ids]: an empty list is refused with 批量删除用户，参数为空。 */
  batchRemove: call<[number[]?], { removed: number }>(args(['ids', z.array(idArg).max(1000).optional()]), fn('delete')),
  getOneById: call<[number], UserView>(args(['id', idArg]), { page: USER_PAGE }),
  unlock: call<[number[]], { updated: number }>(args(['ids', someUsers]), fn('unlock')),
  /** [userId, roleId]: the role the user logs in with unless it picks another; one of its roles */
  setDefaultRole: call<[number, number], UserView>(args(['userId', idArg], ['roleId', idArg]), fn('setDefault')),
  /** restricts the users: they cannot log in, and their open sessions end */
  lock: call<[number[]], { updated: number }>(args(['ids', someUsers]), fn('lock')),
  /**
   * [userId, password, newPassword], both encrypted: `password` is the caller's own current
   * password (also when an administrator holding 重置密码 sets another user's)
   */
  modifyPassword: call<[number, string, string], true>(args(['userId', idArg], ['password', encrypted], ['newPassword', encrypted]), 'session'),
  /** [userId, newPassword?]: a given (encrypted) password, or a generated one answered once */
  resetPassword: call<[number, string?], { userId: number; password?: string }>(args(['userId', idArg], ['newPassword', encrypted.optional()]), fn('resetPwd')),
  /** [fileId]: users from an uploaded .xlsx (账号, 姓名, 人员工号, 角色, 默认角色, 类型, 初始密码); all or nothing */
  leadIn: call<[number], UserImportResult>(args(['fileId', idArg]), fn('create')),
  /** [tenantId, enabled] (platform): every user of a tenant Normal (true) or Restricted (false) */
  enableByTenant: call<[string, boolean], { updated: number }>(
    args(['tenantId', z.string().regex(/^[0-9]{8}$/, 'must be a tenant id of 8 digits')], ['enabled', z.boolean()]),
    { page: 'tenant/tenant', op: 'update' },
  ),
  /** the caller's own user */
  get: call<[], UserView>(args(), 'session'),
  /** [{roleIds?, departmentIds?}]: normal users holding one of the roles and/or in one of the departments */
  getUsersByRoleAndDept: call<[{ roleIds?: number[]; departmentIds?: number[] }], Array<UserBrief & { departmentIds: number[] }>>(
    args(['query', z.object({ roleIds: z.array(idArg).max(500).optional(), departmentIds: z.array(idArg).max(2000).optional() })]),
    'session',
  ),
  getAllUsers: call<[], UserBrief[]>(args(), 'session'),
});
