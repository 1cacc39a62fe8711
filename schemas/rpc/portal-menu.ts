// Contracts of the menu designer (portal.Menu) and the call catalogue (portal.Api).
// The product's items (from the code) are read-only; a tenant designs its own items
// beside and under them. Functions: system/App's portal.menu.list / create / update / delete (Web and
// App portals), system/Hmi's system.hmi.view / create / update / delete (the Hmi portal).
import { z } from 'zod';
import { checkTemplateParams } from '../pages/params-schema';
import { args, call, defineService, idArg, portalType } from './define';
import type { PortalType } from '../menus/types';

/** The literal id of an item not saved yet. */
export const TMP_ID = 'tmpId';
export const MENU_TYPES = { root: 0, module: 1, page: 2, button: 3, flow: 4 } as const;

export interface MenuItem {
  id: number;
  name: string;
  nameIntl: Record<string, string>;
  code: string;
  url: string | null;
  remark: string | null;
  icon: string | null;
  type: 0 | 1 | 2 | 3 | 4;
  portalType: PortalType;
  parentId: number | null;
  sn: number;
  lowcodeTag: boolean;
  params: string | null;
  pageType: 'System' | 'Business';
  /** the caller's tenant made it: it may change and delete it */
  own: boolean;
  children?: MenuItem[];
}

const menuCode = z.string().trim().min(1, 'is required').max(128).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');
const menuUrl = z.string().trim().min(1).max(512).regex(/^[A-Za-z0-9_\-/]+$/, 'letters, digits, _ - and / only');
const params = z
  .string()
  .max(20_000)
  .nullish()
  .superRefine((text, ctx) => {
    for (const p of checkTemplateParams(text)) ctx.addIssue({ code: 'custom', message: p.path ? `${p.path}: ${p.message}` : p.message });
  });

const itemFields = {
  name: z.string().trim().min(1, 'is required').max(128),
  nameEn: z.string().trim().max(128).nullish(),
  code: menuCode,
  url: menuUrl.nullish(),
  remark: z.string().max(1024).nullish(),
  icon: z.string().max(64).regex(/^[A-Za-z0-9]*$/, 'an icon name').nullish(),
  params,
  lowcodeTag: z.boolean().optional(),
  sn: z.number().int().min(0).max(1_000_000).optional(),
};

export const menuCreate = z.object({
  /** spec: an unsaved item carries the literal id tmpId */
  id: z.literal(TMP_ID).optional(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  portalType,
  parentId: idArg.nullable(),
  ...itemFields,
});
export type MenuCreate = z.infer<typeof menuCreate>;

export const menuUpdate = z.object({ id: idArg, ...itemFields });
export type MenuUpdate = z.infer<typeof menuUpdate>;

/** drag: put `id` before or after `targetId`, or inside it (as its last child) */
export const dragArg = z.object({ id: idArg, targetId: idArg, position: z.enum(['before', 'after', 'inner']) });
export type DragArg = z.infer<typeof dragArg>;

export interface PageFieldRow {
  id: number;
  code: string;
  name: string;
  dataType: string;
  block: 'Header' | 'Item' | 'Form' | 'Table';
  plateCode: string;
  displayTag: boolean;
  editTag: boolean;
  requiredTag: boolean;
  width: number;
  defaultValue: string | null;
  limitValue: string | null;
  sn: number;
  belongPlateId: number | null;
}

export type MenuOp = 'list' | 'create' | 'update' | 'delete';
/** system/App designs the Web and App portals (portal.menu.*), system/Hmi the Hmi portal (system.hmi.*, list = view) */
export const onPortal = (op: MenuOp, portal: PortalType) => (portal === 'Hmi' ? { page: 'system/Hmi', op: op === 'list' ? 'view' : op } : { page: 'system/App', fn: `portal.menu.${op}` });
/** calls naming no portal: either designer's function here; the service then checks the item's portal (portal.Menu.ts) */
const fn = (op: MenuOp) => ({ anyOf: [onPortal(op, 'Web'), onPortal(op, 'Hmi')] });

export const portalMenu = defineService('portal.Menu', {
  /** [{portalType, parentId?, type?, text?}]: items matching, flat, in tree order */
  getItemsByCond: call<[{ portalType: PortalType; parentId?: number | null; type?: number; text?: string }], MenuItem[]>(
    args(['cond', z.object({ portalType, parentId: idArg.nullish(), type: z.number().int().min(0).max(4).optional(), text: z.string().max(128).optional() })]),
    ([c]) => onPortal('list', c.portalType),
  ),
  /** [portalType]: the whole tree of a portal (the product's items and the tenant's own) */
  listTree: call<[PortalType], MenuItem[]>(args(['portalType', portalType]), ([p]) => onPortal('list', p)),
  create: call<[MenuCreate], MenuItem>(args(['item', menuCreate]), ([item]) => onPortal('create', item.portalType)),
  update: call<[MenuUpdate], MenuItem>(args(['item', menuUpdate]), fn('update')),
  drag: call<[DragArg], MenuItem>(args(['drag', dragArg]), fn('update')),
  /** [id]: refused while the item has children */
  delete: call<[number], { removed: number }>(args(['id', idArg]), fn('delete')),
  /** [menuId]: the page's own fields (every block) */
  getPageDetail: call<[number], { id: number; code: string; name: string; url: string | null; params: string | null; fields: PageFieldRow[] }>(args(['menuId', idArg]), fn('list')),
  /** [targetMenuId, sourceMenuId]: the fields of a product page copied onto the tenant's page */
  copySystemFields: call<[number, number], { copied: number }>(args(['targetMenuId', idArg], ['sourceMenuId', idArg]), fn('update')),
  /** [menuId, entityCode, block?]: the entity's attributes (its "interface") added as the page's fields */
  addFieldsByInterface: call<[number, string, ('Form' | 'Table')?], { added: number }>(
    args(['menuId', idArg], ['entityCode', z.string().min(1).max(128)], ['block', z.enum(['Form', 'Table']).optional()]),
    fn('update'),
  ),
  /** [{menuId, fieldIds, plateCode}]: fields moved into a plate ('' = none) */
  updateFieldBelongPlate: call<[{ menuId: number; fieldIds: number[]; plateCode: string }], { updated: number }>(
    args(['move', z.object({ menuId: idArg, fieldIds: z.array(idArg).min(1).max(1000), plateCode: z.string().max(128) })]),
    fn('update'),
  ),
});

export interface ApiDetail {
  path: string;
  service: string;
  method: string;
  /** who may make it: public, session, a page's function, an entity's records */
  access: string;
  /** the arguments as JSON Schema, by position */
  args: Array<{ name: string; schema: unknown }>;
}

export const portalApi = defineService('portal.Api', {
  /** ['service/method']: the call's argument shapes and access */
  getApiDetail: call<[string], ApiDetail>(args(['path', z.string().min(3).max(256).regex(/^[A-Za-z0-9_.]+\/[A-Za-z0-9_]+$/, 'service/method')]), { page: 'system/Api', op: 'read' }),
  /** [{text, page, pageSize}]: the calls the server answers */
  summaryPage: call<[{ text?: string; page?: number; pageSize?: number }], { total: number; page: number; pageSize: number; itemList: Array<{ path: string; access: string }> }>(
    args(['query', z.object({ text: z.string().max(128).optional(), page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(500).default(20) })]),
    { page: 'system/Api', op: 'read' },
  ),
});
