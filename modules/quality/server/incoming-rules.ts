// 来料检验 as record hooks, in the writes' transactions:
// - an arrival registration's audit creates the inspection of its lot when its material needs
//   inspection (物料 需要检验) and a started incoming scheme names the material: the scheme's items
//   as readings (limits copied), the barcodes to judge, the plan of its sampling plan (n, Ac, Re);
// - the arrival's un-audit removes an inspection not yet judged, and is refused after a judgement;
// - an inspection is not added or removed by hand; a judged (or exempt) one is never modified;
//   the save rules shared with every inspection (server/reading-rules.ts), and a staged
//   inspection's judged stages kept (server/stage-rules.ts).
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { modelFor } from '../../../server/records/tenant-models';
import { createRecord, removeRecords, type Writer } from '../../../server/records/write';
import { type QualityMessage, qm } from '../messages';
import { type Row, rowsChanged, text } from './records';
import { savingHooks } from './reading-rules';
import { lotPlan, planRow } from './sample-service';
import { checkStagesKept } from './stage-rules';

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
      scheme_id = ${scheme.id}, lot_qty = ${lot.toString()}, sample_size = ${full ? units : (sampled?.sampleSize ?? null)}, ac = ${sampled?.ac ?? null}, re = ${sampled?.re ?? null},
      pending_qty = ${lot.toString()}, rejected_qty = 0
    where tenant_id = ${T} and id = ${created.id}`.execute(ctx.trx);
  await sql`update quality_incoming_barcode set inspected_qty = 0, accepted_qty = 0, rejected_qty = 0, pending_qty = count where tenant_id = ${T} and owner_id = ${created.id}`.execute(ctx.trx);
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

/** An inspection another document creates is never added nor removed by hand (the refusal `key`). */
export const bySystemOnly = (key: QualityMessage) => (ctx: HookContext) => {
  if (!SYSTEM.has(ctx.writer)) refuse(qm(ctx.writer.lang, key), 409);
};

export const incomingHooks: RecordHooks[] = [
  { entity: 'WmsArrival', actions: ['audit'], after: createInspection, keepsRecord: true },
  { entity: 'WmsArrival', actions: ['deApproval'], before: removeUnjudged },
  { entity: 'QualityIncoming', actions: ['create', 'remove'], before: bySystemOnly('generatedOnly') },
  savingHooks({ entity: 'QualityIncoming', table: 'quality_incoming', readings: 'quality_incoming_reading', judged: 'judged', also: checkStagesKept }),
];
