// Contracts of portal.MenuAlloc (menu allocation): a role's nav tree and page
// details (any logged-in user, for its own roles), and the implementer's allocation of pages,
// buttons and fields to roles and the row limits of their pages (menu limit conditions), all
// system/Role's function portal.role.allocate (used on system/RoleAllocation).
import { z } from 'zod';
import type { NavNode, PortalType } from '../menus/types';
import { args, call, defineService, idArg, portalType } from './define';
import type { PageDetail } from './portal';
import { dragArg, type DragArg, type MenuItem, type PageFieldRow } from './portal-menu';

const allocate = { page: 'system/Role', fn: 'portal.role.allocate' } as const;

/** A node of a role's allocation tree (modules, pages, copies, buttons). */
export interface AllocNode {
  id: number;
  menuId: number;
  parentId: number | null;
  type: number;
  code: string;
  name: string;
  url: string | null;
  sn: number;
  copyTag: boolean;
  ownFields: boolean;
  children: AllocNode[];
}

/** The designer's tree with, per item, the role's allocation of it (null: not allocated). */
export type AllocatableItem = MenuItem & { allocId: number | null; children?: AllocatableItem[] };

const block = z.enum(['Header', 'Item', 'Form', 'Table']);

/** default values are JSON {dictValue, commonValue, normalValue} */
const defaultValue = z
  .string()
  .max(4000)
  .nullish()
  .refine(
    (v) => {
      if (v == null || v === '') return true;
      try {
        const j = JSON.parse(v) as unknown;
        return !!j && typeof j === 'object' && !Array.isArray(j) && Object.keys(j).every((k) => ['dictValue', 'commonValue', 'normalValue'].includes(k));
      } catch {
        return false;
      }
    },
    { message: 'must be JSON with dictValue, commonValue or normalValue' },
  );

export const fieldSetting = z.object({
  block,
  code: z.string().min(1).max(128),
  plateCode: z.string().max(128).default(''),
  name: z.string().trim().min(1).max(128).optional(),
  displayTag: z.boolean().optional(),
  editTag: z.boolean().optional(),
  requiredTag: z.boolean().optional(),
  /** a grid span 0–24 in forms; a column's width in px in the Table block (engine/fieldMeta columnWidthOf) */
  width: z.number().int().min(0).max(2000).optional(),
  defaultValue,
  limitValue: z.string().max(4000).nullish(),
  sn: z.number().int().min(0).max(1_000_000).optional(),
}).refine((f) => f.block === 'Table' || f.width === undefined || f.width <= 24, { message: 'a form field spans 0 to 24 grid columns', path: ['width'] });
export type FieldSetting = z.input<typeof fieldSetting>;
const fieldKey = z.object({ block, code: z.string().min(1).max(128), plateCode: z.string().max(128).default('') });

/** Menu limit conditions (issue 9): operators of one condition over an attribute of the page's entity. */
export const LIMIT_OPS = ['eq', 'ne', 'in', 'notIn', 'gt', 'ge', 'lt', 'le', 'contains', 'isNull', 'notNull'] as const;
export type LimitOp = (typeof LIMIT_OPS)[number];
/** operators taking no value / a list of values (the rest take one value) */
export const NO_VALUE_OPS: readonly LimitOp[] = ['isNull', 'notNull'];
export const LIST_OPS: readonly LimitOp[] = ['in', 'notIn'];

const limitScalar = z.union([z.string().max(512), z.number(), z.boolean()]);
export const limitCondition = z
  .object({ attr: z.string().trim().min(1).max(128), op: z.enum(LIMIT_OPS), value: z.union([limitScalar, z.array(limitScalar).min(1).max(200)]).nullish() })
  .superRefine((c, ctx) => {
    const list = Array.isArray(c.value);
    if (NO_VALUE_OPS.includes(c.op)) {
      if (c.value != null) ctx.addIssue({ code: 'custom', path: ['value'], message: `${c.attr}: ${c.op} takes no value` });
    } else if (LIST_OPS.includes(c.op) ? !list : list || c.value == null || c.value === '') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${c.attr}: ${c.op} needs ${LIST_OPS.includes(c.op) ? 'a list of values' : 'one value'}` });
    }
  });
export type LimitCondition = z.infer<typeof limitCondition>;
/** positive: a record must hold every condition; reverse: a record holding every condition is left out */
export interface PageLimit {
  positive: LimitCondition[];
  reverse: LimitCondition[];
}
/** An allocated page's limits with what the screen needs to edit them: the entity and its attributes. */
export interface PageLimitView extends PageLimit {
  allocId: number;
  /** null: the page shows no entity (no limits possible) */
  entityCode: string | null;
  attrs: Array<{ code: string; name: string; dataType: string }>;
}

/** A field of an allocated page as the allocation screen shows it: the page's field and the role's setting. */
export type AllocField = PageFieldRow & { allocated: boolean };

export const portalMenuAlloc = defineService('portal.MenuAlloc', {
  getAllocatedPortalTree: call<[PortalType, number], NavNode[]>(args(['portalType', portalType], ['roleId', idArg]), 'session'),
  /** [pageId, roleId]: one of the caller's roles, or any role of the tenant for an implementer */
  getPageDetail: call<[number, number], PageDetail>(args(['pageId', idArg], ['roleId', idArg]), 'session'),
  /** [pageUrl, roleId] */
  getPageDetailByUrl: call<[string, number], PageDetail>(args(['pageUrl', z.string().min(1).max(512)], ['roleId', idArg]), 'session'),
  todoCount: call<[], { todo: number; message: number; total: number }>(args(), 'session'),

  /** [portalType, roleId]: every item the tenant sees, each with the role's allocation of it */
  listTree: call<[PortalType, number], AllocatableItem[]>(args(['portalType', portalType], ['roleId', idArg]), allocate),
  /** [portalType, roleId]: the role's allocation tree (buttons included) */
  getAllocatedTree: call<[PortalType, number], AllocNode[]>(args(['portalType', portalType], ['roleId', idArg]), allocate),
  /** [{roleId, portalType, menuIds}]: allocates the items (with their ancestors; a page with its buttons) */
  create: call<[{ roleId: number; portalType: PortalType; menuIds: number[] }], { allocated: number }>(
    args(['alloc', z.object({ roleId: idArg, portalType, menuIds: z.array(idArg).min(1).max(5000) })]),
    allocate,
  ),
  /** [allocId]: the node and everything under it */
  delete: call<[number], { removed: number }>(args(['allocId', idArg]), allocate),
  deleteByIds: call<[number[]], { removed: number }>(args(['allocIds', z.array(idArg).min(1).max(5000)]), allocate),
  /** [{id, name?, nameEn?, sn?}]: the role's own name or order of a node */
  update: call<[{ id: number; name?: string; nameEn?: string; sn?: number }], AllocNode>(
    args(['node', z.object({ id: idArg, name: z.string().trim().min(1).max(128).optional(), nameEn: z.string().trim().max(128).optional(), sn: z.number().int().min(0).optional() })]),
    allocate,
  ),
  drag: call<[DragArg], AllocNode>(args(['drag', dragArg]), allocate),
  /** [{allocId, code, name, url}]: a copy of an allocated page (needCopy): its own route, functions prefixed `code@` */
  copy: call<[{ allocId: number; code: string; name: string; url: string }], AllocNode>(
    args([
      'copy',
      z.object({
        allocId: idArg,
        code: z.string().trim().min(1).max(128).regex(/^[A-Za-z0-9_]+$/, 'letters, digits and _ only'),
        name: z.string().trim().min(1).max(128),
        url: z.string().trim().min(1).max(512).regex(/^[A-Za-z0-9_\-/]+$/, 'letters, digits, _ - and / only'),
      }),
    ]),
    allocate,
  ),
  /** [{allocId, menuIds}]: buttons of the allocated page given to the role */
  addButton: call<[{ allocId: number; menuIds: number[] }], { allocated: number }>(args(['buttons', z.object({ allocId: idArg, menuIds: z.array(idArg).min(1).max(500) })]), allocate),
  updateButton: call<[{ id: number; name: string }], AllocNode>(args(['button', z.object({ id: idArg, name: z.string().trim().min(1).max(128) })]), allocate),
  removeButtons: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(500)]), allocate),
  /** [allocId]: the fields the role gets on the page (its own list, else the page's) */
  listFieldByMenu: call<[number], { ownFields: boolean; fields: PageFieldRow[] }>(args(['allocId', idArg]), allocate),
  /** [menuId, allocId]: every field the page offers, each with the role's setting and whether it has it */
  getFieldBySourceAndTarget: call<[number, number], AllocField[]>(args(['menuId', idArg], ['allocId', idArg]), allocate),
  /** [{allocId, fields}]: fields given to the role or their settings changed (display, edit, required, width, default, limit, order, plate) */
  addField: call<[{ allocId: number; fields: FieldSetting[] }], { saved: number }>(
    args(['fields', z.object({ allocId: idArg, fields: z.array(fieldSetting).min(1).max(1000) })]),
    allocate,
  ),
  /** [allocId]: the page's menu limit conditions and the attributes they may name */
  getLimits: call<[number], PageLimitView>(args(['allocId', idArg]), allocate),
  /** [{allocId, positive, reverse}]: sets them (both empty: no limit); an attribute not of the page's entity is 400 */
  saveLimits: call<[{ allocId: number; positive: LimitCondition[]; reverse: LimitCondition[] }], PageLimitView>(
    args(['limits', z.object({ allocId: idArg, positive: z.array(limitCondition).max(50), reverse: z.array(limitCondition).max(50) })]),
    allocate,
  ),
  /** [{allocId, fields}]: fields taken from the role (by block, plate and code) */
  removeFields: call<[{ allocId: number; fields: Array<{ block: string; code: string; plateCode?: string }> }], { removed: number }>(
    args(['fields', z.object({ allocId: idArg, fields: z.array(fieldKey).min(1).max(1000) })]),
    allocate,
  ),
});
