// Annual inspections of special equipment on a real database: only a machine with a registration
// code is inspected; the audit needs the inspection's date, result and (passed) certificate and
// sets the next due date a year on; 年检逾期 lists the special machines past or near their due date.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import { addDays, todayIso } from '../../server/periods';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
let T: string;
const call = (service: string, method: string, ...args: unknown[]) => srv.call<Rec>(admin, service, method, args);
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const dict = (v: unknown) => (v as { dict?: string })?.dict ?? v;

/** the n-th demo machine, normal, with (or without) a registration code */
async function machineWith(n: number, reg: string | null): Promise<{ id: number; code: string }> {
  const [m] = await q<{ id: number; code: string }>(sql`select id::int as id, code from prd_equipment where tenant_id = ${T} order by code offset ${n} limit 1`);
  await sql`update prd_equipment set equipment_status = '1', registration_code = ${reg} where tenant_id = ${T} and id = ${m.id}`.execute(srv.db.system);
  return m;
}

beforeAll(() => {
  T = admin.tenant.id;
});

describe('annual inspections', () => {
  it('inspect special equipment only; the audit needs date, result and certificate and sets the next due date a year on', async () => {
    const plain = await machineWith(4, null);
    const due = addDays(todayIso(), -10);
    expect(refusal(await call('equipment.Inspection', 'create', { equipment_id: plain.id, due_date: due }))).toEqual({ code: 400, msg: `设备${plain.code}没有特种设备注册代码，无需年检` });

    const crane = await machineWith(4, 'RQ3100012026');
    const rec = ok(await call('equipment.Inspection', 'create', { equipment_id: crane.id, due_date: due, inspect_body: '市特种设备检验研究院' }));
    expect(refusal(await call('equipment.Inspection', 'audit', rec.id))).toEqual({ code: 400, msg: '年检完成需要检验日期和检验结论' });
    const inspected = addDays(todayIso(), -2);
    const passed = ok(await call('equipment.Inspection', 'modify', { ...rec, inspect_date: inspected, result: 'Pass' }));
    expect(refusal(await call('equipment.Inspection', 'audit', rec.id))).toEqual({ code: 400, msg: '检验合格需要填写检验证书编号' });
    const early = await call('equipment.Inspection', 'modify', { ...passed, next_due_date: inspected });
    expect(refusal(early)).toEqual({ code: 400, msg: '下次检验日期必须晚于检验日期' });
    ok(await call('equipment.Inspection', 'modify', { ...passed, certificate_no: 'TSJ-2026-0815' }));
    ok(await call('equipment.Inspection', 'audit', rec.id));
    const done = ok(await call('equipment.Inspection', 'detail', rec.id));
    const yearOn = `${Number(inspected.slice(0, 4)) + 1}${inspected.slice(4)}`;
    expect([dict(done.status_dict), done.next_due_date]).toEqual(['Audit', inspected.endsWith('02-29') ? `${yearOn.slice(0, 8)}28` : yearOn]);
  });

  it('lists special machines past, near or without their due date in 年检逾期, not those inspected in time', async () => {
    const page = async (filterMap: object = {}) => ok(await call('report.Report', 'page', 'equipment.YearlyInspectOverdue', { page: 1, pageSize: 500, filterMap }));
    const late = await machineWith(5, 'LATE0001');
    const soon = await machineWith(6, 'SOON0001');
    const none = await machineWith(7, 'NONE0001');
    const fine = await machineWith(9, 'FINE0001');
    const audited = async (id: number, inspect_date: string, next_due_date: string) => {
      const r = ok(await call('equipment.Inspection', 'create', { equipment_id: id, due_date: inspect_date, inspect_date, result: 'Pass', certificate_no: `C${id}`, next_due_date }));
      ok(await call('equipment.Inspection', 'audit', r.id));
    };
    await audited(late.id, addDays(todayIso(), -400), addDays(todayIso(), -35));
    await audited(soon.id, addDays(todayIso(), -350), addDays(todayIso(), 12));
    await audited(fine.id, addDays(todayIso(), -20), addDays(todayIso(), 345));
    // the default filter: overdue, due soon and never inspected
    const rows = (await page({ due_state: ['Overdue', 'DueSoon', 'NoRecord'] })).itemList as Rec[];
    const state = (id: number) => rows.find((r) => r.equipment_id?.id === id);
    expect([dict(state(late.id)?.due_state), Number(state(late.id)?.days)]).toEqual(['Overdue', -35]);
    expect([dict(state(soon.id)?.due_state), Number(state(soon.id)?.days)]).toEqual(['DueSoon', 12]);
    expect(dict(state(none.id)?.due_state)).toBe('NoRecord');
    expect(state(fine.id)).toBeUndefined();
    // a machine without a registration code is no special equipment and never listed
    const all = (await page()).itemList as Rec[];
    const [plain] = await q<{ id: number }>(sql`select id::int as id from prd_equipment where tenant_id = ${T} and coalesce(registration_code, '') = '' limit 1`);
    expect(all.some((r) => r.equipment_id?.id === plain.id)).toBe(false);
  });
});
