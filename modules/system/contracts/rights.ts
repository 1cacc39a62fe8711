// portal.Right: the tenant's permission definition tree: groups and data items whose kind
// is boolean, multi-select, single-select or number, and each role's value of an item. An item a
// role has a value for is in use and cannot be deleted; a group with items neither. Defining
// items is 编辑 of 角色管理 (portal.role.update), giving roles values 分配权限 (portal.role.allocate).
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import { ROLE_PAGE } from './roles';

export const RIGHT_KINDS = ['group', 'boolean', 'multi', 'single', 'number'] as const;
export type RightKind = (typeof RIGHT_KINDS)[number];

export interface RightOption {
  value: string;
  label: string;
  labelEn?: string;
}

/** number items: bounds (inclusive) */
export interface NumberBounds {
  min?: number;
  max?: number;
}

export interface RightNode {
  id: number;
  parentId: number | null;
  kind: RightKind;
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  /** single/multi: the choices; number: bounds; else [] */
  options: RightOption[] | NumberBounds;
  sn: number;
  description: string | null;
  /** how many roles have a value for it */
  roleCount: number;
  children: RightNode[];
}

/** A role's value of an item: boolean, string (single), string[] (multi) or number. */
export type RightValue = boolean | string | string[] | number;

const option = z.object({ value: z.string().trim().min(1).max(64), label: z.string().trim().min(1).max(128), labelEn: z.string().trim().max(128).optional() });

export const rightInput = z.object({
  id: idArg.nullish(),
  parentId: idArg.nullish(),
  kind: z.enum(RIGHT_KINDS),
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(128)
    .regex(/^\S+$/, 'must not contain spaces'),
  name: z.string().trim().min(1, 'is required').max(128),
  nameIntl: z.record(z.string(), z.string().max(128)).optional(),
  options: z.union([z.array(option).max(100), z.object({ min: z.number().optional(), max: z.number().optional() })]).optional(),
  sn: z.number().int().min(0).max(100000).optional(),
  description: z.string().trim().max(1024).nullish(),
});
export type RightInput = z.infer<typeof rightInput>;

const rightValue = z.union([z.boolean(), z.number(), z.string().max(64), z.array(z.string().max(64)).max(100)]);

export const portalRight = defineService('portal.Right', {
  /** the whole tree, groups first by sn */
  tree: call<[], RightNode[]>(args(), { page: ROLE_PAGE }),
  save: call<[RightInput], RightNode>(args(['right', rightInput]), { page: ROLE_PAGE, fn: 'portal.role.update' }),
  delete: call<[number], { removed: number }>(args(['id', idArg]), { page: ROLE_PAGE, fn: 'portal.role.update' }),
  /** [roleId]: the role's values by item */
  roleValues: call<[number], Array<{ rightId: number; code: string; value: RightValue }>>(args(['roleId', idArg]), { page: ROLE_PAGE }),
  /** [roleId, values]: sets these items' values (null removes one); others stay */
  setRoleValues: call<[number, Array<{ rightId: number; value: RightValue | null }>], Array<{ rightId: number; code: string; value: RightValue }>>(
    args(['roleId', idArg], ['values', z.array(z.object({ rightId: idArg, value: rightValue.nullable() })).max(1000)]),
    { page: ROLE_PAGE, fn: 'portal.role.allocate' },
  ),
  /** the caller's current role's values by item code (what pages ask to decide) */
  mine: call<[], Record<string, RightValue>>(args(), 'session'),
});
