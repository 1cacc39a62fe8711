// 过程检验 as record hooks on production's output record (报工, by its entity code), in the report's
// own transaction. A report of a product that needs inspection (物料 需要检验) under a started
// in-process scheme (for the product, else the operation's process, else the order's route)
// creates its inspection when it is:
// - 首检: the operation's first report;
// - 末检: the report that completes the operation (its done reaches the order's plan);
// - 巡检: by the scheme's schedule — PeriodicByMaterial every N reports of the operation,
//   PeriodicTime when N hours passed since the operation's last inspection, CustomTime when one of
//   the day's set times passed since then.
// The material's quality settings (物料质量设置): 自动抽样 sizes the sample by the scheme's
// sampling plan over the reported quantity (first and last pieces otherwise inspect one piece),
// 检验提醒 leaves a message to the inspectors (the users whose roles hold the inspection page).
// A rejected first piece refuses further reports of its operation until a re-inspection passes.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { modelFor } from '../../../server/records/tenant-models';
import { type AnyTrx, createRecord, type Writer } from '../../../server/records/write';
import { PROCESS_KINDS } from '../entities/options';
import { labelOf, qm } from '../messages';
import { bySystemOnly, systemWriter } from './incoming-rules';
import { savingHooks } from './reading-rules';
import { type Row, rowsChanged, text } from './records';
import { lotPlan, planRow } from './sample-service';

/** production's output record (报工) */
export const OUTPUT_ENTITY = 'ProductionOutput';
const FIGURES = ['qualified_qty', 'unqualified_qty', 'scrap_qty'] as const;
const dec = (v: unknown) => new Big(v == null || v === '' ? '0' : String(v));

interface Scheme {
  id: number;
  sample_plan_id: number | null;
  schedule: string;
  schedule_value: string | null;
  custom_times: string | null;
}

/** The material's quality settings, with their defaults where it has none. */
export async function settingsOf(trx: AnyTrx, T: string, materialId: number) {
  const { rows } = await sql<{ remind: boolean; auto: boolean; requality: boolean }>`
    select coalesce(need_quality_remind, false) as remind, coalesce(need_auto_sample, true) as auto, coalesce(need_requality, false) as requality
      from quality_material_setting where tenant_id = ${T} and material_id = ${materialId} order by id limit 1`.execute(trx);
  return rows[0] ?? { remind: false, auto: true, requality: false };
}

async function firstPieceGate(ctx: HookContext) {
  const opId = refId(ctx.values?.op_id);
  if (!opId) return;
  const { rows } = await sql<{ code: string; result: string; reinspect_of: number | null; order_code: string; process_name: string | null }>`
    select q.code, q.result, q.reinspect_of::int as reinspect_of, o.code as order_code, p.name as process_name
      from quality_process q join prd_work_order o on o.tenant_id = q.tenant_id and o.id = q.order_id left join mdm_process p on p.tenant_id = q.tenant_id and p.id = q.process_id
     where q.tenant_id = ${ctx.writer.tenantId} and q.op_id = ${opId} and q.kind = 'FirstPiece' order by q.id desc limit 1`.execute(ctx.trx);
  const last = rows[0];
  // the latest first piece decides: rejected, or a re-inspection not passed yet
  if (last && (last.result === 'Unqualified' || (last.reinspect_of && last.result !== 'Qualified'))) {
    refuse(qm(ctx.writer.lang, 'firstPieceRejected', { code: last.code, order: last.order_code, process: last.process_name ?? '' }), 409);
  }
}

async function schemeFor(trx: AnyTrx, T: string, materialId: number, processId: number | null, orderId: number): Promise<Scheme | undefined> {
  const { rows } = await sql<Scheme>`
    select s.id::int as id, s.sample_plan_id::int as sample_plan_id, s.schedule, s.schedule_value::text as schedule_value, s.custom_times
      from quality_scheme s left join prd_work_order o on o.tenant_id = s.tenant_id and o.id = ${orderId}
     where s.tenant_id = ${T} and s.status = 'Start' and s.inspect_kind = 'InProcess'
       and (s.material_id = ${materialId} or s.process_id = ${processId} or s.routing_id = o.route_id)
     order by (s.material_id = ${materialId}) desc nulls last, (s.process_id = ${processId}) desc nulls last, s.id desc limit 1`.execute(trx);
  return rows[0];
}

/** Is a patrol due by the scheme's schedule, at the operation's `n`th report? */
async function patrolDue(trx: AnyTrx, T: string, s: Scheme, opId: number, n: number, now: Date): Promise<boolean> {
  const every = Number(s.schedule_value ?? 0);
  if (s.schedule === 'PeriodicByMaterial') return every > 0 && n % every === 0;
  const { rows } = await sql<{ at: Date | null }>`select max(create_dt) as at from quality_process where tenant_id = ${T} and op_id = ${opId}`.execute(trx);
  const last = rows[0]?.at ? new Date(rows[0].at) : null;
  if (!last) return true;
  if (s.schedule === 'PeriodicTime') return every > 0 && now.getTime() - last.getTime() >= every * 3_600_000;
  // CustomTime: the latest set time of the day (today's, else yesterday's) at or before now, after the last inspection
  const times = text(s.custom_times).split(',').map((t) => t.trim()).filter(Boolean);
  const points = times.flatMap((t) => {
    const [h, m] = t.split(':').map(Number);
    const today = new Date(now);
    today.setHours(h, m, 0, 0);
    return [today, new Date(today.getTime() - 86_400_000)];
  });
  const passed = points.filter((p) => p <= now).sort((a, b) => b.getTime() - a.getTime())[0];
  return !!passed && passed > last;
}

async function remindInspectors(trx: AnyTrx, w: Writer, vars: Record<string, string>) {
  const { rows } = await sql<{ user_id: number }>`
    select distinct ur.user_id::int as user_id from user_role ur join menu_alloc ma on ma.tenant_id = ur.tenant_id and ma.role_id = ur.role_id
      join menu m on m.id = ma.menu_id where ur.tenant_id = ${w.tenantId} and m.url = 'quality/InProcessInspection' order by 1`.execute(trx);
  if (!rows.length) return;
  const title = qm(w.lang, 'remindTitle', vars);
  const body = qm(w.lang, 'remindBody', vars);
  await sql`insert into message (tenant_id, user_id, title, content, create_id, create_name) values ${sql.join(
    rows.map((r) => sql`(${w.tenantId}, ${r.user_id}, ${title}, ${body}, ${w.userId}, ${w.userName})`),
  )}`.execute(trx);
}

async function createProcessInspection(ctx: HookContext) {
  const T = ctx.writer.tenantId;
  const out = ctx.after as Row;
  const [opId, orderId, materialId] = [refId(out.op_id), refId(out.order_id), refId(out.material_id)];
  if (!opId || !orderId || !materialId) return;
  const { rows: need } = await sql<{ need: boolean }>`select coalesce(need_quality, false) as need from mdm_material where tenant_id = ${T} and id = ${materialId}`.execute(ctx.trx);
  if (!need[0]?.need) return;
  const processId = refId(out.process_id) ?? null;
  const scheme = await schemeFor(ctx.trx, T, materialId, processId, orderId);
  if (!scheme) return;
  const { rows: facts } = await sql<{ n: number; done: string; plan: string; order_code: string; process_name: string | null }>`
    select (select count(*)::int from prd_output where tenant_id = ${T} and op_id = ${opId}) as n, coalesce(op.done_qty, 0)::text as done, coalesce(o.plan_qty, 0)::text as plan,
           o.code as order_code, p.name as process_name
      from prd_work_order_op op join prd_work_order o on o.tenant_id = op.tenant_id and o.id = op.owner_id left join mdm_process p on p.tenant_id = op.tenant_id and p.id = op.process_id
     where op.tenant_id = ${T} and op.id = ${opId}`.execute(ctx.trx);
  const f = facts[0];
  if (!f) return;
  const reported = FIGURES.reduce((s, k) => s.plus(dec(out[k])), new Big(0));
  // the report's own done is added after its record is written: the operation completes when done + this report reach the plan
  const completes = dec(f.plan).gt(0) && dec(f.done).plus(reported).gte(dec(f.plan));
  const kind = f.n === 1 ? 'FirstPiece' : completes ? 'LastPiece' : (await patrolDue(ctx.trx, T, scheme, opId, f.n, new Date())) ? 'Patrol' : null;
  if (!kind) return;
  const settings = await settingsOf(ctx.trx, T, materialId);
  const plan = settings.auto && scheme.sample_plan_id ? await planRow(ctx.trx, T, { id: scheme.sample_plan_id }) : null;
  const sampled = plan ? lotPlan(plan, Math.max(2, Math.floor(reported.toNumber()))) : null;
  const sample = sampled?.sampleSize ?? (kind === 'Patrol' ? null : 1);
  const { rows: lines } = await sql<Row>`
    select item_id, standard_value, lower_limit, upper_limit, coalesce(key_item, false) as key_item from quality_scheme_line
     where tenant_id = ${T} and owner_id = ${scheme.id} order by sn, id`.execute(ctx.trx);
  const w = systemWriter(ctx.writer);
  const model = await modelFor(ctx.trx as never, T, 'QualityProcess', w.lang);
  const created = await createRecord(w, model, { readings: lines.map((l) => ({ ...l, item_id: Number(l.item_id) })) }, ctx.trx);
  await sql`update quality_process set kind = ${kind}, state = 'Pending', result = 'Wait', order_id = ${orderId}, op_id = ${opId}, process_id = ${processId}, output_id = ${ctx.id!},
      material_id = ${materialId}, scheme_id = ${scheme.id}, report_qty = ${reported.toString()}, sample_size = ${sample}, ac = ${sampled?.ac ?? null}, re = ${sampled?.re ?? null}
    where tenant_id = ${T} and id = ${created.id}`.execute(ctx.trx);
  if (settings.remind) {
    const vars = { kind: labelOf(ctx.writer.lang, PROCESS_KINDS, kind), code: String(created.code), order: f.order_code, process: f.process_name ?? '', qty: reported.toString() };
    await remindInspectors(ctx.trx, ctx.writer, vars);
  }
  rowsChanged(T, 'QualityProcess');
}

export const processHooks: RecordHooks[] = [
  { entity: OUTPUT_ENTITY, actions: ['create'], before: firstPieceGate, after: createProcessInspection, keepsRecord: true },
  { entity: 'QualityProcess', actions: ['create', 'remove'], before: bySystemOnly('processGeneratedOnly') },
  savingHooks({ entity: 'QualityProcess', table: 'quality_process', readings: 'quality_process_reading', judged: 'processJudged' }),
];
