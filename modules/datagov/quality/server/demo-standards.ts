// The demo's data standards: 计量单位 (UN/ECE Rec. 20 codes), 性别 (GB/T 2261.1), 国家 (ISO 3166),
// 设备状态, 班次 and 产线, and the columns of the demo sources that follow them with their codes as
// the sources hold them, partly mapped: the product's material units (件 and 箱 left unmapped) and
// machine states (初始 unmapped), persons' sex; the old MES's shifts (all) and lines (L3 unmapped).
import { sql } from 'kysely';
import type { DatabaseSync } from 'node:sqlite';
import type { SeedContext } from '../../../../server/modules/types';
import { querySqlite } from '../../server/drivers/sqlite';
import { storeCodes } from './standards';

type Values = ReadonlyArray<readonly [code: string, name: string]>;

export const DEMO_DICTS: ReadonlyArray<readonly [code: string, name: string, remark: string, values: Values]> = [
  ['UNIT', '计量单位', 'UN/ECE 第20号建议书代码', [['C62', '个'], ['KGM', '千克'], ['MTR', '米'], ['SET', '套'], ['TNE', '吨'], ['LTR', '升'], ['BX', '箱'], ['PR', '双']]],
  ['GENDER', '性别', 'GB/T 2261.1', [['0', '未知的性别'], ['1', '男'], ['2', '女'], ['9', '未说明的性别']]],
  ['COUNTRY', '国家', 'ISO 3166-1 alpha-2', [['CN', '中国'], ['US', '美国'], ['DE', '德国'], ['JP', '日本'], ['KR', '韩国'], ['VN', '越南']]],
  ['EQUIP_STATUS', '设备状态', '企业设备状态标准', [['RUN', '运行'], ['IDLE', '待机'], ['STOP', '停机'], ['FAULT', '故障'], ['SCRAP', '报废']]],
  ['SHIFT', '班次', '企业班次标准', [['A', '早班'], ['B', '中班'], ['C', '夜班']]],
  ['LINE', '产线', '企业产线编码标准', [['L1', '一号线'], ['L2', '二号线']]],
];

/** [standard, source ('own' | 'mes'), schema, table, column, source code → standard code] */
const CONTRASTS: ReadonlyArray<readonly [string, 'own' | 'mes', string, string, string, Readonly<Record<string, string>>]> = [
  ['UNIT', 'own', 'public', 'mdm_material', 'unit', { PCS: 'C62', KG: 'KGM', M: 'MTR', SET: 'SET', T: 'TNE', L: 'LTR' }],
  ['GENDER', 'own', 'public', 'person', 'sex_dict', { Male: '1', Female: '2' }],
  ['EQUIP_STATUS', 'own', 'public', 'prd_equipment', 'equipment_status', { '1': 'RUN', '2': 'STOP', '4': 'FAULT', '5': 'SCRAP' }],
  ['SHIFT', 'mes', 'main', 'line_output', 'shift', { A: 'A', B: 'B', C: 'C' }],
  ['LINE', 'mes', 'main', 'line_output', 'line', { L1: 'L1', L2: 'L2' }],
];

const quote = (n: string) => `"${n.replace(/"/g, '""')}"`;

/** Seeds the standards and mappings; answers the standards' ids by code. */
export async function seedStandards(ctx: SeedContext, sources: { own: number; mes: number }, mes: DatabaseSync): Promise<Map<string, number>> {
  const T = ctx.tenant.id;
  const ids = new Map<string, number>();
  for (const [code, name, remark, values] of DEMO_DICTS) {
    const r = await sql<{ id: string }>`insert into dg_std_dict (tenant_id, code, name, remark, create_name) values (${T}, ${code}, ${name}, ${remark}, ${ctx.creator.name}) returning id`.execute(ctx.db);
    const id = Number(r.rows[0]!.id);
    ids.set(code, id);
    await sql`insert into dg_std_value (tenant_id, dict_id, code, name, sort)
      select ${T}, ${id}, v.code, v.name, v.ord from jsonb_to_recordset(${JSON.stringify(values.map(([c, n], i) => ({ code: c, name: n, ord: i + 1 })))}::jsonb) as v(code text, name text, ord int)`.execute(ctx.db);
  }
  for (const [dict, source, schema, table, column, mapping] of CONTRASTS) {
    const r = await sql<{ id: string }>`
      insert into dg_std_contrast (tenant_id, dict_id, source_id, schema_name, table_name, column_name)
      values (${T}, ${ids.get(dict)!}, ${source === 'own' ? sources.own : sources.mes}, ${schema}, ${table}, ${column}) returning id`.execute(ctx.db);
    const id = Number(r.rows[0]!.id);
    // the codes as the source holds them: the product's rows of this tenant, or the MES file's
    const found =
      source === 'own'
        ? (await sql<{ code: string; n: string }>`select ${sql.ref(column)}::text as code, count(*) as n from ${sql.table(table)} where tenant_id = ${T} and ${sql.ref(column)} is not null group by 1 order by 2 desc, 1`.execute(ctx.db)).rows.map((x) => ({ code: x.code, n: Number(x.n) }))
        : querySqlite(mes, `select cast(${quote(column)} as text), count(*) from ${quote(table)} where ${quote(column)} is not null group by 1 order by 2 desc, 1`, { rows: 1000, timeoutMs: 10_000 }).rows.map((x) => ({ code: String(x[0]), n: Number(x[1]) }));
    await storeCodes(ctx.db, T, id, found);
    const items = found.filter((f) => mapping[f.code]).map((f) => ({ sourceCode: f.code, stdCode: mapping[f.code]! }));
    if (items.length) {
      await sql`update dg_std_mapping m set std_code = i."stdCode" from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i("sourceCode" text, "stdCode" text)
                 where m.tenant_id = ${T} and m.contrast_id = ${id} and m.source_code = i."sourceCode"`.execute(ctx.db);
    }
  }
  return ids;
}
