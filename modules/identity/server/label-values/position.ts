// A position label's values (kind 库位): the position's code and name, its warehouse and area by
// name, its type and status as the print's language says them — by position code. The options are
// read from the position entity's declaration in the catalogue (the warehouse module builds on this
// one, so this one never imports it).
import { sql } from 'kysely';
import { entityByCode } from '../../../../server/modules/catalogue';
import type { LabelValues } from '../../labels/layout';
import type { LabelLang } from '../../labels/messages';
import { type AnyDb, type Visible, optionLabel, text, valuesByCode } from './common';

const optionsOf = (attr: string) => entityByCode('WmsPosition')?.attrs.find((a) => a.code === attr)?.options ?? [];

export async function positionValues(db: AnyDb, tenantId: string, codes: readonly string[], lang: LabelLang, visible: Visible): Promise<Map<string, LabelValues>> {
  const { rows } = await sql<Record<string, unknown>>`
    select p.code, p.name, w.name as warehouse, a.name as area, p.position_type, p.position_status
      from wms_position p
      left join mdm_warehouse w on w.tenant_id = p.tenant_id and w.id = p.warehouse_id
      left join wms_area a on a.tenant_id = p.tenant_id and a.id = p.area_id
     where p.tenant_id = ${tenantId} and ${visible('p')} and p.code in (${sql.join([...codes])})`.execute(db);
  return valuesByCode(rows, (r) => ({
    name: text(r.name),
    warehouse: text(r.warehouse),
    area: text(r.area),
    position_type: optionLabel(optionsOf('position_type'), r.position_type, lang),
    position_status: optionLabel(optionsOf('position_status'), r.position_status, lang),
  }));
}
