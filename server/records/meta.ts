// An entity's metadata as pages see it (EntityMeta), made from its declaration.
import type { AttrDef, EntityDef } from '../../schemas/entities/define';
import { storageOf } from '../../schemas/fieldTypes';
import type { EntityAttrMeta, EntityMeta } from '../../schemas/rpc/datax';
import type { EntityModel } from './model';

const DEFAULT_WIDTH = 120;

export function attrMeta(a: AttrDef, index: number): EntityAttrMeta {
  return {
    id: index + 1,
    code: a.code,
    name: a.name,
    nameIntl: { zh_CN: a.name, en_US: a.nameEn },
    dataType: a.dataType,
    dataTypeDict: storageOf(a),
    quoteEntityCode: a.quote?.entity ?? null,
    quoteScope: a.quote?.scope ?? null,
    dictCode: a.dict ?? null,
    options: a.options ?? null,
    required: !!a.required,
    max: a.max ?? null,
    noSpaces: !!a.noSpaces,
    unique: !!a.unique,
    digits: a.digits ?? null,
    positive: !!a.positive,
    min: a.min ?? null,
    maxValue: a.maxValue ?? null,
    integer: !!a.integer || a.column === 'integer',
    files: a.files ? { accept: a.files.accept, maxBytes: a.files.maxBytes, max: a.files.max ?? 20 } : null,
    when: a.when ?? null,
    defaultValue: a.defaultValue ?? null,
    queryDisplay: !!a.query,
    queryWidth: 6,
    tableDisplay: !!a.table,
    tableWidth: typeof a.table === 'number' ? a.table : DEFAULT_WIDTH,
    extended: false,
    fuzzy: !!a.fuzzy,
    compute: a.compute ?? null,
    fill: a.fill ?? null,
    differsFrom: a.differsFrom ? { attr: a.differsFrom.attr, message: { zh_CN: a.differsFrom.message[0], en_US: a.differsFrom.message[1] } } : null,
    clearsWhenEmpty: a.clearsWhenEmpty?.length ? [...a.clearsWhenEmpty] : null,
  };
}

export function entityMeta(def: EntityDef): EntityMeta {
  return {
    id: def.id,
    code: def.code,
    name: def.name,
    nameIntl: { zh_CN: def.name, en_US: def.nameEn },
    formId: def.formId ?? def.code,
    receiptTypeCode: def.receipt?.typeCode ?? null,
    hasFlow: !!def.receipt?.flow,
    tree: !!def.tree,
    attrs: def.attrs.map(attrMeta),
    children: Object.entries(def.children ?? {}).map(([key, c]) => ({
      key,
      name: c.name,
      nameIntl: { zh_CN: c.name, en_US: c.nameEn },
      min: c.min ?? 0,
      attrs: c.attrs.map(attrMeta),
    })),
  };
}

/** Ids of tenant-defined entities start here (built-in ones are numbered from 1). */
export const TENANT_ENTITY_ID_BASE = 1000;

/** The entity as a tenant sees it: tenant-added attributes are marked `extended`. */
export function modelMeta(model: EntityModel, id?: number): EntityMeta {
  const meta = entityMeta(model.def);
  if (id !== undefined) meta.id = id;
  meta.attrs = model.def.attrs.map((a, i) => ({ ...attrMeta(a, i), extended: model.json.has(a.code) }));
  return meta;
}
