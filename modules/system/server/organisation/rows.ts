// Organisations and departments as the calls answer them, the tree of both (id, label,
// type, item, children), and the tree rules they share: a parent is never the node itself or
// one of its descendants.
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { conflict, notFound } from '../../../../server/rpc/errors';
import type { DepartmentType, DepartmentView, OrganFunction, OrganView, OrgTreeNode } from '../../contracts/organisation';
import { sm } from '../messages';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : String(d));
const status = (v: number) => (v === 1 ? 1 : 0) as 0 | 1;

export function organsBase(db: Kysely<DB>) {
  return db.selectFrom('organ as o').leftJoin('organ as op', 'op.id', 'o.parent_id').selectAll('o').select('op.name as parent_name');
}

export function departmentsBase(db: Kysely<DB>) {
  return db
    .selectFrom('department as d')
    .innerJoin('organ as o', 'o.id', 'd.organ_id')
    .leftJoin('department as dp', 'dp.id', 'd.parent_id')
    .selectAll('d')
    .select(['o.name as organ_name', 'o.parent_id as organ_parent_id', 'dp.name as parent_name']);
}

type OrganRow = Awaited<ReturnType<ReturnType<typeof organsBase>['execute']>>[number];
type DepartmentRow = Awaited<ReturnType<ReturnType<typeof departmentsBase>['execute']>>[number];

export function organView(r: OrganRow): OrganView {
  return {
    id: Number(r.id),
    code: r.code,
    name: r.name,
    parentId: r.parent_id == null ? null : Number(r.parent_id),
    parentName: r.parent_name ?? null,
    belongId: r.belong_id == null ? null : Number(r.belong_id),
    description: r.description,
    statusDict: status(r.status_dict),
    allowRegisterTag: r.allow_register_tag,
    functions: (Array.isArray(r.functions) ? r.functions : []) as OrganFunction[],
    createDt: iso(r.create_dt),
    modifyDt: iso(r.modify_dt),
  };
}

export function departmentView(r: DepartmentRow): DepartmentView {
  return {
    id: Number(r.id),
    code: r.code,
    name: r.name,
    organId: Number(r.organ_id),
    organName: r.organ_name,
    parentId: r.parent_id == null ? null : Number(r.parent_id),
    parentName: r.parent_name ?? null,
    belongId: r.organ_parent_id == null ? null : Number(r.organ_parent_id),
    type: r.type as DepartmentType,
    description: r.description,
    statusDict: status(r.status_dict),
    createDt: iso(r.create_dt),
    modifyDt: iso(r.modify_dt),
  };
}

export async function organById(db: Kysely<DB>, id: number, lang: Lang): Promise<OrganView> {
  const row = await organsBase(db).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'organ'), id }));
  return organView(row);
}

export async function departmentById(db: Kysely<DB>, id: number, lang: Lang): Promise<DepartmentView> {
  const row = await departmentsBase(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'department'), id }));
  return departmentView(row);
}

/**
 * Walks up from the new parent: meeting the node itself means it would sit under itself (409).
 * `table` is organ or department (both have parent_id).
 */
export async function checkParent(db: Kysely<DB>, table: 'organ' | 'department', selfId: number | null, parentId: number | null, lang: Lang): Promise<void> {
  if (parentId == null || selfId == null) return;
  let cur: number | null = parentId;
  for (let guard = 0; cur != null && guard < 10_000; guard++) {
    if (cur === selfId) throw conflict(sm(lang, 'parentSelf'));
    const row: { parent_id: number | null } | undefined = await db.selectFrom(table).select('parent_id').where('id', '=', cur).executeTakeFirst();
    cur = row?.parent_id == null ? null : Number(row.parent_id);
  }
}

/** Nodes from flat rows linked by parent id (the spec's tree helper), children in the rows' order. */
function nest<T extends { id: number; parentId: number | null }>(rows: T[], node: (r: T) => OrgTreeNode): { roots: OrgTreeNode[]; byId: Map<number, OrgTreeNode> } {
  const byId = new Map(rows.map((r) => [r.id, node(r)]));
  const roots: OrgTreeNode[] = [];
  for (const r of rows) {
    const parent = r.parentId != null ? byId.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(byId.get(r.id)!);
  }
  return { roots, byId };
}

/** The organisations (type 1) with, when asked, their departments (type 2) below each. */
export async function orgTree(db: Kysely<DB>, opts: { organId?: number; enabledOnly?: boolean; departments: boolean }): Promise<OrgTreeNode[]> {
  const organs = (await organsBase(db).$if(!!opts.enabledOnly, (q) => q.where('o.status_dict', '=', 0)).orderBy('o.id').execute()).map(organView);
  const organTree = nest(organs, (o) => ({
    id: o.id,
    key: `O${o.id}`,
    label: o.name,
    type: 1,
    disabled: o.statusDict === 1,
    item: { ...o, organName: o.name },
    children: [],
  }));
  if (opts.departments) {
    const departments = (
      await departmentsBase(db)
        .$if(!!opts.enabledOnly, (q) => q.where('d.status_dict', '=', 0))
        .$if(!!opts.organId, (q) => q.where('d.organ_id', '=', opts.organId!))
        .orderBy('d.id')
        .execute()
    ).map(departmentView);
    const departmentTree = nest(departments, (d) => ({ id: d.id, key: `D${d.id}`, label: d.name, type: 2, disabled: d.statusDict === 1, item: d, children: [] }));
    // a department whose parent is not listed (another organisation's, or disabled) hangs under its organisation
    for (const node of departmentTree.roots) organTree.byId.get((node.item as DepartmentView).organId)?.children.push(node);
  }
  if (opts.organId) {
    const one = organTree.byId.get(opts.organId);
    return one ? [one] : [];
  }
  return organTree.roots;
}

/** Start up (0) or disable (1) an organisation or a department by a status update; 11 when it is not the tenant's. */
export async function updateStatus(db: Kysely<DB>, who: { userId: number; userName: string }, table: 'organ' | 'department', id: number, statusDict: number, lang: Lang): Promise<void> {
  const hit = await db
    .updateTable(table)
    .set({ status_dict: statusDict, modify_id: who.userId, modify_name: who.userName, modify_dt: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!hit) throw notFound(sm(lang, 'notFound', { what: sm(lang, table), id }));
}
