// A page's fields per block, merged with the entity: what the templates build forms, filter bars,
// child tables and columns from. A block the page metadata does not list falls back to the
// entity's attributes (the server seeds page fields from the same declarations).
import type { EntityAttrMeta, EntityMeta } from '../../schemas/rpc/datax';
import type { PageDetail, PageField } from '../../schemas/rpc/portal';
import type { FieldMeta } from '../../renderers/fields/types';
import { mergeFieldMeta, pageFieldFromAttr, systemPageField, type Language } from './fieldMeta';
import { overrideOf } from './overrides';

export interface ChildTableModel {
  /** JSON key of the rows in the record, e.g. `locations` (the field plate's code) */
  key: string;
  name: string;
  min: number;
  fields: FieldMeta[];
}

export interface PageModel {
  entity: EntityMeta;
  /** list columns (Table block) */
  table: FieldMeta[];
  /** detail form (Header then Form block) */
  form: FieldMeta[];
  /** child tables (Item block, grouped by field plate) */
  children: ChildTableModel[];
  /** filter bar: attributes flagged queryDisplay */
  filters: FieldMeta[];
}

export interface PageModelOptions {
  language?: Language;
  /** page url of the code override to apply (list or detail url) */
  url?: string | null;
}

const bySn = (a: PageField, b: PageField) => a.sn - b.sn;
const localised = (name: string, intl: Record<string, string>, language: Language) => (language === 'zh_CN' ? name : intl?.[language] || name);

function merge(fields: PageField[], attrs: readonly EntityAttrMeta[], options: PageModelOptions): FieldMeta[] {
  const byCode = new Map(attrs.map((a) => [a.code, a]));
  const props = overrideOf(options.url)?.fieldProps ?? {};
  return [...fields].sort(bySn).map((f) => mergeFieldMeta(f, byCode.get(f.code), { language: options.language, props: props[f.code] }));
}

function tableFallback(entity: EntityMeta, language: Language): PageField[] {
  const shown = entity.attrs.filter((a) => a.tableDisplay);
  const fields = shown.map((a, i) => pageFieldFromAttr(a, 'Table', i + 1, language));
  fields.push(systemPageField('status_dict', 'Table', fields.length + 1, language));
  return fields;
}

function childTables(entity: EntityMeta, detail: PageDetail | null, options: PageModelOptions): ChildTableModel[] {
  const language = options.language ?? 'zh_CN';
  const items = detail?.fields.filter((f) => f.block === 'Item') ?? [];
  const plates = new Map((detail?.fieldPlates ?? []).map((p) => [p.id, p]));
  return entity.children.map((child) => {
    let fields = items.filter((f) => (f.belongPlateId != null ? plates.get(f.belongPlateId)?.code === child.key : entity.children.length === 1));
    if (!fields.length) fields = child.attrs.map((a, i) => pageFieldFromAttr(a, 'Item', i + 1, language));
    const plate = [...plates.values()].find((p) => p.code === child.key);
    return { key: child.key, name: plate?.name || localised(child.name, child.nameIntl, language), min: child.min, fields: merge(fields, child.attrs, options) };
  });
}

export function buildPageModel(entity: EntityMeta, detail: PageDetail | null, options: PageModelOptions = {}): PageModel {
  const language = options.language ?? 'zh_CN';
  const inBlock = (...blocks: PageField['block'][]) => detail?.fields.filter((f) => blocks.includes(f.block)) ?? [];
  const tableFields = inBlock('Table');
  const formFields = [...inBlock('Header').sort(bySn), ...inBlock('Form').sort(bySn)].map((f, i) => ({ ...f, sn: i }));
  return {
    entity,
    table: merge(tableFields.length ? tableFields : tableFallback(entity, language), entity.attrs, options),
    form: merge(formFields.length ? formFields : entity.attrs.map((a, i) => pageFieldFromAttr(a, 'Form', i + 1, language)), entity.attrs, options),
    children: childTables(entity, detail, options),
    filters: merge(
      entity.attrs.filter((a) => a.queryDisplay).map((a, i) => pageFieldFromAttr(a, 'Header', i + 1, language)),
      entity.attrs,
      options,
    ),
  };
}
