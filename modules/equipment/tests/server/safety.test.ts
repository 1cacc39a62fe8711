// Safety hazards, entrapments and the fault analysis on a real database: a hazard closes only with
// its measure and evidence and is overdue while open past its deadline; an entrapment's release
// comes after it and its statistics add up by machine and month; 故障分析's widgets all answer and
// rank the causes by how often they occur.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import { addDays, todayIso } from '../../server/periods';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
let T: string;
let machineId: number;
const call = (service: string, method: string, ...args: unknown[]) => srv.call<Rec>(admin, service, method, args);
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const dict = (v: unknown) => (v as { dict?: string })?.dict ?? v;
const day = (n: number) => addDays(todayIso(), n);

beforeAll(async () => {
  T = admin.tenant.id;
  [{ id: machineId }] = await q<{ id: number }>(sql`select id::int as id from prd_equipment where tenant_id = ${T} and equipment_status = '1' order by code limit 1`);
});

describe('safety hazards', () => {
  it('are overdue while open past their deadline, and close only with the measure taken and evidence', async () => {
    const h = ok(await call('equipment.Hazard', 'create', { found_dt: `${day(-5)} 10:00:00`, found_by: '安全员张', equipment_id: machineId, location: '机加工产线 2 号工位', level: 'Major', description: '防护罩缺失', deadline: day(-1) }));
    expect(dict(ok(await call('equipment.Hazard', 'detail', h.id)).overdue)).toBe('Yes');
    ok(await call('equipment.Hazard', 'commit', h.id));
    expect(refusal(await call('equipment.Hazard', 'audit', h.id))).toEqual({ code: 400, msg: '关闭隐患需要填写整改措施并上传整改证据' });
    const withMeasure = ok(await call('equipment.Hazard', 'detail', h.id));
    // evidence is what closes it: the measure alone is not enough
    await sql`update eqp_hazard set measure = '加装防护罩' where tenant_id = ${T} and id = ${h.id}`.execute(srv.db.system);
    expect(refusal(await call('equipment.Hazard', 'audit', h.id))).toEqual({ code: 400, msg: '关闭隐患需要填写整改措施并上传整改证据' });
    await sql`update eqp_hazard set evidence = ${JSON.stringify([{ name: 'guard.jpg', url: '/files/guard.jpg' }])}::jsonb where tenant_id = ${T} and id = ${h.id}`.execute(srv.db.system);
    ok(await call('equipment.Hazard', 'audit', h.id));
    const closed = ok(await call('equipment.Hazard', 'detail', h.id));
    expect([dict(closed.status_dict), dict(closed.overdue), !!closed.closed_at, withMeasure.closed_at ?? null]).toEqual(['Audit', 'No', true, null]);
  });
});

describe('entrapments', () => {
  it('refuse a release before the entrapment, need the release to be audited, and add up by machine and month', async () => {
    const at = `${day(-1)} 14:00:00`;
    const early = await call('equipment.Trapped', 'create', { equipment_id: machineId, trapped_at: at, released_at: `${day(-1)} 13:00:00`, people: 2 });
    expect(refusal(early)).toEqual({ code: 400, msg: '解救时间不能早于被困时间' });
    const open = ok(await call('equipment.Trapped', 'create', { equipment_id: machineId, trapped_at: at, people: 2, cause: '门机故障' }));
    expect(refusal(await call('equipment.Trapped', 'audit', open.id))).toEqual({ code: 400, msg: '困人事件需要解救时间才能审核' });
    const released = ok(await call('equipment.Trapped', 'modify', { ...open, released_at: `${day(-1)} 14:25:00` }));
    expect(Number(released.duration_minutes)).toBe(25);
    ok(await call('equipment.Trapped', 'create', { equipment_id: machineId, trapped_at: `${day(-1)} 16:00:00`, released_at: `${day(-1)} 16:40:00`, people: 1, injured: true }));
    const month = day(-1).slice(0, 7);
    const stats = ok(await call('report.Report', 'page', 'equipment.TrappedStats', { page: 1, pageSize: 100, filterMap: { equipment_id: machineId }, rangeMap: { trapped_at: {} } }));
    const row = (stats.itemList as Rec[]).find((r) => String(r['trapped_at:month']).startsWith(month));
    const [want] = await q<{ n: number; people: number; minutes: string }>(sql`select count(*)::int as n, sum(people)::int as people, sum(round(extract(epoch from (released_at - trapped_at)) / 60.0))::text as minutes
      from eqp_entrapment where tenant_id = ${T} and equipment_id = ${machineId} and to_char(trapped_at, 'YYYY-MM') = ${month}`);
    expect([Number(row?.incidents), Number(row?.people), Number(row?.minutes)]).toEqual([want.n, want.people, Number(want.minutes)]);
  });
});

describe('fault analysis', () => {
  it('answers every widget of 故障分析 and ranks the causes by how often they occur', async () => {
    const d = ok(await call('report.Dashboard', 'data', 'equipment.issueEcharts'));
    for (const [w, v] of Object.entries(d.widgets as Record<string, Rec>)) expect([w, v.error ?? null]).toEqual([w, null]);
    const causes = ok(await call('report.Report', 'page', 'equipment.FaultAnalysis', { page: 1, pageSize: 50, rankType: 'ByCause', rangeMap: { fault_dt: {} } }));
    const counts = (causes.itemList as Rec[]).map((r) => Number(r.faults));
    expect(counts.length).toBeGreaterThan(1);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const [total] = await q<{ n: number }>(sql`select count(*)::int as n from eqp_issue where tenant_id = ${T} and status_dict <> 'Repeal' and fault_dt >= date_trunc('year', current_date)`);
    expect(Number(d.widgets.faults.value)).toBe(total.n);
  });
});

describe('the demo year', () => {
  it('shows special equipment due and overdue, hazards closed with their measure and open past their deadline, entrapments released', async () => {
    const due = ok(await call('report.Report', 'page', 'equipment.YearlyInspectOverdue', { page: 1, pageSize: 50, filterMap: { due_state: ['Overdue', 'DueSoon', 'Valid'] } }));
    expect(new Set((due.itemList as Rec[]).map((r) => dict(r.due_state)))).toEqual(new Set(['Overdue', 'DueSoon', 'Valid']));
    const [h] = await q<{ closed: number; open: number; late: number; bare: number }>(sql`select count(*) filter (where status_dict = 'Audit')::int as closed,
        count(*) filter (where status_dict <> 'Audit')::int as open, count(*) filter (where status_dict <> 'Audit' and deadline < current_date)::int as late,
        count(*) filter (where status_dict = 'Audit' and (coalesce(measure, '') = '' ))::int as bare
      from eqp_hazard where tenant_id = ${T} and code not like 'YH' || to_char(current_date, 'YYYYMMDD') || '%'`);
    expect(h.closed).toBeGreaterThan(5);
    expect([h.open, h.late, h.bare]).toEqual([2, 1, 0]);
    const stats = ok(await call('report.Report', 'page', 'equipment.TrappedStats', { page: 1, pageSize: 50, rangeMap: { trapped_at: {} } }));
    expect(Number(stats.totals.incidents)).toBeGreaterThanOrEqual(5);
  });
});
