// A material label's values (kind 物料): its code, name and specification, its unit and category by
// their dictionary names in the print's language — by material code (the tenant's first one of a
// code, should two organisations use the same code).
import { sql } from 'kysely';
import type { LabelValues } from '../../labels/layout';
import type { LabelLang } from '../../labels/messages';
import { type AnyDb, type Visible, dictName, text, valuesByCode } from './common';

export async function materialValues(db: AnyDb, tenantId: string, codes: readonly string[], lang: LabelLang, visible: Visible): Promise<Map<string, LabelValues>> {
  const { rows } = await sql<Record<string, unknown>>`
    select distinct on (m.code) m.code, m.name, m.spec, m.unit, u.name as unit_name, u.name_intl as unit_intl,
           m.category, c.name as category_name, c.name_intl as category_intl
      from mdm_material m
      left join dict u on u.tenant_id = m.tenant_id and u.dict_code = 'unit' and u.code = m.unit
      left join dict c on c.tenant_id = m.tenant_id and c.dict_code = 'material_category' and c.code = m.category
     where m.tenant_id = ${tenantId} and ${visible('m')} and m.code in (${sql.join([...codes])})
     order by m.code, m.id`.execute(db);
  return valuesByCode(rows, (r) => ({
    name: text(r.name),
    spec: text(r.spec),
    unit: r.unit == null ? '' : dictName(r.unit_name, r.unit_intl, r.unit, lang),
    category: r.category == null ? '' : dictName(r.category_name, r.category_intl, r.category, lang),
  }));
}
