// Demo coding rules of the demo tenant, so 编码规则 shows something on the first start: 物料条码,
// 批次号 (PC + YYYYMMDD + a 4-digit serial reset daily), 容器码 and 库位码.
import type { Kysely } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import { previewCode } from '../coding/preview';
import { ruleSpecOf } from '../coding/types';

type Row = Record<string, unknown>;

const text = (fixed_value: string): Row => ({ kind: 'text', fixed_value });
const delimiter = (fixed_value: string): Row => ({ kind: 'delimiter', fixed_value });
const date = (date_format: string): Row => ({ kind: 'date', date_format });
const field = (source_field: string, length: number): Row => ({ kind: 'string', source_field, length, intercept_space: true, fill_rule: 'NoFill' });
const flow = (length: number, reset_period: string): Row => ({ kind: 'flow', length, fill_char: '0', flow_start: 1, flow_step: 1, reset_period });

export const DEMO_RULES: ReadonlyArray<{ code: string; name: string; rule_type: string; remark: string; segments: Row[] }> = [
  { code: 'WLTM', name: '物料条码', rule_type: 'Material', remark: '物料编码 + 年月日 + 每日 4 位流水号', segments: [field('code', 20), date('YYMMDD'), flow(4, 'Day')] },
  { code: 'PCH', name: '批次号', rule_type: 'Batch', remark: 'PC + 年月日 + 每日 4 位流水号', segments: [text('PC'), date('YYYYMMDD'), flow(4, 'Day')] },
  { code: 'RQM', name: '容器码', rule_type: 'Container', remark: 'RQ- + 6 位流水号，不重置', segments: [text('RQ'), delimiter('-'), flow(6, 'None')] },
  { code: 'KWM', name: '库位码', rule_type: 'Warehouse', remark: '仓库编码 - 库区编码 - 每年 3 位流水号', segments: [field('code', 16), delimiter('-'), field('area_code', 16), delimiter('-'), flow(3, 'Year')] },
];

export async function seedIdentityDemo({ db, tenant, creator }: SeedContext): Promise<void> {
  if (tenant.code !== 'demo') return;
  // biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
  const anyDb = db as Kysely<any>;
  const who = { create_id: creator.id, create_name: creator.name, modify_id: creator.id, modify_name: creator.name };
  for (const r of DEMO_RULES) {
    const preview = previewCode(ruleSpecOf(r), new Date()).code ?? null;
    const rule = await anyDb
      .insertInto('identity_rule')
      .values({ tenant_id: tenant.id, code: r.code, name: r.name, rule_type: r.rule_type, remark: r.remark, preview, status_dict: 'Saved', ...who })
      .returning('id')
      .executeTakeFirstOrThrow();
    await anyDb
      .insertInto('identity_rule_segment')
      .values(r.segments.map((s, i) => ({ tenant_id: tenant.id, owner_id: rule.id, sn: i + 1, ...s })))
      .execute();
  }
}
