// A role's fields of an allocated page. Until an implementer changes them the role gets the page's
// fields; the first change copies them into the allocation's own list (alloc_field rows with its
// alloc_id, menu_alloc.own_fields) and from then on the list is the role's: what it displays,
// edits, requires, how wide, with which default and limit, in which order and plate.
import type { Kysely, Transaction } from 'kysely';
import type { FieldSetting } from '../../schemas/rpc/portal-alloc';
import type { PageField } from '../../schemas/rpc/portal';
import type { PageFieldRow } from '../../schemas/rpc/portal-menu';
import type { DB } from '../db/types';
import type { Lang } from '../i18n';
import { extendedFields } from '../records/extended-fields';
import { notFound } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';
import { entityFieldRows, toPageField } from './page-fields';

export interface AllocRow {
  id: number;
  role_id: number;
  menu_id: number;
  type: number;
  own_fields: boolean;
  url: string | null;
  menu_url: string | null;
  params: string | null;
  owner_tenant_id: string | null;
}

/** An allocation of the caller's tenant (11 otherwise). */
/** The page_field columns of an offered field (its name serves both languages until someone renames it). */
export function pageFieldColumns(f: Pick<PageFieldRow, 'block' | 'code' | 'name' | 'dataType' | 'displayTag' | 'editTag' | 'requiredTag' | 'width' | 'defaultValue' | 'limitValue' | 'sn'>) {
  return {
    block: f.block,
    code: f.code,
    name: f.name,
    name_intl: JSON.stringify({ zh_CN: f.name, en_US: f.name }),
    data_type: f.dataType,
    display_tag: f.displayTag,
    edit_tag: f.editTag,
    required_tag: f.requiredTag,
    width: f.width,
    default_value: f.defaultValue,
    limit_value: f.limitValue,
    sn: f.sn,
  };
}

export async function allocOf(ctx: CallContext, allocId: number): Promise<AllocRow> {
  const s = session(ctx);
  const row = await s.db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select(['a.id', 'a.role_id', 'a.menu_id', 'a.type', 'a.own_fields', 'a.url', 'm.url as menu_url', 'm.params', 'm.owner_tenant_id'])
    .where('a.id', '=', allocId)
    .executeTakeFirst();
  if (!row) throw notFound(ctx.lang === 'en_US' ? `allocation ${allocId} not found` : `分配不存在：${allocId}`);
  return row;
}

/** The fields a page offers a role: its own rows (or, for a tenant's page without any, its entity's) and the tenant's extended ones. */
export async function pageOffer(ctx: CallContext, menu: { id: number; url: string | null; params: string | null; owner_tenant_id: string | null }): Promise<PageField[]> {
  const s = session(ctx);
  const rows = await s.db.selectFrom('page_field').selectAll().where('menu_id', '=', menu.id).orderBy('block').orderBy('sn').execute();
  const own = rows.map((r) => toPageField(r as unknown as Record<string, unknown>, ctx.lang));
  if (menu.owner_tenant_id !== null) {
    if (own.length) return own;
    return (await entityFieldRows(ctx, menu)).map((r) => toPageField({ ...(r as Record<string, unknown>), name_intl: JSON.parse(String(r.name_intl ?? '{}')) }, ctx.lang));
  }
  return own.concat(await extendedFields(s.db, s.tenantId, menu.url ?? '', ctx.lang));
}

/** The allocation's own list, in block and order. */
export async function allocFieldRows(db: Kysely<DB>, allocId: number, lang: Lang): Promise<PageField[]> {
  const rows = await db.selectFrom('alloc_field').selectAll().where('alloc_id', '=', allocId).orderBy('block').orderBy('sn').execute();
  return rows.map((r) => toPageField(r as unknown as Record<string, unknown>, lang));
}

/** Copies the page's fields into the allocation the first time its fields are changed. */
export async function ensureOwnFields(ctx: CallContext, trx: Transaction<DB>, alloc: AllocRow): Promise<void> {
  if (alloc.own_fields) return;
  const s = session(ctx);
  const offer = await pageOffer(ctx, { id: alloc.menu_id, url: alloc.menu_url, params: alloc.params, owner_tenant_id: alloc.owner_tenant_id });
  const plates = await trx.selectFrom('field_plate').select(['id', 'code']).where('menu_id', '=', alloc.menu_id).execute();
  const plateCode = new Map(plates.map((p) => [p.id, p.code]));
  if (offer.length) {
    await trx
      .insertInto('alloc_field')
      .values(
        offer.map((f) => ({
          menu_id: alloc.menu_id,
          tenant_id: s.tenantId,
          alloc_id: alloc.id,
          ...pageFieldColumns(f),
          plate_code: f.belongPlateId == null ? '' : (plateCode.get(f.belongPlateId) ?? ''),
          belong_plate_id: f.belongPlateId,
          field_length: f.fieldLength,
          multiple_tag: f.multipleTag,
          extended_tag: f.extendedTag,
        })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'alloc_id', 'block', 'plate_code', 'code']).doNothing())
      .execute();
  }
  await trx.updateTable('menu_alloc').set({ own_fields: true }).where('id', '=', alloc.id).execute();
  alloc.own_fields = true;
}

/** Saves settings of fields of the allocation (a field the page does not offer is 11). */
export async function saveFieldSettings(ctx: CallContext, trx: Transaction<DB>, alloc: AllocRow, settings: FieldSetting[]): Promise<number> {
  await ensureOwnFields(ctx, trx, alloc);
  const offer = await pageOffer(ctx, { id: alloc.menu_id, url: alloc.menu_url, params: alloc.params, owner_tenant_id: alloc.owner_tenant_id });
  const s = session(ctx);
  let saved = 0;
  for (const f of settings) {
    const plateCode = f.plateCode ?? '';
    const known = offer.find((o) => o.code === f.code && o.block === f.block);
    if (!known) throw notFound(ctx.lang === 'en_US' ? `${f.block}.${f.code}: the page has no such field` : `${f.block}.${f.code}：页面没有这个字段`);
    const plate = plateCode ? await trx.selectFrom('field_plate').select('id').where('menu_id', '=', alloc.menu_id).where('code', '=', plateCode).executeTakeFirst() : undefined;
    const set = {
      ...(f.name !== undefined ? { name: f.name, name_intl: JSON.stringify({ zh_CN: f.name, en_US: f.name }) } : {}),
      // giving a field to a role shows it unless told otherwise
      display_tag: f.displayTag ?? true,
      ...(f.editTag !== undefined ? { edit_tag: f.editTag } : {}),
      ...(f.requiredTag !== undefined ? { required_tag: f.requiredTag } : {}),
      ...(f.width !== undefined ? { width: f.width } : {}),
      ...(f.defaultValue !== undefined ? { default_value: f.defaultValue || null } : {}),
      ...(f.limitValue !== undefined ? { limit_value: f.limitValue || null } : {}),
      ...(f.sn !== undefined ? { sn: f.sn } : {}),
    };
    await trx
      .insertInto('alloc_field')
      .values({
        menu_id: alloc.menu_id,
        tenant_id: s.tenantId,
        alloc_id: alloc.id,
        block: f.block,
        plate_code: plateCode,
        belong_plate_id: plate?.id ?? null,
        code: f.code,
        name: known.name,
        name_intl: JSON.stringify({ zh_CN: known.name, en_US: known.name }),
        data_type: known.dataType,
        edit_tag: known.editTag,
        required_tag: known.requiredTag,
        width: known.width,
        field_length: known.fieldLength,
        default_value: known.defaultValue,
        limit_value: known.limitValue,
        multiple_tag: known.multipleTag,
        extended_tag: known.extendedTag,
        ...set,
        sn: f.sn ?? known.sn,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'alloc_id', 'block', 'plate_code', 'code']).doUpdateSet(set))
      .execute();
    saved++;
  }
  return saved;
}
