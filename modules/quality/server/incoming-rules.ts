// 来料检验 as record hooks, in the writes' transactions:
// - an arrival registration's audit creates the inspection of its lot when its material needs
//   inspection (物料 需要检验) and a started incoming scheme names the material: the scheme's items
//   as readings (limits copied), the barcodes to judge, the plan of its sampling plan (n, Ac, Re);
// - the arrival's un-audit removes an inspection not yet judged, and is refused after a judgement;
// - an inspection is not added or removed by hand; a judged (or exempt) one is never modified;
//   qualified never exceeds inspected; a choice reading is one of the item's answers. Saved
//   readings are judged against their limits and the inspection becomes 检验中.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { modelFor } from '../../../server/records/tenant-models';
import { createRecord, removeRecords, type Writer } from '../../../server/records/write';
import { qm } from '../messages';
import { merged, type Row, rowsChanged, rowsOf, text } from './records';
import { lotPlan, planRow } from './sample-service';

/** Writers of the module's own system work (creating, removing inspections): the hooks let them through. */
const SYSTEM = new WeakSet<Writer>();
export const systemWriter = (w: Writer): Writer => {
  const sys: Writer = { ...w, scope: undefined, hiddenFields: undefined };
  SYSTEM.add(sys);
  return sys;
};

const JUDGED = new Set(['Checked', 'Exempt']);

async function createInspection(ctx: HookContext) {
  const T = ctx.writer.tenantId;
  const arrival = ctx.after as Row;
  const materialId = refId(arrival.material_id);
  if (!materialId || arrival.quality_method === 'Exempt') return;
  const { rows: schemes } = await sql<{ id: number; sample_plan_id: number | null; need: boolean }>`
    select s.id::int as id, s.sample_plan_id::int as sample_plan_id, m.need_quality as need
      from mdm_material m join quality_scheme s on s.tenant_id = m.tenant_id and s.material_id = m.id
     where m.tenant_id = ${T} and m.id = ${materialId} and s.status = 'Start' and s.inspect_kind = 'Incoming'
     order by s.id desc limit 1`.execute(ctx.trx);
  const scheme = schemes[0];
  if (!scheme?.need) return;
  const { rows: lines } = await sql<Row>`
    select item_id, standard_value, lower_limit, upper_limit, coalesce(key_item, false) as key_item from quality_scheme_line
     where tenant_id = ${T} and owner_id = ${scheme.id} order by sn, id`.execute(ctx.trx);
  const barcodes = ((arrival.barcodes as Row[] | undefined) ?? []).map((b) => ({ code: text(b.code), count: b.count, result: 'Wait' }));
  const w = systemWriter(ctx.writer);
  const model = await modelFor(ctx.trx as never, T, 'QualityIncoming', w.lang);
  const created = await createRecord(w, model, { readings: lines.map((l) => ({ ...l, item_id: Number(l.item_id) })), barcodes }, ctx.trx);
  const lot = new Big(String(arrival.quantity ?? 0));
  const full = arrival.quality_method === 'Full';
  const plan = !full && scheme.sample_plan_id ? await planRow(ctx.trx, T, { id: scheme.sample_plan_id }) : null;
  const units = Math.max(2, Math.floor(lot.toNumber()));
  const sampled = plan ? lotPlan(plan, units) : null;
  await sql`update quality_incoming set state = 'Pending', result = 'Wait', inspect_method = ${full ? 'Full' : 'Sampling'},
      arrival_id = ${ctx.id!}, arrival_batch = ${text(arrival.arrival_batch)}, material_id = ${materialId}, supplier_id = ${refId(arrival.supplier_id)},
      scheme_id = ${scheme.id}, lot_qty = ${lot.toString()}, sample_size = ${full ? units : (sampled?.sampleSize ?? null)}, ac = ${sampled?.ac ?? null}, re = ${sampled?.re ?? null}
    where tenant_id = ${T} and id = ${created.id}`.execute(ctx.trx);
  rowsChanged(T, 'QualityIncoming');
}

async function removeUnjudged(ctx: HookContext) {
  const T = ctx.writer.tenantId;
  const { rows } = await sql<{ id: number; code: string; state: string }>`
    select id::int as id, code, state from quality_incoming where tenant_id = ${T} and arrival_id = ${ctx.id!} for update`.execute(ctx.trx);
  for (const r of rows) if (JUDGED.has(r.state)) refuse(qm(ctx.writer.lang, 'judgedArrival', { code: r.code }), 409);
  if (!rows.length) return;
  const w = systemWriter(ctx.writer);
  await removeRecords(w, await modelFor(ctx.trx as never, T, 'QualityIncoming', w.lang), rows.map((r) => r.id), ctx.trx);
}

/** A reading judged against its copied limits or the item's answers: null while it has none. */
export function readingQualified(r: Row, answers: Map<string, boolean> | undefined): boolean | null {
  if (answers) return text(r.answer) ? (answers.get(text(r.answer)) ?? false) : null;
  if (r.reading == null || r.reading === '') return null;
  const v = new Big(String(r.reading));
  if (r.lower_limit != null && r.lower_limit !== '' && v.lt(String(r.lower_limit))) return false;
  if (r.upper_limit != null && r.upper_limit !== '' && v.gt(String(r.upper_limit))) return false;
  return true;
}

/** The answers of the choice items among these readings, by item id. */
export async function choiceAnswers(ctx: Pick<HookContext, 'trx'>, tenantId: string, itemIds: number[]): Promise<Map<number, Map<string, boolean>>> {
  const out = new Map<number, Map<string, boolean>>();
  if (!itemIds.length) return out;
  const { rows } = await sql<{ owner_id: number; answer: string; qualified: boolean }>`
    select c.owner_id::int as owner_id, c.answer, coalesce(c.qualified, false) as qualified from quality_item_choice c join quality_item i on i.id = c.owner_id and i.tenant_id = c.tenant_id
     where c.tenant_id = ${tenantId} and i.kind = 'Choice' and c.owner_id in (${sql.join(itemIds)})`.execute(ctx.trx);
  for (const r of rows) out.set(r.owner_id, (out.get(r.owner_id) ?? new Map()).set(r.answer, r.qualified));
  return out;
}

async function itemCode(ctx: HookContext, id: number): Promise<string> {
  const { rows } = await sql<{ code: string }>`select code from quality_item where tenant_id = ${ctx.writer.tenantId} and id = ${id}`.execute(ctx.trx);
  return rows[0]?.code ?? String(id);
}

async function checkInspection(ctx: HookContext) {
  const lang = ctx.writer.lang;
  const before = ctx.before as Row;
  if (JUDGED.has(text(before.state))) refuse(qm(lang, 'judged', { code: text(before.code) }), 409);
  const rec = merged(ctx);
  const inspected = new Big(String(rec.inspected_qty ?? 0));
  const qualified = new Big(String(rec.qualified_qty ?? 0));
  if (qualified.gt(inspected)) refuse(qm(lang, 'qualifiedAboveInspected', { qualified: qualified.toString(), inspected: inspected.toString() }), 400);
  const readings = rowsOf(ctx, 'readings');
  const answers = await choiceAnswers(ctx, ctx.writer.tenantId, readings.map((r) => refId(r.item_id)!).filter(Boolean));
  for (const r of readings) {
    const choices = answers.get(refId(r.item_id)!);
    const answer = text(r.answer);
    if (choices && answer && !choices.has(answer)) refuse(qm(lang, 'notAnAnswer', { item: await itemCode(ctx, refId(r.item_id)!), answer }), 400);
  }
}

async function judgeReadings(ctx: HookContext) {
  const T = ctx.writer.tenantId;
  const rec = ctx.after as Row;
  const readings = (rec.readings as Row[] | undefined) ?? [];
  const answers = await choiceAnswers(ctx, T, readings.map((r) => refId(r.item_id)!).filter(Boolean));
  for (const r of readings) {
    const q = readingQualified(r, answers.get(refId(r.item_id)!));
    await sql`update quality_incoming_reading set qualified = ${q} where tenant_id = ${T} and id = ${Number(r.id)}`.execute(ctx.trx);
  }
  const started = readings.some((r) => readingQualified(r, answers.get(refId(r.item_id)!)) !== null) || new Big(String(rec.inspected_qty ?? 0)).gt(0);
  if (started && rec.state === 'Pending') await sql`update quality_incoming set state = 'Inspecting' where tenant_id = ${T} and id = ${ctx.id!}`.execute(ctx.trx);
}

const bySystemOnly = (ctx: HookContext) => {
  if (!SYSTEM.has(ctx.writer)) refuse(qm(ctx.writer.lang, 'generatedOnly'), 409);
};

export const incomingHooks: RecordHooks[] = [
  { entity: 'WmsArrival', actions: ['audit'], after: createInspection, keepsRecord: true },
  { entity: 'WmsArrival', actions: ['deApproval'], before: removeUnjudged },
  { entity: 'QualityIncoming', actions: ['create', 'remove'], before: bySystemOnly },
  { entity: 'QualityIncoming', actions: ['modify'], before: checkInspection, after: judgeReadings },
];
