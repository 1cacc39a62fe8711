// Page field metadata of the low-code pages, made from their definitions
// (schemas/pages) and entities, kept in step on every start like the menu catalogue:
// list page → Table block; its detail page (the page's detailUrl) → Form block, and one Item block plate
// per child table (plate code = the child's JSON key).
import type { Insertable, Kysely, Transaction } from 'kysely';
import { catalogue, entityByCode } from '../modules/catalogue';
import type { AttrDef } from '../../schemas/entities/define';
import { fieldTypeOf } from '../../schemas/fieldTypes';
import type { FieldOverride } from '../../schemas/pages/types';
import type { DB } from '../db/types';

/** The member of a page field's default JSON the forms read for this attribute (dictValue, commonValue, normalValue). */
function defaultKindOf(a: AttrDef): 'dictValue' | 'commonValue' | 'normalValue' {
  const storage = fieldTypeOf(a.dataType)?.storage;
  return storage === 'DICT' ? 'dictValue' : storage === 'QUOTE' ? 'commonValue' : 'normalValue';
}

export type FieldRow = Omit<Insertable<DB['page_field']>, 'id' | 'menu_id' | 'belong_plate_id' | 'plate_code'> & { block: 'Header' | 'Item' | 'Form' | 'Table' };

export function fieldRow(block: FieldRow['block'], a: AttrDef, index: number, o: FieldOverride = {}, listColumn = false): FieldRow {
  const width = listColumn ? (typeof a.table === 'number' ? a.table : 0) : 0;
  return {
    block,
    code: a.code,
    name: o.name ?? a.name,
    name_intl: JSON.stringify({ zh_CN: o.name ?? a.name, en_US: o.nameEn ?? a.nameEn }),
    data_type: o.widget ?? a.dataType,
    display_tag: o.hide ? false : listColumn ? a.table !== false : true,
    // what the engine keeps (computed, progress, derived when read) is shown, not typed into
    edit_tag: o.editable ?? !(a.compute || a.maintained || a.readSql),
    required_tag: o.required ?? !!a.required,
    width: o.width ?? width,
    field_length: a.max ?? null,
    default_value: o.defaultValue ?? (a.defaultValue !== undefined ? JSON.stringify({ [defaultKindOf(a)]: a.defaultValue }) : null),
    limit_value: o.limitValue ?? null,
    pre_fun: null,
    field_script: null,
    multiple_tag: false,
    extended_tag: false,
    sn: o.sn ?? (index + 1) * 10,
  };
}

const FIELD_COLUMNS = ['name', 'name_intl', 'data_type', 'display_tag', 'edit_tag', 'required_tag', 'width', 'field_length', 'default_value', 'limit_value', 'pre_fun', 'field_script', 'multiple_tag', 'extended_tag', 'sn', 'belong_plate_id'] as const;

/** One upsert for the page's plates and one for its fields (this runs on every start). */
async function syncFields(trx: Transaction<DB>, menuId: number, rows: Array<FieldRow & { plate?: { code: string; name: string } }>) {
  const plateDefs = [...new Map(rows.filter((r) => r.plate).map((r) => [r.plate!.code, r.plate!])).values()];
  const plates = new Map<string, number>();
  if (plateDefs.length) {
    const saved = await trx
      .insertInto('field_plate')
      .values(plateDefs.map((p, i) => ({ menu_id: menuId, code: p.code, name: p.name, sn: i + 1 })))
      .onConflict((oc) => oc.columns(['menu_id', 'code']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), sn: eb.ref('excluded.sn') })))
      .returning(['id', 'code'])
      .execute();
    for (const p of saved) plates.set(p.code, p.id);
  }
  if (!rows.length) return;
  await trx
    .insertInto('page_field')
    .values(rows.map(({ plate, ...r }) => ({ ...r, menu_id: menuId, belong_plate_id: plate ? plates.get(plate.code)! : null, plate_code: plate?.code ?? '' })))
    .onConflict((oc) =>
      oc.columns(['menu_id', 'block', 'plate_code', 'code']).doUpdateSet((eb) => Object.fromEntries(FIELD_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])) as never),
    )
    .execute();
}

export async function syncPageFields(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const menus = await trx.selectFrom('menu').select(['id', 'url']).where('portal_type', '=', 'Web').where('type', '=', 2).where('owner_tenant_id', 'is', null).execute();
    const menuOf = new Map(menus.map((m) => [m.url, m.id]));
    for (const page of catalogue().pages) {
      const entity = entityByCode(page.entityCode);
      if (!entity) throw new Error(`page ${page.url}: no entity ${page.entityCode}`);
      const list = menuOf.get(page.url);
      const detail = menuOf.get(page.detailUrl);
      if (list) await syncFields(trx, list, entity.attrs.map((a, i) => fieldRow('Table', a, i, page.table?.[a.code], true)));
      if (detail) {
        const form = entity.attrs.map((a, i) => fieldRow('Form', a, i, page.form?.[a.code]));
        const items = Object.entries(entity.children ?? {}).flatMap(([key, c]) =>
          c.attrs.map((a, i) => ({ ...fieldRow('Item', a, i, page.items?.[key]?.[a.code]), plate: { code: key, name: c.name } })),
        );
        await syncFields(trx, detail, [...form, ...items]);
      }
    }
  });
}
