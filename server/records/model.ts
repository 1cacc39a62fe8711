// The runtime view of an entity that the generic record calls work on.
import { entityByCode } from '../../schemas/entities';
import type { AttrDef, EntityDef } from '../../schemas/entities/define';
import { notFound } from '../rpc/errors';

/** Tables a QUOTE attribute may point at, besides the built-in entities. */
const SYSTEM_REFERENCES: Record<string, string> = { Person: 'person', Department: 'department', Organ: 'organ', User: 'app_user' };

export function referenceTable(entityCode: string): string | null {
  return entityByCode(entityCode)?.table ?? SYSTEM_REFERENCES[entityCode] ?? null;
}

/** Fields every record has besides its attributes, usable in filters and sorting. */
export const SYSTEM_FIELDS: Record<string, { column: string; kind: AttrDef['column'] }> = {
  id: { column: 'id', kind: 'bigint' },
  status_dict: { column: 'status_dict', kind: 'text' },
  version: { column: 'version', kind: 'integer' },
  createDt: { column: 'create_dt', kind: 'timestamptz' },
  modifyDt: { column: 'modify_dt', kind: 'timestamptz' },
  createName: { column: 'create_name', kind: 'text' },
  modifyName: { column: 'modify_name', kind: 'text' },
  createId: { column: 'create_id', kind: 'bigint' },
};

export interface EntityModel {
  def: EntityDef;
  attrs: Map<string, AttrDef>;
}

const cache = new Map<string, EntityModel>();

export function modelOf(entityCode: string, lang: 'zh_CN' | 'en_US' = 'zh_CN'): EntityModel {
  let m = cache.get(entityCode);
  if (!m) {
    const def = entityByCode(entityCode);
    if (!def) throw notFound(lang === 'en_US' ? `entityCode: no entity ${entityCode}` : `entityCode: 实体不存在：${entityCode}`);
    m = { def, attrs: new Map(def.attrs.map((a) => [a.code, a])) };
    cache.set(entityCode, m);
  }
  return m;
}

export function attrLabel(a: { name: string; nameEn: string }, lang: 'zh_CN' | 'en_US'): string {
  return lang === 'en_US' ? a.nameEn : a.name;
}
