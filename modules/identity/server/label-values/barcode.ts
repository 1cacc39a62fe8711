// A barcode label's values (kind 条码): the barcode, its material (unit by its dictionary name),
// batch, count, supplier and the batch's expiry date — by barcode code.
import { sql } from 'kysely';
import type { LabelValues } from '../../labels/layout';
import { type AnyDb, type Visible, text, valuesByCode } from './common';

const day = (v: unknown) => (v == null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
/** a count as people write it: no trailing zeros of the numeric column */
const countText = (v: unknown) => (v == null ? '0' : String(v).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));

export async function barcodeValues(db: AnyDb, tenantId: string, codes: readonly string[], _lang: string, visible: Visible): Promise<Map<string, LabelValues>> {
  const { rows } = await sql<Record<string, unknown>>`
    select b.code, b.count, b.batch_no, b.arrival_batch, m.code as material_code, m.name as material_name, m.spec,
           coalesce(u.name, m.unit) as unit, s.name as supplier_name, bt.expiry_date
      from barcode_barcode b
      left join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
      left join dict u on u.tenant_id = b.tenant_id and u.dict_code = 'unit' and u.code = m.unit
      left join mdm_supplier s on s.tenant_id = b.tenant_id and s.id = b.supplier_id
      left join barcode_batch bt on bt.tenant_id = b.tenant_id and bt.code = b.batch_no
     where b.tenant_id = ${tenantId} and ${visible('b')} and b.code in (${sql.join([...codes])})`.execute(db);
  return valuesByCode(rows, (r) => ({
    material_code: text(r.material_code),
    material_name: text(r.material_name),
    spec: text(r.spec),
    batch_no: text(r.batch_no),
    count: countText(r.count),
    unit: text(r.unit),
    arrival_batch: text(r.arrival_batch),
    supplier_name: text(r.supplier_name),
    expiry_date: day(r.expiry_date),
  }));
}
