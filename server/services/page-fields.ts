// Field metadata of pages: a page's own fields (page_field rows), a role's own list of an
// allocated page (alloc_field rows with its alloc_id), and — for a
// tenant's low-code page that has no fields yet — fields made from its entity's attributes, so
// a new menu page works at once without configuration.
import type { Kysely } from 'kysely';
import type { PageField } from '../../schemas/rpc/portal';
import type { PageFieldRow } from '../../schemas/rpc/portal-menu';
import { parseLowcodeParams } from '../../schemas/pages/types';
import { DETAIL_CLASSES } from '../../schemas/pages/types';
import type { DB, MenuRow } from '../db/types';
import type { Lang } from '../i18n';
import { modelFor } from '../records/tenant-models';
import { type CallContext, session } from '../rpc/registry';
import { fieldRow } from '../seed/pages';

type Row = DB['page_field'] extends infer T ? { [K in keyof T]: unknown } : never;

export function toPageFieldRow(f: Record<string, unknown>, lang: Lang): PageFieldRow {
  const intl = (f.name_intl ?? {}) as Record<string, string>;
  return {
    id: Number(f.id),
    code: String(f.code),
    name: lang === 'en_US' ? intl.en_US || String(f.name) : String(f.name),
    dataType: String(f.data_type),
    block: f.block as PageFieldRow['block'],
    plateCode: String(f.plate_code ?? ''),
    displayTag: !!f.display_tag,
    editTag: !!f.edit_tag,
    requiredTag: !!f.required_tag,
    width: Number(f.width ?? 0),
    defaultValue: (f.default_value as string | null) ?? null,
    limitValue: (f.limit_value as string | null) ?? null,
    sn: Number(f.sn ?? 0),
    belongPlateId: f.belong_plate_id == null ? null : Number(f.belong_plate_id),
  };
}

/** A page_field row as the page detail answers it. */
export function toPageField(f: Record<string, unknown>, lang: Lang): PageField {
  const r = toPageFieldRow(f, lang);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    dataType: r.dataType,
    displayTag: r.displayTag,
    editTag: r.editTag,
    requiredTag: r.requiredTag,
    width: r.width,
    fieldLength: (f.field_length as number | null) ?? null,
    defaultValue: r.defaultValue,
    limitValue: r.limitValue,
    preFun: (f.pre_fun as string | null) ?? null,
    fieldScript: (f.field_script as string | null) ?? null,
    multipleTag: !!f.multiple_tag,
    extendedTag: !!f.extended_tag,
    sn: r.sn,
    belongPlateId: r.belongPlateId,
    block: r.block,
  };
}

/** The page's own fields (no allocation's), in block and order. */
export async function menuFieldRows(db: Kysely<DB>, menuId: number, lang: Lang = 'zh_CN'): Promise<PageFieldRow[]> {
  const rows = await db.selectFrom('page_field').selectAll().where('menu_id', '=', menuId).orderBy('block').orderBy('sn').execute();
  return rows.map((r) => toPageFieldRow(r as unknown as Record<string, unknown>, lang));
}

/**
 * Fields of a tenant's low-code page made from the entity its params name (built-in or the
 * tenant's own): a list page's Table block, a detail page's Form block. Negative ids: not rows.
 */
export async function entityFieldRows(ctx: CallContext, menu: Pick<MenuRow, 'params'>): Promise<Array<Row & { id: number }>> {
  const params = parseLowcodeParams(menu.params);
  if (!params) return [];
  const s = session(ctx);
  const model = await modelFor(s.db, s.tenantId, params.entityCode, ctx.lang, s.metaVersion);
  const detail = (DETAIL_CLASSES as readonly string[]).includes(params.class);
  return model.def.attrs.map((a, i) => ({ ...fieldRow(detail ? 'Form' : 'Table', a, i, {}, !detail), id: -(i + 1), plate_code: '', belong_plate_id: null }) as unknown as Row & { id: number });
}

export async function pageFieldsFromEntity(ctx: CallContext, menu: Pick<MenuRow, 'params'>): Promise<PageFieldRow[]> {
  return (await entityFieldRows(ctx, menu)).map((r) => {
    const f = r as unknown as Record<string, unknown>;
    return toPageFieldRow({ ...f, name_intl: typeof f.name_intl === 'string' ? JSON.parse(f.name_intl) : f.name_intl }, ctx.lang);
  });
}
