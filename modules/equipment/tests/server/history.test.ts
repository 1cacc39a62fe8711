// The machines' history (设备履历) on a real database: one machine's checks, faults, repairs, annual
// inspections and operation records in time order, newest first, filtered by kind, paged without a
// row on two pages, and summed per machine in 设备履历详情.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok } from '../../../../tests/kit';
import { addDays, todayIso } from '../../server/periods';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
let T: string;
const call = (service: string, method: string, ...args: unknown[]) => srv.call<Rec>(admin, service, method, args);
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const dict = (v: unknown) => (v as { dict?: string })?.dict ?? v;
const page = async (code: string, query: object) => ok(await call('report.Report', 'page', code, { page: 1, pageSize: 100, ...query }));

beforeAll(() => {
  T = admin.tenant.id;
});

describe('equipment history', () => {
  it("assembles one machine's records of every kind in time order, filtered by kind and paged", async () => {
    const [m] = await q<{ id: number; code: string }>(sql`select id::int as id, code from prd_equipment where tenant_id = ${T} and equipment_status = '1' order by code offset 3 limit 1`);
    await sql`update prd_equipment set registration_code = 'HIST0001' where tenant_id = ${T} and id = ${m.id}`.execute(srv.db.system);
    const day = (n: number) => addDays(todayIso(), n);
    const fault = ok(await call('equipment.Issue', 'create', { equipment_id: m.id, fault_dt: `${day(-3)} 09:00:00`, description: '液压站压力不稳' }));
    const repair = ok(await call('equipment.Repair', 'create', { issue_id: fault.id, equipment_id: m.id, down_start: `${day(-3)} 09:30:00`, down_end: `${day(-3)} 12:00:00`, result: 'Repaired', cause: '溢流阀卡滞', labour_cost: '200' }));
    ok(await call('equipment.Repair', 'audit', repair.id));
    const insp = ok(await call('equipment.Inspection', 'create', { equipment_id: m.id, due_date: day(-2), inspect_date: day(-2), result: 'Pass', certificate_no: 'H-1' }));
    ok(await call('equipment.Inspection', 'audit', insp.id));
    const rangeMap = { at: { first: day(-4), second: day(0) } };
    const rows = (await page('equipment.EquipmentResume', { filterMap: { equipment_id: m.id }, rangeMap })).itemList as Rec[];
    const mine = rows.filter((r) => ['Fault', 'Repair', 'Inspection'].includes(dict(r.kind) as string));
    expect(mine.map((r) => [dict(r.kind), r.doc_code])).toEqual([
      ['Inspection', insp.code],
      ['Repair', repair.code],
      ['Fault', fault.code],
    ]);
    expect(Number(mine[1].hours)).toBe(2.5);
    expect(Number(mine[1].cost)).toBe(200);
    for (const r of rows) expect(r.equipment_id.id).toBe(m.id);
    // newest first
    const times = rows.map((r) => new Date(r.at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const faults = (await page('equipment.EquipmentResume', { filterMap: { equipment_id: m.id, kind: ['Fault'] }, rangeMap })).itemList as Rec[];
    expect(faults.map((r) => r.doc_code)).toEqual([fault.code]);

    // the whole year, page by page: every row once
    const all = await page('equipment.EquipmentResume', { filterMap: { equipment_id: m.id }, rangeMap: { at: {} }, pageSize: 7 });
    const seen: string[] = [];
    for (let p = 1; p <= Math.ceil(all.total / 7); p++) {
      const part = await page('equipment.EquipmentResume', { filterMap: { equipment_id: m.id }, rangeMap: { at: {} }, page: p, pageSize: 7 });
      seen.push(...(part.itemList as Rec[]).map((r) => `${dict(r.kind)}/${r.doc_code}/${r.at}/${r.summary}`));
    }
    expect(new Set(seen).size).toBe(all.total);

    const byMachine = (await page('equipment.EquipmentResumeDetail', { filterMap: { equipment_id: m.id }, rangeMap })).itemList as Rec[];
    expect(byMachine).toHaveLength(1);
    expect([Number(byMachine[0].faults), Number(byMachine[0].repairs), Number(byMachine[0].inspections), Number(byMachine[0].hours)]).toEqual([1, 1, 1, 2.5]);
  });

  it('shows a count against the register: found, surplus, missing, and the machines the count left out as missing', async () => {
    const ms = await q<{ id: number }>(sql`select id::int as id from prd_equipment where tenant_id = ${T} and equipment_status <> '5' order by code`);
    const rec = ok(await call('equipment.Operate', 'create', { operate_type: 'Count', reason: '年中盘点', lines: [{ equipment_id: ms[0].id, counted: 1 }, { equipment_id: ms[1].id, counted: 2 }, { equipment_id: ms[2].id, counted: 0 }] }));
    const rows = (await page('equipment.EquipOperateCountDetail', { fuzzyMap: { doc_code: rec.code }, rangeMap: { bill_date: {} }, pageSize: 500 })).itemList as Rec[];
    const result = (id: number) => dict(rows.find((r) => r.equipment_id.id === id)?.count_result);
    expect([result(ms[0].id), result(ms[1].id), result(ms[2].id), result(ms[3].id)]).toEqual(['Found', 'Surplus', 'Missing', 'Missing']);
    expect(rows).toHaveLength(ms.length);
    expect(rows.filter((r) => dict(r.count_result) === 'Missing')).toHaveLength(ms.length - 2);
  });
});
