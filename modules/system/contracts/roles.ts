// portal.Role: the roles of the caller's tenant with their portal settings
// (category, code, level, login type, merged login, home page, skin), their data scope
// and the tenant's one default role. Reads are open to any logged-in user of the tenant (role
// pickers of the user and allocation pages); writes need the functions of 角色管理.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';
import { DATA_SCOPES, type DataScope } from '../../../schemas/rpc/portal';

export const ROLE_PAGE = 'system/Role';
const fn = (op: string) => ({ page: ROLE_PAGE, fn: `portal.role.${op}` });

export const LOGIN_TYPES = ['Password', 'Sms', 'Wechat'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export interface RoleView {
  id: number;
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  category: string | null;
  level: number;
  loginType: LoginType;
  mergedLogin: boolean;
  homePage: string | null;
  skin: string | null;
  description: string | null;
  dataScope: DataScope;
  defaultTag: boolean;
  /** 0 enabled, 1 disabled */
  statusDict: 0 | 1;
  /** how many users hold it */
  userCount: number;
  createDt: string;
  modifyDt: string;
}

/** getTree: the roles by category (spec: classifyId), each category a node of its roles. */
export interface RoleTreeNode {
  id: string;
  label: string;
  type: 'category' | 'role';
  role?: RoleView;
  children?: RoleTreeNode[];
}

const text = (max: number) => z.string().trim().max(max);
const code = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(128)
  .regex(/^\S+$/, 'must not contain spaces');

export const roleInput = z.object({
  id: idArg.nullish(),
  code,
  name: text(128).min(1, 'is required'),
  nameIntl: z.record(z.string(), z.string().max(128)).optional(),
  category: text(64).nullish(),
  level: z.number().int().min(0).max(999).optional(),
  loginType: z.enum(LOGIN_TYPES).optional(),
  mergedLogin: z.boolean().optional(),
  homePage: text(256).nullish(),
  skin: text(64).nullish(),
  description: text(1024).nullish(),
  dataScope: z.enum(DATA_SCOPES).optional(),
  defaultTag: z.boolean().optional(),
  statusDict: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type RoleInput = z.infer<typeof roleInput>;

export const roleQuery = z.object({
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(500).default(20),
  /** code or name contains */
  name: text(128).optional(),
  category: text(64).optional(),
  /** classifyIds of the spec: several categories */
  categories: z.array(text(64)).max(100).optional(),
});
export type RoleQuery = z.infer<typeof roleQuery>;

const ids = z.array(idArg).min(1, 'is required').max(1000);

export const portalRole = defineService('portal.Role', {
  getTree: call<[], RoleTreeNode[]>(args(), 'session'),
  getOneById: call<[number], RoleView>(args(['id', idArg]), 'session'),
  /** creates (no id) or changes (id) a role */
  save: call<[RoleInput], RoleView>(args(['role', roleInput]), ([r]) => fn(r.id ? 'update' : 'create')),
  add: call<[RoleInput], RoleView>(args(['role', roleInput]), fn('create')),
  deleteById: call<[number], { removed: number }>(args(['id', idArg]), fn('delete')),
  /** every role of the tenant (optionally by category or name), ordered by level and code */
  getList: call<[Partial<RoleQuery>?], RoleView[]>(args(['query', roleQuery.partial().optional()]), 'session'),
  remove: call<[number[]], { removed: number }>(args(['ids', ids]), fn('delete')),
  summaryPage: call<[RoleQuery], Paged<RoleView>>(args(['query', roleQuery]), 'session'),
});
