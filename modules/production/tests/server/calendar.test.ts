// The factory calendar on a real database: the demo's years with their holidays, the weekday info
// of a year (a missing one: 请求的工作日数据不存在：{year} 年), a date outside the generated years
// (时间不在日期列中), a year generated and its days edited, the working windows of process units
// and machines (shifts minus preparation and rests, merged; holidays skipped), the shift rules'
// own rules with their messages, access and tenants.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import type { CalendarDay, WorkingWindow } from '../../calendar/logic';
import { idsByName } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const year = new Date().getFullYear();
const cal = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'mdm.Calendar', method, args);
const save = (s: Session, entity: string, record: Record<string, unknown>) => srv.call<Record<string, unknown>>(s, 'datax.MetaDynamic', 'saveValue', [entity, record]);
let units: Record<string, number>;
let machines: Record<string, number>;

beforeAll(async () => {
  units = await idsByName(srv, admin.tenant.id, 'prd_process_unit', ['总装产线', '热处理与表面处理中心', '机加工产线']);
  machines = await idsByName(srv, admin.tenant.id, 'prd_equipment', ['数控车床 CK6150 #1']);
});

describe('the demo calendars', () => {
  it('hold this year and the next, Monday-to-Sunday weeks, with the public holidays', async () => {
    const days = ok(await cal<CalendarDay[]>(admin, 'getWorkdays', [year]));
    expect(days.length).toBeGreaterThanOrEqual(365);
    expect(days[0].date).toBe(`${year}-01-01`);
    expect(days.find((d) => d.date === `${year}-10-01`)).toMatchObject({ type: 2 });
    expect(days.every((d) => d.weekDay >= 1 && d.weekDay <= 7)).toBe(true);
    expect(days.filter((d) => d.weekDay === 7 && d.type === 0).length).toBeLessThan(4);
    expect(ok(await cal<CalendarDay[]>(admin, 'getWorkdays', [year + 1])).find((d) => d.date === `${year + 1}-01-01`)).toMatchObject({ type: 2 });
  });

  it('a missing year and a date outside the generated years answer the spec messages', async () => {
    expect(refusal(await cal(admin, 'getWorkdays', [2099]))).toEqual({ code: 11, msg: '请求的工作日数据不存在：2099 年' });
    expect(refusal(await cal(admin, 'checkDate', ['2099-05-04']))).toEqual({ code: 400, msg: '时间不在日期列中' });
    expect(ok(await cal<CalendarDay>(admin, 'checkDate', [`${year}-10-01`]))).toMatchObject({ date: `${year}-10-01`, type: 2 });
    expect(refusal(await cal(admin, 'checkDate', ['2026-13-45'])).code).toBe(400);
  });
});

describe('a generated year', () => {
  it('is generated once, with Saturdays and Sundays as weekends', async () => {
    expect(ok(await cal(admin, 'generate', [2031]))).toEqual({ year: 2031, days: 365 });
    expect(refusal(await cal(admin, 'generate', [2031]))).toEqual({ code: 409, msg: '2031 年的工厂日历已存在' });
    const days = ok(await cal<CalendarDay[]>(admin, 'getWorkdays', [2031]));
    expect(days.find((d) => d.date === '2031-03-03')).toEqual({ date: '2031-03-03', weekDay: 1, type: 0 });
    expect(days.find((d) => d.date === '2031-03-08')).toEqual({ date: '2031-03-08', weekDay: 6, type: 1 });
  });

  it('takes holidays and make-up days; a date outside it changes nothing', async () => {
    expect(ok(await cal(admin, 'updateDays', [[{ date: '2031-03-04', type: 2, note: '厂庆' }, { date: '2031-03-08', type: 0 }]]))).toEqual({ updated: 2 });
    expect(refusal(await cal(admin, 'updateDays', [[{ date: '2031-03-05', type: 2 }, { date: '2040-01-01', type: 2 }]]))).toEqual({ code: 400, msg: '时间不在日期列中' });
    const days = ok(await cal<CalendarDay[]>(admin, 'getWorkdays', [2031]));
    expect(['2031-03-04', '2031-03-05', '2031-03-08'].map((d) => days.find((x) => x.date === d)?.type)).toEqual([2, 0, 0]);
  });
});

describe('working windows', () => {
  const w = (start: string, end: string): WorkingWindow => ({ start: `${start}:00`, end: `${end}:00` });

  it('of a line with the day shift: after its preparation, without its rest; holidays and weekends skipped, make-up days worked', async () => {
    const r = ok(await cal<WorkingWindow[]>(admin, 'workingWindows', [{ from: '2031-03-03', to: '2031-03-09', processUnitId: units['总装产线'] }]));
    expect(r.slice(0, 2)).toEqual([w('2031-03-03 08:15', '2031-03-03 12:00'), w('2031-03-03 13:00', '2031-03-03 17:00')]);
    // Tue 4th a holiday, Sat 8th a make-up day, Sun 9th a weekend: Mon, Wed, Thu, Fri, Sat
    expect(new Set(r.map((x) => x.start.slice(0, 10)))).toEqual(new Set(['2031-03-03', '2031-03-05', '2031-03-06', '2031-03-07', '2031-03-08']));
  });

  it('of a work centre with three shifts: merged where they overlap, the night shift into the next morning', async () => {
    const r = ok(await cal<WorkingWindow[]>(admin, 'workingWindows', [{ from: '2031-03-03', to: '2031-03-03', processUnitId: units['热处理与表面处理中心'] }]));
    expect(r).toEqual([w('2031-03-03 08:15', '2031-03-03 12:00'), w('2031-03-03 13:00', '2031-03-03 19:30'), w('2031-03-03 20:00', '2031-03-04 00:00'), w('2031-03-04 00:30', '2031-03-04 05:00')]);
  });

  it('of a machine: its unit’s shifts (the night shift rests on weekends); a scrapped machine has none', async () => {
    const fri = ok(await cal<WorkingWindow[]>(admin, 'workingWindows', [{ from: '2031-03-07', to: '2031-03-07', equipmentId: machines['数控车床 CK6150 #1'] }]));
    expect(fri).toEqual([w('2031-03-07 08:15', '2031-03-07 12:00'), w('2031-03-07 13:00', '2031-03-07 17:00'), w('2031-03-07 20:10', '2031-03-08 00:00'), w('2031-03-08 00:30', '2031-03-08 05:00')]);
    const sat = ok(await cal<WorkingWindow[]>(admin, 'workingWindows', [{ from: '2031-03-08', to: '2031-03-08', equipmentId: machines['数控车床 CK6150 #1'] }]));
    expect(sat).toEqual([w('2031-03-08 08:15', '2031-03-08 12:00'), w('2031-03-08 13:00', '2031-03-08 17:00')]);
    const scrapped = ok(await save(admin, 'Equipment', { code: 'EQ-OLD', name: '旧车床', level: 'C', equipment_status: '5', parallel: 1, process_unit_id: units['机加工产线'] }));
    expect(ok(await cal(admin, 'workingWindows', [{ from: '2031-03-07', to: '2031-03-07', equipmentId: scrapped.id }]))).toEqual([]);
  });

  it('refuses a range reaching a missing year, unknown units and backwards ranges', async () => {
    expect(refusal(await cal(admin, 'workingWindows', [{ from: '2031-12-30', to: '2032-01-02' }]))).toEqual({ code: 11, msg: '请求的工作日数据不存在：2032 年' });
    expect(refusal(await cal(admin, 'workingWindows', [{ from: '2031-03-03', to: '2031-03-03', processUnitId: 999999 }]))).toEqual({ code: 11, msg: '工序单元不存在：999999' });
    expect(refusal(await cal(admin, 'workingWindows', [{ from: '2031-03-04', to: '2031-03-03' }])).code).toBe(400);
  });
});

describe('shift rules', () => {
  const rule = (more: Record<string, unknown>) => ({ code: `T${Math.random().toString(36).slice(2, 8)}`, name: '测试班', shift: 'Day', start_time: '08:00', end_time: '17:00', trigger: 'Daily', ...more });

  it('are refused with their messages when their times, days or period do not fit', async () => {
    expect(refusal(await save(admin, 'ShiftRule', rule({ start_time: '25:00' })))).toEqual({ code: 400, msg: '开始时间应为 HH:mm 格式的时间：25:00' });
    expect(refusal(await save(admin, 'ShiftRule', rule({ rests: [{ start_time: '06:00', end_time: '07:00' }] })))).toEqual({ code: 400, msg: '休息时间 06:00-07:00 不在班次时间内' });
    expect(refusal(await save(admin, 'ShiftRule', rule({ trigger: 'Weekly', trigger_days: '1,8' })))).toEqual({ code: 400, msg: '触发日与触发方式不符：1,8' });
    expect(refusal(await save(admin, 'ShiftRule', rule({ rest_days: '0,6' })))).toEqual({ code: 400, msg: '休息日应为 1 到 7 的周几，用逗号分隔：0,6' });
    expect(refusal(await save(admin, 'ShiftRule', rule({ effective_from: '2031-05-01', effective_to: '2031-04-01' })))).toEqual({ code: 400, msg: '失效日期不能早于生效日期' });
    expect(ok(await save(admin, 'ShiftRule', rule({ shift: 'Evening', start_time: '22:00', end_time: '06:00', rests: [{ start_time: '02:00', end_time: '02:30' }], trigger: 'Yearly', trigger_days: '03-03' })))).toMatchObject({ shift: 'Evening' });
  });
});

describe('access and tenants', () => {
  it('a read-only role reads the calendar but may not generate or edit it', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    expect(ok(await cal<CalendarDay[]>(viewer, 'getWorkdays', [year])).length).toBeGreaterThanOrEqual(365);
    expect(refusal(await cal(viewer, 'generate', [2035])).code).toBe(4003);
    expect(refusal(await cal(viewer, 'updateDays', [[{ date: `${year}-03-03`, type: 2 }]])).code).toBe(4003);
  });

  it('each tenant has its own calendars', async () => {
    const acme = await srv.session('acme', 'admin');
    expect(refusal(await cal(acme, 'getWorkdays', [year]))).toEqual({ code: 11, msg: `请求的工作日数据不存在：${year} 年` });
    expect(refusal(await cal(acme, 'workingWindows', [{ from: `${year}-03-03`, to: `${year}-03-03`, processUnitId: units['总装产线'] }]))).toEqual({ code: 11, msg: `工序单元不存在：${units['总装产线']}` });
    expect(ok(await cal(acme, 'generate', [2031]))).toEqual({ year: 2031, days: 365 });
    expect(ok(await cal<CalendarDay[]>(acme, 'getWorkdays', [2031])).find((d) => d.date === '2031-03-04')).toMatchObject({ type: 0 });
  });
});
