// Demo production master data (demo tenant only): three shift rules, three process units with ~12
// machines, routes of 4–6 processes for the house-made materials, their BOMs (传动轴组件 holds 齿轮轴
// and 法兰盘, which have BOMs of their own: three levels under 输送线模组), a sale kit BOM, and the
// factory calendars of the demo's year and the next with the Chinese public holidays.
import { type Kysely, sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import { chineseHolidays } from '../calendar/holidays';
import { writeYear } from './calendar';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;

type Line = [material: string, quantity: number, loss: number, process: string | null];

const BOMS: Array<{ code: string; material: string; type?: 'Sale'; lines: Line[] }> = [
  { code: 'BOM-GEAR', material: '齿轮轴', lines: [['冷轧钢板', 3.5, 5, '下料'], ['切削液', 0.2, 0, '粗车'], ['润滑脂', 0.05, 0, '磨外圆']] },
  { code: 'BOM-FLANGE', material: '法兰盘', lines: [['冷轧钢板', 2.2, 3, '下料'], ['切削液', 0.1, 0, '钻孔']] },
  { code: 'BOM-SHAFT', material: '传动轴组件', lines: [['齿轮轴', 1, 0, '装配'], ['法兰盘', 2, 0, '装配'], ['深沟球轴承', 2, 0, '装配'], ['六角头螺栓', 6, 2, '装配'], ['润滑脂', 0.1, 0, '装配']] },
  { code: 'BOM-CONV', material: '输送线模组', lines: [['铝合金型材', 4, 1.5, '装配'], ['传动轴组件', 1, 0, '装配'], ['伺服电机', 1, 0, '装配'], ['减速机', 1, 0, '装配'], ['六角头螺栓', 24, 2, '装配'], ['纸箱', 1, 0, '包装']] },
  { code: 'BOM-CAB', material: '电控柜', lines: [['冷轧钢板', 18, 4, '下料'], ['接近开关', 4, 0, '装配'], ['六角头螺栓', 16, 2, '装配'], ['缠绕膜', 0.1, 0, '包装']] },
  { code: 'BOM-CONV-KIT', material: '输送线模组', type: 'Sale', lines: [['传动轴组件', 1, 0, null], ['伺服电机', 1, 0, null], ['减速机', 1, 0, null], ['润滑脂', 0.4, 0, null]] },
];

type Step = [process: string, time: number, unit: 'Minute' | 'Hour', setup: number, processUnit: string, nextInspect?: boolean];
const ROUTES: Array<{ code: string; name: string; material: string; steps: Step[] }> = [
  { code: 'RT-GEAR', name: '齿轮轴加工路线', material: '齿轮轴', steps: [['下料', 10, 'Minute', 5, 'PU-MC'], ['粗车', 25, 'Minute', 15, 'PU-MC'], ['精车', 30, 'Minute', 15, 'PU-MC'], ['铣键槽', 20, 'Minute', 10, 'PU-MC'], ['热处理', 2, 'Hour', 30, 'PU-HT'], ['磨外圆', 35, 'Minute', 20, 'PU-MC', true]] },
  { code: 'RT-FLANGE', name: '法兰盘加工路线', material: '法兰盘', steps: [['下料', 8, 'Minute', 5, 'PU-MC'], ['粗车', 15, 'Minute', 10, 'PU-MC'], ['钻孔', 12, 'Minute', 10, 'PU-MC'], ['去毛刺', 5, 'Minute', 0, 'PU-MC', true]] },
  { code: 'RT-SHAFT', name: '传动轴组件装配路线', material: '传动轴组件', steps: [['清洗', 10, 'Minute', 0, 'PU-AS'], ['装配', 40, 'Minute', 10, 'PU-AS'], ['调试', 30, 'Minute', 5, 'PU-AS', true], ['终检', 15, 'Minute', 0, 'PU-AS']] },
  { code: 'RT-CONV', name: '输送线模组总装路线', material: '输送线模组', steps: [['装配', 2, 'Hour', 20, 'PU-AS'], ['调试', 1, 'Hour', 10, 'PU-AS', true], ['终检', 30, 'Minute', 0, 'PU-AS'], ['包装', 20, 'Minute', 0, 'PU-AS']] },
  { code: 'RT-CAB', name: '电控柜制造路线', material: '电控柜', steps: [['下料', 15, 'Minute', 10, 'PU-MC'], ['钻孔', 20, 'Minute', 10, 'PU-MC'], ['喷涂', 1, 'Hour', 30, 'PU-HT'], ['装配', 3, 'Hour', 20, 'PU-AS', true], ['终检', 30, 'Minute', 0, 'PU-AS']] },
];

const SHIFTS: Array<{ code: string; name: string; shift: 'Day' | 'Middle' | 'Evening'; start: string; end: string; prep: number; rests: Array<[string, string]>; restDays?: string; trigger: string; triggerDays?: string }> = [
  { code: 'BC-D', name: '白班', shift: 'Day', start: '08:00', end: '17:00', prep: 15, rests: [['12:00', '13:00']], trigger: 'Daily' },
  { code: 'BC-M', name: '中班', shift: 'Middle', start: '16:00', end: '00:00', prep: 10, rests: [['19:30', '20:00']], trigger: 'Weekly', triggerDays: '1,2,3,4,5' },
  { code: 'BC-E', name: '夜班', shift: 'Evening', start: '20:00', end: '05:00', prep: 10, rests: [['00:00', '00:30']], restDays: '6,7', trigger: 'Daily' },
];

const UNITS: Array<{ code: string; name: string; type: 'Line' | 'WorkCentre'; shifts: string[] }> = [
  { code: 'PU-MC', name: '机加工产线', type: 'Line', shifts: ['BC-D', 'BC-E'] },
  { code: 'PU-HT', name: '热处理与表面处理中心', type: 'WorkCentre', shifts: ['BC-D', 'BC-M', 'BC-E'] },
  { code: 'PU-AS', name: '总装产线', type: 'Line', shifts: ['BC-D'] },
];

const MACHINES: Array<[code: string, name: string, type: string, unit: string, status: string, parallel: number, processes: string[]]> = [
  ['EQ-CNC-01', '数控车床 CK6150 #1', 'CNC', 'PU-MC', '1', 1, ['粗车', '精车']],
  ['EQ-CNC-02', '数控车床 CK6150 #2', 'CNC', 'PU-MC', '1', 1, ['粗车', '精车']],
  ['EQ-CNC-03', '数控车床 CK6140', 'CNC', 'PU-MC', '4', 1, ['粗车']],
  ['EQ-MC-01', '立式加工中心 VMC850', 'MC', 'PU-MC', '1', 1, ['铣键槽', '钻孔']],
  ['EQ-MC-02', '立式加工中心 VMC1060', 'MC', 'PU-MC', '1', 1, ['铣键槽', '钻孔', '下料']],
  ['EQ-GR-01', '外圆磨床 M1432', 'GRINDER', 'PU-MC', '1', 1, ['磨外圆']],
  ['EQ-SAW-01', '带锯床 GZ4235', 'DRILL', 'PU-MC', '1', 2, ['下料', '去毛刺']],
  ['EQ-HT-01', '井式渗碳炉 RQ3-75', 'FURNACE', 'PU-HT', '1', 4, ['热处理']],
  ['EQ-PT-01', '静电喷涂线', 'PAINT', 'PU-HT', '1', 2, ['喷涂', '清洗']],
  ['EQ-AS-01', '装配工位 A1', 'ASSY', 'PU-AS', '1', 1, ['清洗', '装配']],
  ['EQ-AS-02', '装配工位 A2', 'ASSY', 'PU-AS', '0', 1, ['装配', '包装']],
  ['EQ-TS-01', '综合性能测试台', 'TEST', 'PU-AS', '1', 1, ['调试', '终检']],
];

export async function seedProductionDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const who = { create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const base = { tenant_id: T, organ_id: ctx.organId, status_dict: 'Audit', ...who };
  const insert = async (table: string, values: Record<string, unknown>) => Number((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id);
  const children = async (table: string, owner: number, rows: Array<Record<string, unknown>>) => {
    if (rows.length) await db.insertInto(table).values(rows.map((r, i) => ({ tenant_id: T, owner_id: owner, sn: i + 1, ...r }))).execute();
  };
  // the first material of each name (the demo's plain variants), the processes by name
  const materials = new Map<string, number>();
  for (const r of (await sql<{ id: number; name: string }>`select id::int as id, name from mdm_material where tenant_id = ${T} order by code`.execute(db)).rows) if (!materials.has(r.name)) materials.set(r.name, r.id);
  const processes = new Map((await sql<{ id: number; name: string }>`select id::int as id, name from mdm_process where tenant_id = ${T}`.execute(db)).rows.map((r) => [r.name, r.id]));
  if (!materials.has('齿轮轴') || !processes.size) return;

  const shiftIds = new Map<string, number>();
  for (const s of SHIFTS) {
    const id = await insert('prd_shift_rule', { ...base, code: s.code, name: s.name, shift: s.shift, start_time: s.start, end_time: s.end, prep_minutes: s.prep, rest_days: s.restDays ?? null, trigger: s.trigger, trigger_days: s.triggerDays ?? null, status: 'Enable' });
    await children('prd_shift_rule_rest', id, s.rests.map(([start_time, end_time]) => ({ start_time, end_time })));
    shiftIds.set(s.code, id);
  }
  const unitIds = new Map<string, number>();
  for (const u of UNITS) {
    const id = await insert('prd_process_unit', { ...base, code: u.code, name: u.name, unit_type: u.type, status: 'Enable' });
    await children('prd_process_unit_shift', id, u.shifts.map((c) => ({ shift_rule_id: shiftIds.get(c) })));
    unitIds.set(u.code, id);
  }
  for (const [code, name, type, unit, status, parallel, runs] of MACHINES) {
    const id = await insert('prd_equipment', { ...base, code, name, level: parallel > 1 ? 'A' : 'B', equipment_type: type, process_unit_id: unitIds.get(unit), equipment_status: status, parallel, is_key: parallel > 1 });
    await children('prd_equipment_process', id, runs.map((p) => ({ process_id: processes.get(p) })));
  }
  for (const r of ROUTES) {
    const id = await insert('prd_process_route', { ...base, code: r.code, name: r.name, status: 'Enable' });
    await children('prd_process_route_item', id, r.steps.map(([p, time, unit, setup, pu, inspect]) => ({ process_id: processes.get(p), standard_time: time, time_unit: unit, setup_time: setup, process_unit_id: unitIds.get(pu), next_inspect: !!inspect })));
    await insert('prd_material_route', { ...base, material_id: materials.get(r.material), route_id: id, is_default: true });
  }
  for (const b of BOMS) {
    const id = await insert('prd_bom', { ...base, code: b.code, material_id: materials.get(b.material), bom_version: 'V1', bom_type: b.type ?? 'Produce', quantity: 1, status: 'Enable' });
    await children('prd_bom_item', id, b.lines.map(([m, quantity, loss, p]) => ({ material_id: materials.get(m), quantity, loss_rate: loss, process_id: p ? processes.get(p) : null })));
  }
  const year = Number((ctx.today ?? new Date().toISOString()).slice(0, 4));
  for (const y of [year, year + 1]) {
    const { types, notes } = chineseHolidays(y);
    await writeYear(db, T, y, ctx.creator, types, notes);
  }
}
