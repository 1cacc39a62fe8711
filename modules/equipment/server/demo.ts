// The equipment demo (the demo tenant, after production's machines): a check template per
// equipment type and a weekly plan over its machines, with a year of their check tasks (done, with
// readings now and then out of limits; this week's open; one machine's last week left undone, so
// it shows maintenance overdue); a year of faults with their completed repairs (downtime, parts
// and cost), and the open fault of the machine production seeds in fault; the machines' entry
// and a count as operation records. Seeded random, set-based writes.
import { sql } from 'kysely';
import type { Row } from '../../../schemas/compute/record';
import type { SeedContext } from '../../../server/modules/types';
import { type Actor, addDays, big, calendar, type Doc, officeTime, prepare, ref, rng, Writes } from '../../../server/seed/demo-kit';
import { CheckTask } from '../entities/check-task';
import { EquipmentIssue } from '../entities/issue';
import { EquipmentOperateRecord } from '../entities/operate';
import { EquipmentRepair } from '../entities/repair';
import { AnnualInspection } from '../entities/inspection';
import { Entrapment, SafetyHazard } from '../entities/safety';
import { FAULTS, PARTS, REPAIRERS, TEMPLATES } from './demo-data';
import { doc } from './demo-doc';
import { safetyDocs } from './demo-safety';
import { type AnyDb, refreshMaintenance } from './machines';
import { periodOf } from './periods';

interface Machine {
  id: number;
  code: string;
  type: string;
  status: string;
}

/** the machine left with last week's check undone (maintenance overdue) */
const OVERDUE_MACHINE = 'EQ-TS-01';

export async function seedEquipmentDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from eqp_check_template where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const machines = (await sql<Machine>`select id::int as id, code, equipment_type as type, equipment_status as status from prd_equipment where tenant_id = ${T} order by code`.execute(db)).rows;
  if (!machines.length) return;
  const cal = calendar(ctx.today);
  const r = rng(550);
  const who: Actor = ctx.creator;
  const stamp = { tenant_id: T, status_dict: 'Audit', create_id: who.id, create_name: who.name, modify_id: who.id, modify_name: who.name };

  // a template and a weekly plan per equipment type the demo has
  const types = [...new Set(machines.map((m) => m.type))].filter((t) => TEMPLATES[t]);
  const tpl = await db
    .insertInto('eqp_check_template')
    .values(types.map((t) => ({ ...stamp, code: `DJMB-${t}`, name: TEMPLATES[t].name, equipment_type: t, status: 'Enable' })))
    .returning(['id', 'equipment_type'])
    .execute();
  const tplOf = new Map(tpl.map((x) => [String(x.equipment_type), Number(x.id)]));
  await db
    .insertInto('eqp_check_template_item')
    .values(types.flatMap((t) => TEMPLATES[t].items.map(([item_name, kind, standard_value, lower_limit, upper_limit, unit_name, method], i) => ({ tenant_id: T, owner_id: tplOf.get(t), sn: i + 1, item_name, kind, standard_value, lower_limit, upper_limit, unit_name, method }))))
    .execute();
  const start = cal.days[0];
  const thisWeek = periodOf('Week', start, null, cal.today)!;
  const plans = await db
    .insertInto('eqp_plan')
    .values(types.map((t) => ({ ...stamp, code: `WB-${t}`, name: `${TEMPLATES[t].name}计划`, template_id: tplOf.get(t), equipment_type: t, cycle: 'Week', start_date: start, next_due: addDays(thisWeek.end, 1), status: 'Enable' })))
    .returning(['id', 'equipment_type'])
    .execute();
  const planOf = new Map(plans.map((x) => [String(x.equipment_type), Number(x.id)]));

  const tasks = checkTasks(machines.filter((m) => m.status !== '5' && planOf.has(m.type)), planOf, tplOf, cal.today, start, r, who);
  const { issues, repairs } = faults(machines, cal.days, cal.today, r, who, await partIds(db, T));
  const ops = operations(machines, cal.days, r, who);
  const safety = await safetyDocs(db, T, cal.today, rng(556), who);
  await prepare(db, T, [[CheckTask, tasks], [EquipmentIssue, issues], [EquipmentRepair, repairs], [EquipmentOperateRecord, ops], [AnnualInspection, safety.inspections], [SafetyHazard, safety.hazards], [Entrapment, safety.entrapments]]);
  const writes = new Writes();
  await writes.computeAndInsert(db, T, CheckTask, tasks);
  await writes.computeAndInsert(db, T, EquipmentIssue, issues);
  await writes.computeAndInsert(db, T, EquipmentRepair, repairs);
  await writes.computeAndInsert(db, T, EquipmentOperateRecord, ops);
  await writes.computeAndInsert(db, T, AnnualInspection, safety.inspections);
  await writes.computeAndInsert(db, T, SafetyHazard, safety.hazards);
  await writes.computeAndInsert(db, T, Entrapment, safety.entrapments);
  await writes.done();
  await refreshMaintenance(db, T, cal.today);
}

/** a reading of a template item: mostly within limits, now and then above the upper one (or NG) */
function reading(item: (typeof TEMPLATES)[string]['items'][number], r: ReturnType<typeof rng>, filled: boolean): Row {
  const [item_name, kind, standard_value, lower_limit, upper_limit, unit_name, method] = item;
  const row: Row = { item_name, kind, standard_value, lower_limit, upper_limit, unit_name, method };
  if (!filled) return row;
  if (kind === 'OkNg') return { ...row, ok_value: r.chance(0.02) ? 'NG' : 'OK' };
  const lo = big(lower_limit);
  const span = big(upper_limit).minus(lo);
  const out = r.chance(0.03);
  return { ...row, value: (out ? big(upper_limit).plus(span.times(r.int(1, 20)).div(100)) : lo.plus(span.times(r.int(10, 90)).div(100))).round(4).toString() };
}

function checkTasks(machines: Machine[], planOf: Map<string, number>, tplOf: Map<string, number>, today: string, start: string, r: ReturnType<typeof rng>, who: Actor): Doc[] {
  const out: Doc[] = [];
  const weekOf = (day: string) => periodOf('Week', day, null, day)!;
  for (let day = weekOf(start).start; day <= today; day = addDays(day, 7)) {
    const period = weekOf(day);
    const from = period.start < start ? start : period.start;
    const current = period.end >= today;
    const lastWeek = !current && addDays(period.end, 7) >= today;
    for (const m of machines) {
      const plan = planOf.get(m.type)!;
      const undone = current || (lastWeek && m.code === OVERDUE_MACHINE);
      const planned = addDays(from, r.int(0, 4));
      const doneDay = planned > today ? today : planned;
      const doneAt = undone ? null : officeTime(doneDay, r);
      out.push(
        doc(from, undone ? 'Saved' : 'Audit', `${from}T00:10:00.000Z`, who, {
          equipment_id: m.id,
          plan_id: plan,
          template_id: tplOf.get(m.type),
          period_start: period.start,
          due_date: period.end,
          plan_period: `${plan}/${m.id}/${period.start}`,
          done_at: doneAt,
          checker_name: undone ? null : who.name,
        }, { readings: TEMPLATES[m.type].items.map((it) => reading(it, r, !undone)) }),
      );
    }
  }
  return out;
}

async function partIds(db: AnyDb, T: string): Promise<Array<{ id: number; price: string }>> {
  const rows = (await sql<{ id: number; name: string }>`select distinct on (name) id::int as id, name from mdm_material where tenant_id = ${T} and name in (${sql.join(PARTS.map((p) => p[0]))}) order by name, code`.execute(db)).rows;
  return PARTS.flatMap(([name, price]) => rows.filter((x) => x.name === name).map((x) => ({ id: x.id, price })));
}

/** a fault about every 18 days over the year, each repaired; the machine production seeds in fault has its fault open */
function faults(machines: Machine[], days: string[], today: string, r: ReturnType<typeof rng>, who: Actor, parts: Array<{ id: number; price: string }>) {
  const issues: Doc[] = [];
  const repairs: Doc[] = [];
  const working = machines.filter((m) => m.status === '1');
  for (let i = 0; i * 18 + 10 < days.length - 3; i++) {
    const day = days[i * 18 + r.int(0, 10)];
    const m = r.pick(working);
    const [description, cause, fault_level, hours] = FAULTS[i % FAULTS.length];
    const at = officeTime(day, r);
    const issue = doc(day, 'Finish', at, who, { equipment_id: m.id, fault_dt: at, fault_level, description, reporter_name: r.pick(REPAIRERS) });
    issues.push(issue);
    const end = new Date(Date.parse(at) + hours * 3_600_000).toISOString();
    const used = parts.length ? r.sample(parts, r.int(0, 2)).map((p) => ({ material_id: p.id, quantity: String(r.int(1, 4)), unit_price: p.price })) : [];
    repairs.push(
      doc(day, 'Audit', at, who, { issue_id: ref(issue), equipment_id: m.id, repairer_name: r.pick(REPAIRERS), down_start: at, down_end: end, cause, result: used.length ? 'Replaced' : 'Repaired', labour_cost: big(hours).times(80).toString() }, { parts: used }),
    );
  }
  for (const m of machines.filter((x) => x.status === '4')) {
    const day = addDays(today, -2);
    const at = officeTime(day, r);
    const issue = doc(day, 'Saved', at, who, { equipment_id: m.id, fault_dt: at, fault_level: 'Major', description: '主轴异响，加工表面振纹', reporter_name: REPAIRERS[0] });
    issues.push(issue);
    repairs.push(doc(day, 'Saved', at, who, { issue_id: ref(issue), equipment_id: m.id, repairer_name: REPAIRERS[1], down_start: at, cause: '待拆检', labour_cost: '0' }));
  }
  return { issues, repairs };
}

/** every machine's entry a year ago, and a count a quarter ago */
function operations(machines: Machine[], days: string[], r: ReturnType<typeof rng>, who: Actor): Doc[] {
  const entry = days[0];
  const count = days[days.length - 91];
  return [
    doc(entry, 'Audit', officeTime(entry, r), who, { operate_type: 'Entry', bill_date: entry, reason: '设备入场验收' }, { lines: machines.map((m) => ({ equipment_id: m.id, from_status: '0' })) }),
    doc(count, 'Audit', officeTime(count, r), who, { operate_type: 'Count', bill_date: count, reason: '季度设备盘点' }, { lines: machines.map((m) => ({ equipment_id: m.id, counted: 1, from_status: m.status })) }),
  ];
}
