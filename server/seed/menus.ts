// The menu catalogue from schemas/menus, kept in step with the code on every start (upsert by
// portal + code, so ids stay stable and allocations survive), and role allocations built from it.
import type { Kysely, Transaction } from 'kysely';
import { portalMenus } from '../modules/catalogue';
import { type MenuDef, PORTAL_TYPES, type PortalType } from '../../schemas/menus/types';
import type { DB } from '../db/types';

interface FlatMenu {
  code: string;
  parentCode: string | null;
  row: Omit<DB['menu'], 'id' | 'parent_id'> extends infer R ? { [K in keyof R]: unknown } : never;
}

function flatten(portal: PortalType, defs: MenuDef[]): FlatMenu[] {
  const out: FlatMenu[] = [];
  const visit = (list: MenuDef[], parent: MenuDef | null) => {
    list.forEach((d, i) => {
      out.push({
        code: d.code,
        parentCode: parent?.code ?? null,
        row: {
          portal_type: portal,
          code: d.code,
          name: d.name,
          name_intl: JSON.stringify({ zh_CN: d.name, en_US: d.nameEn }),
          url: d.url ?? null,
          remark: d.remark ?? null,
          icon: d.icon ?? null,
          type: d.type,
          sn: (i + 1) * 10,
          lowcode_tag: d.lowcodeTag ?? false,
          params: d.params ?? null,
          page_type: d.pageType ?? 'Business',
          hidden: d.hidden ?? false,
          function_control_tag: d.functionControlTag ?? false,
          need_copy: d.needCopy ?? false,
          unique_keys: JSON.stringify([]),
          detail_path: null,
          template_code: null,
          detail_app_code: null,
          owner_tenant_id: null,
        },
      });
      for (const [j, b] of (d.buttons ?? []).entries()) {
        out.push({
          code: `${d.code}#${b.code}`,
          parentCode: d.code,
          row: {
            portal_type: portal,
            code: b.code,
            name: b.name,
            name_intl: JSON.stringify({ zh_CN: b.name, en_US: b.nameEn }),
            url: null,
            remark: null,
            icon: null,
            type: 3,
            sn: (j + 1) * 10,
            lowcode_tag: false,
            params: null,
            page_type: d.pageType ?? 'Business',
            hidden: false,
            function_control_tag: false,
            need_copy: false,
            unique_keys: JSON.stringify([]),
            detail_path: b.detailPath ?? null,
            template_code: b.templateCode ?? null,
            detail_app_code: b.detailAppCode ?? null,
            owner_tenant_id: null,
          },
        });
      }
      if (d.children) visit(d.children, d);
    });
  };
  visit(defs, null);
  return out;
}

/**
 * Upserts the catalogue. Buttons share codes across pages (e.g. the same function on a list and
 * its detail), so a button's identity is `{pageCode}#{buttonCode}`, stored as the row's remark-free
 * key column `code` + parent; we keep the key in a map instead of the table.
 */
export async function syncMenuCatalogue(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let n = 0;
    for (const portal of PORTAL_TYPES) n += await syncPortal(trx, portal, flatten(portal, portalMenus(portal)));
    return n;
  });
}

async function syncPortal(trx: Transaction<DB>, portal: PortalType, items: FlatMenu[]): Promise<number> {
  // the product's items only: a tenant's own items (menu designer) are the tenant's
  const existing = await trx.selectFrom('menu').selectAll().where('portal_type', '=', portal).where('owner_tenant_id', 'is', null).execute();
  const byId = new Map(existing.map((e) => [e.id, e]));
  // identity: modules and pages by code; buttons by page code + button code
  const keyOf = (code: string, type: number, parentId: number | null) => (type === 3 ? `${byId.get(parentId ?? -1)?.code}#${code}` : code);
  const ids = new Map(existing.map((e) => [keyOf(e.code, e.type, e.parent_id), e.id]));
  const rows = new Map(existing.map((e) => [e.id, e as Record<string, unknown>]));
  const depthOf = new Map<string, number>();
  for (const item of items) depthOf.set(item.code, item.parentCode ? depthOf.get(item.parentCode)! + 1 : 0);
  const maxDepth = Math.max(0, ...depthOf.values());
  let written = 0;
  for (let d = 0; d <= maxDepth; d++) {
    const level = items.filter((i) => depthOf.get(i.code) === d);
    const fresh: Array<{ key: string; values: Record<string, unknown> }> = [];
    for (const item of level) {
      const parentId = item.parentCode ? ids.get(item.parentCode) : null;
      if (parentId === undefined) throw new Error(`menu ${item.code}: parent ${item.parentCode} missing`);
      const values: Record<string, unknown> = { ...(item.row as Record<string, unknown>), parent_id: parentId };
      const id = ids.get(item.code);
      if (id === undefined) {
        fresh.push({ key: item.code, values });
        continue;
      }
      const old = rows.get(id)!;
      const changed = Object.entries(values).some(([k, v]) => {
        const o = old[k];
        return typeof o === 'object' && o !== null ? canonical(o) !== canonical(JSON.parse(String(v))) : o !== v;
      });
      if (changed) {
        await trx.updateTable('menu').set(values as never).where('id', '=', id).execute();
        written++;
      }
    }
    for (let i = 0; i < fresh.length; i += 500) {
      const chunk = fresh.slice(i, i + 500);
      const inserted = await trx.insertInto('menu').values(chunk.map((c) => c.values) as never).returning('id').execute();
      for (const [j, r] of inserted.entries()) ids.set(chunk[j].key, r.id); // RETURNING keeps VALUES order
      written += chunk.length;
    }
  }
  return written;
}

/** JSON with sorted keys: jsonb does not keep key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

export interface AllocationRule {
  portal: PortalType;
  /** keep this page? */
  page: (url: string, code: string) => boolean;
  /** keep this button of a kept page? */
  button?: (buttonCode: string, pageUrl: string) => boolean;
}

/**
 * Allocates to a role every kept page (with its ancestors) and the kept buttons of its pages.
 * `sinceId`: only menu items newer than that are offered (the start-up sync of items added to the
 * product after the tenant was seeded); what the role already holds is kept as it is.
 */
export async function allocateMenus(db: Kysely<DB>, tenantId: string, roleId: number, rule: AllocationRule, sinceId = 0): Promise<number> {
  const menus = await db
    .selectFrom('menu')
    .select(['id', 'parent_id', 'type', 'url', 'code', 'sn'])
    .where('portal_type', '=', rule.portal)
    .where('owner_tenant_id', 'is', null)
    .orderBy('id')
    .execute();
  const held = await db.selectFrom('menu_alloc').select(['id', 'menu_id']).where('tenant_id', '=', tenantId).where('role_id', '=', roleId).where('portal_type', '=', rule.portal).execute();
  const allocId = new Map<number, number>(held.map((a) => [Number(a.menu_id), Number(a.id)]));
  const byId = new Map(menus.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const m of menus) {
    if (m.type !== 2 || m.id <= sinceId || !rule.page(m.url ?? '', m.code)) continue;
    for (let cur: typeof m | undefined = m; cur && !keep.has(cur.id); cur = byId.get(cur.parent_id ?? -1)) keep.add(cur.id);
  }
  for (const m of menus) {
    if (m.type !== 3 || m.id <= sinceId) continue;
    const pageId = m.parent_id ?? -1;
    if (!keep.has(pageId) && !allocId.has(pageId)) continue;
    const page = byId.get(pageId)!;
    if (!rule.button || rule.button(m.code, page.url ?? '')) keep.add(m.id);
  }
  for (const id of allocId.keys()) keep.delete(id);
  // parents first: menus are inserted parents-first, so ascending id order is a valid order
  const kept = menus.filter((m) => keep.has(m.id));
  const depth = (m: (typeof menus)[number]): number => (m.parent_id == null ? 0 : 1 + depth(byId.get(m.parent_id)!));
  const levels = new Map<number, typeof kept>();
  for (const m of kept) {
    const d = depth(m);
    levels.set(d, [...(levels.get(d) ?? []), m]);
  }
  for (const d of [...levels.keys()].sort((a, b) => a - b)) {
    const level = levels.get(d)!;
    for (let i = 0; i < level.length; i += 500) {
      const chunk = level.slice(i, i + 500);
      const rows = await db
        .insertInto('menu_alloc')
        .values(
          chunk.map((m) => ({
            tenant_id: tenantId,
            role_id: roleId,
            portal_type: rule.portal,
            menu_id: m.id,
            parent_id: m.parent_id == null ? null : (allocId.get(m.parent_id) ?? null),
            type: m.type,
            sn: m.sn,
          })),
        )
        .returning(['id', 'menu_id'])
        .execute();
      for (const r of rows) allocId.set(r.menu_id, r.id);
    }
  }
  return kept.length;
}
