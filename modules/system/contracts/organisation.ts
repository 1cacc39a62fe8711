// mdm.organ and mdm.department: the organisations and departments of the
// caller's tenant as lists, trees (department tree node: id, label, type 1
// organisation else department, item with parentId, belongId, organName, children), one record,
// add, update, delete and update status (0 start up, 1 disable). Their writes need the functions
// of 组织机构 (system.organ.*) and 部门管理 (system.department.*); reading the trees is open to
// the tenant (department pickers of flows, people and users).
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';

export const ORGAN_PAGE = 'system/Organ';
export const DEPARTMENT_PAGE = 'system/Department';

export const DEPARTMENT_TYPES = ['Depart', 'DepartGroup', 'Workshop', 'ProductionLine'] as const;
export type DepartmentType = (typeof DEPARTMENT_TYPES)[number];
export const ORGAN_FUNCTIONS = ['EquipmentMaintenance', 'WarehouseManagement', 'QualityInspection'] as const;
export type OrganFunction = (typeof ORGAN_FUNCTIONS)[number];

export interface OrganView {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  parentName: string | null;
  belongId: number | null;
  description: string | null;
  /** 0 started up, 1 disabled */
  statusDict: 0 | 1;
  allowRegisterTag: boolean;
  functions: OrganFunction[];
  createDt: string;
  modifyDt: string;
}

export interface DepartmentView {
  id: number;
  code: string;
  name: string;
  organId: number;
  organName: string;
  parentId: number | null;
  parentName: string | null;
  /** the organisation's own parent organisation (shell spec: item.belongId) */
  belongId: number | null;
  type: DepartmentType;
  description: string | null;
  statusDict: 0 | 1;
  createDt: string;
  modifyDt: string;
}

/** A node of the department tree: type 1 an organisation, 2 a department. `key` is unique across both. */
export interface OrgTreeNode {
  id: number;
  key: string;
  label: string;
  type: 1 | 2;
  disabled: boolean;
  item: (OrganView | DepartmentView) & { parentId: number | null; belongId: number | null; organName: string };
  children: OrgTreeNode[];
}

const code = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(128)
  .regex(/^\S+$/, 'must not contain spaces');
const name = z.string().trim().min(1, 'is required').max(128);
const description = z.string().trim().max(1024).nullish();
const status = z.union([z.literal(0), z.literal(1)]);
const paging = {
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(500).default(20),
};

export const organInput = z.object({
  id: idArg.nullish(),
  code,
  name,
  parentId: idArg.nullish(),
  description,
  allowRegisterTag: z.boolean().optional(),
  functions: z.array(z.enum(ORGAN_FUNCTIONS)).max(ORGAN_FUNCTIONS.length).optional(),
});
export type OrganInput = z.infer<typeof organInput>;

export const departmentInput = z.object({
  id: idArg.nullish(),
  code,
  name,
  organId: idArg,
  parentId: idArg.nullish(),
  type: z.enum(DEPARTMENT_TYPES).default('Depart'),
  description,
});
export type DepartmentInput = z.infer<typeof departmentInput>;

export const organQuery = z.object({ ...paging, code: z.string().trim().max(128).optional(), name: z.string().trim().max(128).optional(), statusDict: status.optional() });
export const departmentQuery = organQuery.extend({ organId: idArg.optional(), parentId: idArg.optional(), type: z.enum(DEPARTMENT_TYPES).optional() });
export type OrganQuery = z.infer<typeof organQuery>;
export type DepartmentQuery = z.infer<typeof departmentQuery>;

const treeQuery = z.object({ organId: idArg.optional(), enabledOnly: z.boolean().optional() }).optional();

/** [id, statusDict]: 0 needs 启用 (enable), 1 停用 (disable) of the page */
const statusArgs = args(['id', idArg], ['statusDict', status]);

export const mdmOrgan = defineService('mdm.organ', {
  summary: call<[OrganQuery], Paged<OrganView>>(args(['query', organQuery]), { page: ORGAN_PAGE }),
  /** the organisations as a tree (type-1 nodes) */
  getAll: call<[{ enabledOnly?: boolean }?], OrgTreeNode[]>(args(['query', treeQuery]), 'session'),
  info: call<[number], OrganView>(args(['id', idArg]), { page: ORGAN_PAGE }),
  add: call<[OrganInput], OrganView>(args(['organ', organInput]), { page: ORGAN_PAGE, op: 'create' }),
  update: call<[OrganInput & { id: number }], OrganView>(args(['organ', organInput.extend({ id: idArg })]), { page: ORGAN_PAGE, op: 'update' }),
  delete: call<[number], { removed: number }>(args(['id', idArg]), { page: ORGAN_PAGE, op: 'delete' }),
  updateStatus: call<[number, 0 | 1], OrganView>(statusArgs, ([, s]) => ({ page: ORGAN_PAGE, op: s === 0 ? 'enable' : 'disable' })),
});

export const mdmDepartment = defineService('mdm.department', {
  summary: call<[DepartmentQuery], Paged<DepartmentView>>(args(['query', departmentQuery]), { anyOf: [{ page: ORGAN_PAGE }, { page: DEPARTMENT_PAGE }] }),
  /** organisations and their departments as one tree of department tree nodes */
  getAll: call<[{ organId?: number; enabledOnly?: boolean }?], OrgTreeNode[]>(args(['query', treeQuery]), 'session'),
  info: call<[number], DepartmentView>(args(['id', idArg]), { anyOf: [{ page: ORGAN_PAGE }, { page: DEPARTMENT_PAGE }] }),
  add: call<[DepartmentInput], DepartmentView>(args(['department', departmentInput]), { page: DEPARTMENT_PAGE, op: 'create' }),
  update: call<[DepartmentInput & { id: number }], DepartmentView>(args(['department', departmentInput.extend({ id: idArg })]), { page: DEPARTMENT_PAGE, op: 'update' }),
  delete: call<[number], { removed: number }>(args(['id', idArg]), { page: DEPARTMENT_PAGE, op: 'delete' }),
  updateStatus: call<[number, 0 | 1], DepartmentView>(statusArgs, ([, s]) => ({ page: DEPARTMENT_PAGE, op: s === 0 ? 'enable' : 'disable' })),
});
