// The runtime view of an entity that the generic record calls work on.
import { entityByCode } from '../modules/catalogue';
import type { AttrDef, EntityDef } from '../../schemas/entities/define';
import { notFound } from '../rpc/errors';

/**
 * Tables a QUOTE attribute may point at besides the built-in entities, and who may look them up:
 * people and organisation units are picked on many forms; users' login codes only by roles
 * holding the user administration page.
 */
const SYSTEM_REFERENCES: Record<string, { table: string; lookup: 'tenant' | { page: string } }> = {
  Person: { table: 'person', lookup: 'tenant' },
  Department: { table: 'department', lookup: 'tenant' },
  Organ: { table: 'organ', lookup: 'tenant' },
  User: { table: 'app_user', lookup: { page: 'system/User' } },
};

export const systemReference = (entityCode: string) => (Object.hasOwn(SYSTEM_REFERENCES, entityCode) ? SYSTEM_REFERENCES[entityCode] : undefined);

/**
 * The column a reference shows as its name: `name` where the referenced entity has one (master
 * data, people, units), else its `code` (documents are known by their number).
 */
export function referenceNameColumn(entityCode: string): 'name' | 'code' {
  const def = entityByCode(entityCode);
  return !def || def.attrs.some((a) => a.code === 'name') ? 'name' : 'code';
}

/** The column a reference shows as its code (null when the entity has none, e.g. income/expense items). */
export function referenceCodeColumn(entityCode: string): 'code' | null {
  const def = entityByCode(entityCode);
  return !def || def.attrs.some((a) => a.code === 'code') ? 'code' : null;
}

export function referenceTable(entityCode: string): string | null {
  return entityByCode(entityCode)?.table ?? systemReference(entityCode)?.table ?? null;
}

/**
 * Fields every record has besides its attributes, usable in filters and sorting. Clients name
 * them: the object has no prototype, so `constructor` or `toString` finds nothing here.
 */
export const SYSTEM_FIELDS: Readonly<Record<string, { column: string; kind: AttrDef['column'] } | undefined>> = Object.assign(Object.create(null), {
  id: { column: 'id', kind: 'bigint' },
  status_dict: { column: 'status_dict', kind: 'text' },
  version: { column: 'version', kind: 'integer' },
  createDt: { column: 'create_dt', kind: 'timestamptz' },
  modifyDt: { column: 'modify_dt', kind: 'timestamptz' },
  createName: { column: 'create_name', kind: 'text' },
  modifyName: { column: 'modify_name', kind: 'text' },
  createId: { column: 'create_id', kind: 'bigint' },
  depart_id: { column: 'depart_id', kind: 'bigint' },
});

export interface EntityModel {
  def: EntityDef;
  attrs: Map<string, AttrDef>;
  /** tenant-added attributes kept in a jsonb column: `ext` of a built-in table, `data` of meta_record */
  json: Map<string, 'ext' | 'data'>;
  /** a tenant-defined entity: its records are the rows of meta_record with entity_code = def.code */
  generic: boolean;
}

const builtins = new Map<string, EntityModel>();

/** The model of a built-in entity as declared (no tenant attributes), or undefined. */
export function builtinModel(entityCode: string): EntityModel | undefined {
  let m = builtins.get(entityCode);
  if (!m) {
    const def = entityByCode(entityCode);
    if (!def) return undefined;
    m = { def, attrs: new Map(def.attrs.map((a) => [a.code, a])), json: new Map(), generic: false };
    builtins.set(entityCode, m);
  }
  return m;
}

export const noEntity = (entityCode: string, lang: 'zh_CN' | 'en_US') =>
  notFound(lang === 'en_US' ? `entityCode: no entity ${entityCode}` : `entityCode: 实体不存在：${entityCode}`);

export function attrLabel(a: { name: string; nameEn: string }, lang: 'zh_CN' | 'en_US'): string {
  return lang === 'en_US' ? a.nameEn : a.name;
}
